import { describe, expect, it } from 'vitest'
import {
  addItem,
  billOf,
  eventWithMembers,
  expectError,
  itemPath,
  must,
  placeholderKey,
  rows,
  send,
  sharedBillOf,
  snapOf,
  type User,
} from './event-fixtures'
import { client, mailbox, signedInUser } from './helpers'

type Share = { id: string; placeholderId: string; email: string; status: 'pending' | 'viewed'; sharedAt: string }
type Shared = {
  event: { title: string; createdAt: string; status: string }
  hostName: string
  guestName: string
  lines: Array<{ name: string; priceCents: number; shareMilliPct: number; amountCents: number }>
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
}

let n = 0
const email = () => `guest.share.${Date.now().toString(36)}.${++n}@example.com`
const sharePath = (eventId: string, guestId: string) => `/api/events/${eventId}/placeholders/${guestId}/shares`

/** An event (8.875% tax, 18% tip) with a guest who owns Wine and shares half of the host's Cheese. */
async function eventWithGuest() {
  const setup = await eventWithMembers(1, { title: 'Friday Dinner', taxMilliPct: 8875, tipMilliPct: 18000 })
  const { host, eventId } = setup
  const guest = must(
    (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gus' }), 201))
      .placeholders[0],
  )
  const { item: wine } = await addItem(host, eventId, 'Wine', 3000)
  const { item: cheese } = await addItem(host, eventId, 'Cheese', 1001)
  await addItem(host, eventId, 'Secret Steak', 9900)
  await snapOf(
    await send(host.c, 'POST', itemPath(eventId, wine.id, '/assign'), { assignee: { placeholderId: guest.id } }),
  )
  await snapOf(await send(host.c, 'POST', itemPath(eventId, cheese.id, '/assign'), { assignee: { userId: host.id } }))
  const snap = await snapOf(
    await send(host.c, 'PUT', itemPath(eventId, cheese.id, '/shares'), {
      ownerPercent: 50,
      shares: [{ person: { placeholderId: guest.id }, percent: 50 }],
    }),
  )
  return { ...setup, guest, snap }
}

async function share(host: User, eventId: string, guestId: string, to: string) {
  const res = await send(host.c, 'POST', sharePath(eventId, guestId), { email: to })
  const text = await res.text()
  expect(res.status, text).toBe(201)
  return JSON.parse(text) as Share
}

/** The share link mailed to `to` (newest first) and its token. */
async function linkFor(to: string) {
  const mails = await mailbox(to)
  const link = must(
    mails[0]?.links.find((l) => new URL(l).pathname.startsWith('/guest-share/')),
    'share link',
  )
  return { link, token: new URL(link).pathname.split('/').at(-1) ?? '', mail: must(mails[0]) }
}

const open = (token: string) => client().fetch(`/api/guest-shares/${encodeURIComponent(token)}`)

describe('guest shares', () => {
  it("mails a link to the guest's read-only bill, computed by computeBill; opening it marks the share viewed", async () => {
    const { host, eventId, guest, snap } = await eventWithGuest()
    const to = email()
    const created = await share(host, eventId, guest.id, `  ${to.toUpperCase()} `)
    expect(created).toMatchObject({ placeholderId: guest.id, email: to, status: 'pending' })

    const { link, token, mail } = await linkFor(to)
    expect(mail.subject).toBe('Your bill on OpenTab')
    expect(mail.text).toContain(`${host.user.username} shared Gus's items and bill from "Friday Dinner"`)
    expect(mail.text).toContain(`View the bill: ${link}`)
    expect(link).toMatch(/^http:\/\/localhost\/guest-share\/[A-Za-z0-9_-]{43}$/) // 256 random bits
    // Only a hash is stored.
    const stored = await rows<{ token_hash: string }>(
      'SELECT token_hash FROM placeholder_shares WHERE id = ?',
      created.id,
    )
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]?.token_hash).not.toContain(token)

    const res = await open(token)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const page = JSON.parse(await res.text()) as Shared
    const expected = sharedBillOf(snap, placeholderKey(guest.id))
    expect(page).toEqual({
      event: { title: 'Friday Dinner', createdAt: snap.event.createdAt, status: 'open' },
      hostName: host.user.username,
      guestName: 'Gus',
      taxMilliPct: 8875,
      tipMilliPct: 18000,
      ...expected,
      // The host set no payment handles; a guest has no tab, so the whole bill is left to pay the host.
      owes: 'host',
      tabs: [
        {
          name: host.user.username,
          pays: true,
          leftCents: expected.totalCents,
          payableCents: expected.totalCents,
          payTo: { venmo: null, cashApp: null, paypal: null, paymentNote: null },
        },
      ],
      paidCents: 0,
      reportedCents: 0,
      currency: 'USD',
    })
    expect(page.lines.map((l) => l.name).sort()).toEqual(['Cheese', 'Wine'])
    expect([3500, 3501]).toContain(page.subtotalCents) // Wine, and half of the $10.01 Cheese
    // Nothing else of the event leaves: no other item, no other person, no ids, no join code.
    const body = JSON.stringify(page)
    for (const secret of ['Secret Steak', snap.event.joinCode, eventId, guest.id, host.id, host.user.email])
      expect(body).not.toContain(secret)

    const listed = await (await host.c.fetch(`/api/events/${eventId}/guest-shares`)).json()
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, via: 'email', status: 'viewed', viewedAt: expect.any(String) }),
    ])
  })

  it("the host copies a link instead: it opens the bill with the host's pay handles and the amount left to pay", async () => {
    const { host, members, eventId, guest, snap } = await eventWithGuest()
    const to = email()
    const mailed = await share(host, eventId, guest.id, to)
    expect((await send(host.c, 'PATCH', '/api/me/profile', { venmo: '@hal-host', paypal: 'HalHost' })).status).toBe(200)
    const linkPath = `/api/events/${eventId}/placeholders/${guest.id}/link`
    const made = await send(host.c, 'POST', linkPath, {})
    const first = JSON.parse(await made.text()) as { share: Share & { via: string }; url: string }
    expect(made.status).toBe(201)
    expect(first.url).toMatch(/^http:\/\/localhost\/guest-share\/[A-Za-z0-9_-]{43}$/)
    expect(first.share).toMatchObject({ placeholderId: guest.id, email: '', via: 'link', status: 'pending' })
    // No mail goes anywhere for a copied link.
    expect(await mailbox(to)).toHaveLength(1)

    const token = must(new URL(first.url).pathname.split('/').at(-1))
    const page = JSON.parse(await (await open(token)).text()) as Shared & {
      tabs: Array<{ payTo: unknown; leftCents: number }>
    }
    const expected = must(billOf(snap).parties.find((p) => p.key === placeholderKey(guest.id)))
    expect(page.tabs).toHaveLength(1)
    expect(page.tabs[0]?.payTo).toEqual({ venmo: 'hal-host', cashApp: null, paypal: 'HalHost', paymentNote: null })
    expect(page.tabs[0]?.leftCents).toBe(expected.totalCents)

    // A new copied link turns the previous copied link off; the e-mailed link keeps working.
    const second = JSON.parse(await (await send(host.c, 'POST', linkPath, {})).text()) as { share: Share; url: string }
    expect(second.url).not.toBe(first.url)
    await expectError(await open(token), 410)
    const listed = (await (await host.c.fetch(`/api/events/${eventId}/guest-shares`)).json()) as Share[]
    expect(listed.map((s) => s.id).sort()).toEqual([mailed.id, second.share.id].sort())

    // Only the host makes links; a body is an empty object; an unknown guest is 404.
    await expectError(await send(must(members[0]).c, 'POST', linkPath, {}), 403)
    await expectError(await send(host.c, 'POST', linkPath, { email: to }), 400)
    await expectError(await send(host.c, 'POST', `/api/events/${eventId}/placeholders/nobody/link`, {}), 404)
  })

  it('sharing again with the same e-mail replaces the live link (the old one answers 410)', async () => {
    const { host, eventId, guest } = await eventWithGuest()
    const to = email()
    const first = await share(host, eventId, guest.id, to)
    const { token: old } = await linkFor(to)
    const second = await share(host, eventId, guest.id, to)
    const { token: fresh } = await linkFor(to)
    expect(fresh).not.toBe(old)
    await expectError(await open(old), 410, undefined, 'link_revoked')
    expect((await open(fresh)).status).toBe(200)
    const listed = (await (await host.c.fetch(`/api/events/${eventId}/guest-shares`)).json()) as Share[]
    expect(listed.map((s) => s.id)).toEqual([second.id])
    expect(listed.map((s) => s.id)).not.toContain(first.id)
    // Another e-mail is another live share.
    await share(host, eventId, guest.id, email())
    expect(((await (await host.c.fetch(`/api/events/${eventId}/guest-shares`)).json()) as Share[]).length).toBe(2)
  })

  it('the host revokes a link: its page answers 410 and the share leaves the list', async () => {
    const { host, members, eventId, guest } = await eventWithGuest()
    const to = email()
    const created = await share(host, eventId, guest.id, to)
    const { token } = await linkFor(to)
    const path = `/api/events/${eventId}/guest-shares/${created.id}`
    await expectError(await send(must(members[0]).c, 'DELETE', path), 403)
    await expectError(await send((await signedInUser('stranger')).c, 'DELETE', path), 404, 'Event not found')
    await expectError(await send(client(), 'DELETE', path), 401)
    expect((await open(token)).status).toBe(200)
    expect(await (await send(host.c, 'DELETE', path)).json()).toEqual({ revoked: true })
    await expectError(
      await open(token),
      410,
      'This link was turned off by the host. Ask them to share the bill again.',
      'link_revoked',
    )
    await expectError(await send(host.c, 'DELETE', path), 404, 'Share not found')
    expect(await (await host.c.fetch(`/api/events/${eventId}/guest-shares`)).json()).toEqual([])
  })

  it('unknown, malformed and guessed tokens are 404 with a clear message', async () => {
    const msg = 'This link is not valid. Ask the host to share the bill again.'
    await expectError(await open('nope'), 404, msg)
    await expectError(await open('A'.repeat(43)), 404, msg)
    await expectError(await open(`${'a'.repeat(42)}%`), 404, msg)
  })

  it('only the host shares: participants 403, strangers 404, signed out 401; bad e-mail 400; nothing written or mailed', async () => {
    const { host, members, eventId, guest } = await eventWithGuest()
    const to = email()
    const path = sharePath(eventId, guest.id)
    await expectError(await send(must(members[0]).c, 'POST', path, { email: to }), 403)
    await expectError(await send((await signedInUser('stranger')).c, 'POST', path, { email: to }), 404)
    await expectError(await send(client(), 'POST', path, { email: to }), 401, 'Not authenticated')
    await expectError(await send(host.c, 'POST', path, { email: '   ' }), 400, 'Email is required')
    await expectError(await send(host.c, 'POST', path, { email: 'not-an-email' }), 400, 'Enter a valid e-mail address')
    await expectError(await send(host.c, 'POST', path, {}), 400)
    await expectError(
      await send(host.c, 'POST', sharePath(eventId, 'no-such-guest'), { email: to }),
      404,
      'Guest not found',
    )
    // A guest of another event of the same host is not this event's guest.
    const other = await snapOf(await send(host.c, 'POST', '/api/events', { title: 'Other' }), 201)
    await expectError(await send(host.c, 'POST', sharePath(other.event.id, guest.id), { email: to }), 404)
    await expectError(await send(must(members[0]).c, 'GET', `/api/events/${eventId}/guest-shares`), 403)
    expect(await rows('SELECT id FROM placeholder_shares WHERE placeholder_id = ?', guest.id)).toEqual([])
    expect(await mailbox(to)).toEqual([])
  })

  it('removing the guest makes the link unknown (404)', async () => {
    const { host, eventId, guest } = await eventWithGuest()
    const to = email()
    await share(host, eventId, guest.id, to)
    const { token } = await linkFor(to)
    await snapOf(await send(host.c, 'DELETE', `/api/events/${eventId}/placeholders/${guest.id}`))
    await expectError(await open(token), 404)
  })
})

describe('/api/openapi.json', () => {
  it('lists the guest share, merge and friends routes', async () => {
    const spec = (await (await client().fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>
    }
    const ops = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    const ours = [
      'post /api/events/{id}/placeholders/{placeholderId}/shares',
      'get /api/events/{id}/guest-shares',
      'delete /api/events/{id}/guest-shares/{shareId}',
      'post /api/events/{id}/placeholders/{placeholderId}/merge',
      'get /api/guest-shares/{token}',
      'get /api/friends',
      'get /api/friends/search',
      'get /api/friends/requests',
      'post /api/friends/requests',
      'post /api/friends/requests/{id}/accept',
      'post /api/friends/requests/{id}/reject',
      'delete /api/friends/{id}',
    ]
    expect(ops).toEqual(expect.arrayContaining(ours))
    for (const op of ours) {
      const [method, path] = op.split(' ') as [string, string]
      expect(spec.paths[path]?.[method]?.summary, op).toBeTruthy()
    }
  })
})
