import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { addItem, createEvent, expectError, must, receiptBody, rows, send, snapOf } from './event-fixtures'
import { type Client, client, mailbox, signedInUser, signedInWithRole } from './helpers'

const DEFAULTS = {
  maxUsersPerEvent: 50,
  maxEventsPerUser: 10,
  maxItemsPerEvent: 100,
  sessionTimeout: 24,
  supportEmail: 'support@opentab.app',
  maintenanceMode: false,
}
const MAINTENANCE =
  'OpenTab is under maintenance: you can look around, but changes are paused until it ends. Please try again later.'

const put = (c: Client, json: unknown) => send(c, 'PUT', '/api/admin/settings', json)
const save = async (c: Client, change: Partial<typeof DEFAULTS>) => {
  const res = await put(c, { ...DEFAULTS, ...change })
  expect(res.status, await res.clone().text()).toBe(200)
}

describe('admin settings', () => {
  it('start at the product defaults, save, and are audited', async () => {
    const admin = await signedInWithRole('admin')
    expect(await (await admin.c.fetch('/api/admin/settings')).json()).toEqual(DEFAULTS)
    await save(admin.c, { maxItemsPerEvent: 150, supportEmail: 'help@example.com' })
    expect(await (await admin.c.fetch('/api/admin/settings')).json()).toMatchObject({
      maxItemsPerEvent: 150,
      supportEmail: 'help@example.com',
    })
    const [entry] = await rows<{ before_json: string; after_json: string }>(
      "SELECT before_json, after_json FROM admin_audit_log WHERE action = 'settings.update'",
    )
    expect(JSON.parse(entry?.before_json ?? '{}')).toEqual(DEFAULTS)
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ maxItemsPerEvent: 150 })
    const overview = (await (await admin.c.fetch('/api/admin/overview')).json()) as { audit: { action: string }[] }
    expect(overview.audit[0]?.action).toBe('settings.update')
    await save(admin.c, {})
  })

  it('refuse missing numbers, numbers below 1 and a bad e-mail, changing nothing', async () => {
    const admin = await signedInWithRole('admin')
    const { maxUsersPerEvent: _, ...withoutUsers } = DEFAULTS
    await expectError(await put(admin.c, withoutUsers), 400, 'Max Users Per Event is required')
    await expectError(
      await put(admin.c, { ...DEFAULTS, maxEventsPerUser: 0 }),
      400,
      'Max Events Per User must be at least 1',
    )
    await expectError(await put(admin.c, { ...DEFAULTS, sessionTimeout: 1.5 }), 400)
    await expectError(
      await put(admin.c, { ...DEFAULTS, supportEmail: 'nope' }),
      400,
      'Enter a valid support e-mail address',
    )
    await expectError(await put(admin.c, { ...DEFAULTS, supportEmail: '' }), 400, 'Support Email is required')
    expect(await (await admin.c.fetch('/api/admin/settings')).json()).toEqual(DEFAULTS)
  })
})

describe('limits are enforced on the real routes', () => {
  it('maxItemsPerEvent: the item past the limit is refused with 409 naming it', async () => {
    const admin = await signedInWithRole('admin')
    await save(admin.c, { maxItemsPerEvent: 2 })
    const host = await signedInUser('items')
    const snap = await createEvent(host)
    await addItem(host, snap.event.id, 'One', 100)
    await addItem(host, snap.event.id, 'Two', 100)
    const res = await send(host.c, 'POST', `/api/events/${snap.event.id}/items`, { name: 'Three', priceCents: 100 })
    await expectError(res, 409, 'An event can have at most 2 items.', 'limit_reached')
    expect(await rows('SELECT id FROM items WHERE event_id = ?', snap.event.id)).toHaveLength(2)
    // A receipt import that would pass it is refused whole.
    const apply = await send(host.c, 'POST', `/api/events/${snap.event.id}/receipt/apply`, {
      receipt: {
        isReceipt: true,
        ...receiptBody({ items: [{ name: 'A', priceCents: 100 }], subtotalCents: 100, taxCents: 0, totalCents: 100 }),
      },
      include: { location: false, dateTime: false, totals: false, items: true },
      replaceExisting: false,
    })
    await expectError(apply, 409, 'An event can have at most 2 items.', 'limit_reached')
    expect(await rows('SELECT id FROM items WHERE event_id = ?', snap.event.id)).toHaveLength(2)
    await save(admin.c, {})
  })

  it('maxUsersPerEvent: joining past it is refused; someone already in may join again', async () => {
    const admin = await signedInWithRole('admin')
    await save(admin.c, { maxUsersPerEvent: 2 })
    const host = await signedInUser('full')
    const snap = await createEvent(host)
    const a = await signedInUser('joina')
    const b = await signedInUser('joinb')
    expect((await send(a.c, 'POST', '/api/join', { code: snap.event.joinCode })).status).toBe(200)
    await expectError(
      await send(b.c, 'POST', '/api/join', { code: snap.event.joinCode }),
      409,
      'This event is full: an event can have at most 2 people.',
      'limit_reached',
    )
    expect((await send(a.c, 'POST', '/api/join', { code: snap.event.joinCode })).status).toBe(200)
    expect(await rows('SELECT user_id FROM event_participants WHERE event_id = ?', snap.event.id)).toHaveLength(2)
    await save(admin.c, {})
  })

  it('maxUsersPerEvent holds when many join at once', async () => {
    const admin = await signedInWithRole('admin')
    await save(admin.c, { maxUsersPerEvent: 3 })
    const host = await signedInUser('race')
    const snap = await createEvent(host)
    const people = await Promise.all([1, 2, 3, 4].map((i) => signedInUser(`racer${i}`)))
    const results = await Promise.all(people.map((p) => send(p.c, 'POST', '/api/join', { code: snap.event.joinCode })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409])
    expect(await rows('SELECT user_id FROM event_participants WHERE event_id = ?', snap.event.id)).toHaveLength(3)
    await save(admin.c, {})
  })

  it('maxEventsPerUser counts open events hosted', async () => {
    const admin = await signedInWithRole('admin')
    await save(admin.c, { maxEventsPerUser: 1 })
    const host = await signedInUser('events')
    const first = await createEvent(host)
    await expectError(
      await send(host.c, 'POST', '/api/events', { title: 'Second' }),
      409,
      'You can host at most 1 open events. Close one before creating another.',
      'limit_reached',
    )
    expect(await rows('SELECT id FROM events WHERE host_id = ?', host.id)).toHaveLength(1)
    await snapOf(await send(host.c, 'PATCH', `/api/events/${first.event.id}`, { status: 'closed' }))
    expect((await send(host.c, 'POST', '/api/events', { title: 'Second' })).status).toBe(201)
    await save(admin.c, {})
  })
})

describe('caps on what one account can fill', () => {
  it('an account hosts at most 50 x maxEventsPerUser events in all, closed ones included', async () => {
    const admin = await signedInWithRole('admin')
    const host = await signedInUser('hoarder')
    await save(admin.c, { maxEventsPerUser: 2 })
    // 99 closed events already (straight into D1: creating them through the API would take minutes).
    const stmt = env.DB.prepare(
      "INSERT INTO events (id, title, host_id, status, join_code) VALUES (?, 'Old', ?, 'closed', ?)",
    )
    await env.DB.batch(
      Array.from({ length: 99 }, (_, i) => stmt.bind(crypto.randomUUID(), host.id, `H${host.id.slice(0, 8)}${i}`)),
    )
    expect((await send(host.c, 'POST', '/api/events', { title: 'Hundredth' })).status).toBe(201)
    await expectError(
      await send(host.c, 'POST', '/api/events', { title: 'One too many' }),
      409,
      'You can host at most 100 events in all, closed ones included. Delete one you no longer need before creating another.',
      'limit_reached',
    )
    const [n] = await rows<{ n: number }>('SELECT count(*) AS n FROM events WHERE host_id = ?', host.id)
    expect(n?.n).toBe(100)
    // The open-events limit still names itself first.
    const busy = await signedInUser('busyhost')
    await createEvent(busy)
    await createEvent(busy)
    await expectError(
      await send(busy.c, 'POST', '/api/events', { title: 'Third open' }),
      409,
      'You can host at most 2 open events. Close one before creating another.',
    )
    await save(admin.c, {})
  })

  it('an event has at most 2 x maxUsersPerEvent guests', async () => {
    const admin = await signedInWithRole('admin')
    const host = await signedInUser('guesty')
    const snap = await createEvent(host)
    await save(admin.c, { maxUsersPerEvent: 3 })
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'])
      expect((await send(host.c, 'POST', `/api/events/${snap.event.id}/placeholders`, { name })).status).toBe(201)
    await expectError(
      await send(host.c, 'POST', `/api/events/${snap.event.id}/placeholders`, { name: 'Dee' }),
      409,
      'An event can have at most 6 guests.',
      'limit_reached',
    )
    expect(await rows('SELECT id FROM placeholder_participants WHERE event_id = ?', snap.event.id)).toHaveLength(6)
    await save(admin.c, {})
  })
})

describe('maintenance mode', () => {
  it('non-admins can read but not write; admins still write; the status route tells every page', async () => {
    const admin = await signedInWithRole('admin')
    const host = await signedInUser('maint')
    const snap = await createEvent(host)
    await save(admin.c, { maintenanceMode: true })
    expect(await (await host.c.fetch('/api/site-status')).json()).toEqual({
      maintenanceMode: true,
      supportEmail: DEFAULTS.supportEmail,
    })
    expect((await host.c.fetch(`/api/events/${snap.event.id}`)).status).toBe(200)
    await expectError(await send(host.c, 'POST', '/api/events', { title: 'Nope' }), 503, MAINTENANCE, 'maintenance')
    await expectError(
      await send(host.c, 'POST', `/api/events/${snap.event.id}/items`, { name: 'x', priceCents: 1 }),
      503,
      MAINTENANCE,
    )
    await expectError(await send(host.c, 'PATCH', '/api/me/profile', { firstName: 'X' }), 503, MAINTENANCE)
    const signUp = await send(host.c, 'POST', '/api/auth/sign-up/email', {
      name: 'newcomer_maint',
      email: 'newcomer.maint@example.com',
      password: 'correct horse battery staple',
    })
    await expectError(signUp, 503, MAINTENANCE)
    // Accepting an e-mail invitation (which would make an account, sign in and join) waits too.
    const email = `maint.${Date.now().toString(36)}@example.com`
    await save(admin.c, { maintenanceMode: false })
    expect((await send(host.c, 'POST', `/api/events/${snap.event.id}/invites`, { firstName: 'M', email })).status).toBe(
      200,
    )
    const inviteId = must(new URL(must((await mailbox(email))[0]?.links[0])).searchParams.get('id'))
    await save(admin.c, { maintenanceMode: true })
    const accept = await send(client(), 'POST', `/api/invites/${inviteId}/accept`, {
      username: `maint_${Date.now().toString(36)}`,
      password: 'correct horse battery staple',
      terms: true,
    })
    await expectError(accept, 503, MAINTENANCE, 'maintenance')
    expect(await rows('SELECT id FROM user WHERE email = ?', email)).toEqual([])
    expect(await rows('SELECT user_id FROM event_participants WHERE event_id = ?', snap.event.id)).toHaveLength(1)
    // The admin writes, and turns it off.
    expect((await send(admin.c, 'POST', '/api/events', { title: 'Admin event' })).status).toBe(201)
    await save(admin.c, { maintenanceMode: false })
    expect(
      (await send(host.c, 'POST', `/api/events/${snap.event.id}/items`, { name: 'x', priceCents: 1 })).status,
    ).toBe(201)
  })
})

describe('session timeout', () => {
  it('a session older than sessionTimeout hours ends at its next request', async () => {
    const admin = await signedInWithRole('admin')
    const u = await signedInUser('timeout')
    // Signed in 25 hours ago (the default timeout is 24 hours).
    await env.DB.prepare('UPDATE session SET created_at = ? WHERE user_id = ?')
      .bind(Date.now() - 25 * 3_600_000, u.id)
      .run()
    await expectError(
      await u.c.fetch('/api/me'),
      401,
      'Your session has expired. Please sign in again.',
      'session_expired',
    )
    expect((await u.c.fetch('/api/me')).status).toBe(401)
    // A longer timeout lets such a session live.
    const v = await signedInUser('timeout2')
    await env.DB.prepare('UPDATE session SET created_at = ? WHERE user_id = ?')
      .bind(Date.now() - 25 * 3_600_000, v.id)
      .run()
    await save(admin.c, { sessionTimeout: 48 })
    expect((await v.c.fetch('/api/me')).status).toBe(200)
    await save(admin.c, {})
  })
})
