import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createEvent, eventWithMembers, must, rows, send, snapOf } from './event-fixtures'
import { client, freshIp, mailbox, signedInUser, signIn, uniqueUser } from './helpers'

// Limits from worker/auth.ts (AUTH_RATE_LIMIT_SCALE is 1 in the worker tests).
describe('per-IP rate limits', () => {
  it('answers 429 after 10 sign-ins a minute from one IP while another IP still works', async () => {
    const { user } = await signedInUser('rl')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await signIn(client(ip), user.email, 'wrong password, attempt')
      expect(res.status).toBe(401)
    }
    const blocked = await signIn(client(ip), user.email, user.password)
    expect(blocked.status).toBe(429)
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/too many requests/i)
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0)
    // The limit is per address: the real owner elsewhere is not locked out.
    expect((await signIn(client(), user.email, user.password)).status).toBe(200)
  })

  it('limits sign-ups to 5 a minute per IP, counting refused ones', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await client(ip).fetch('/api/auth/sign-up/email', { method: 'POST', json: { name: 'x' } })
      expect(res.status).toBe(400)
    }
    const u = uniqueUser('rl2')
    const json = { name: u.username, email: u.email, password: u.password }
    expect((await client(ip).fetch('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(429)
    expect((await client().fetch('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(200)
  })

  it('limits password-reset requests to 5 per 5 minutes per IP', async () => {
    const ip = freshIp()
    const json = { email: uniqueUser('rl3').email, redirectTo: '/reset-password' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await client(ip).fetch('/api/auth/request-password-reset', { method: 'POST', json })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('limits verification resends to 5 per 5 minutes per IP', async () => {
    const ip = freshIp()
    const json = { email: uniqueUser('rl4').email }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await client(ip).fetch('/api/auth/send-verification-email', { method: 'POST', json })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

type Err = { error: { code: string; message: string } }

/** Runs `n` calls one after another and returns their statuses. */
async function statuses(n: number, call: (i: number) => Promise<Response>) {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await call(i)).status)
  return out
}

/** The 429 names what, says when, and carries Retry-After in seconds. */
async function expectLimited(res: Response, what: string) {
  expect(res.status).toBe(429)
  const wait = Number(res.headers.get('retry-after'))
  expect(wait).toBeGreaterThan(0)
  const body = (await res.json()) as Err
  expect(body.error.code).toBe('rate_limited')
  expect(body.error.message).toMatch(
    new RegExp(`^Too many ${what} for now\\. Try again in (a minute|\\d+ minutes|\\d+ hours)\\.$`),
  )
}

describe('per-account caps on what reaches other people (429 with Retry-After)', () => {
  it('invites: at most 5 mails to one address an hour, from any number of hosts; nothing past it is sent', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { host: other, eventId: otherEvent } = await eventWithMembers(0)
    const target = uniqueUser('bombed').email
    const sent = await Promise.all(
      Array.from({ length: 30 }, () =>
        send(host.c, 'POST', `/api/events/${eventId}/invites`, { firstName: 'X', email: target }),
      ),
    )
    expect(sent.filter((r) => r.status === 200)).toHaveLength(5)
    expect(sent.filter((r) => r.status === 429)).toHaveLength(25)
    await expectLimited(must(sent.find((r) => r.status === 429)), 'invitations')
    await expectLimited(
      await send(other.c, 'POST', `/api/events/${otherEvent}/invites`, { firstName: 'X', email: target }),
      'invitations',
    )
    expect(await mailbox(target)).toHaveLength(5)
    // Another address is not affected.
    const fine = uniqueUser('fine').email
    expect(
      (await send(other.c, 'POST', `/api/events/${otherEvent}/invites`, { firstName: 'Y', email: fine })).status,
    ).toBe(200)
  })

  it('invites: at most 50 an hour from one host (and into one event)', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const codes = await statuses(51, (i) =>
      send(host.c, 'POST', `/api/events/${eventId}/invites`, { firstName: 'X', email: uniqueUser(`spray${i}`).email }),
    )
    expect(codes.slice(0, 50).every((s) => s === 200)).toBe(true)
    expect(codes[50]).toBe(429)
    await expectLimited(
      await send(host.c, 'POST', `/api/events/${eventId}/invites`, { firstName: 'X', email: uniqueUser('late').email }),
      'invitations',
    )
  })

  it('guest-share mails: at most 5 to one address an hour', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const guest = must(
      (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gil' }), 201))
        .placeholders[0],
    )
    const target = uniqueUser('sharebomb').email
    const path = `/api/events/${eventId}/placeholders/${guest.id}/shares`
    const codes = await statuses(6, () => send(host.c, 'POST', path, { email: target }))
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
    await expectLimited(await send(host.c, 'POST', path, { email: target }), 'shared bills')
    expect(await mailbox(target)).toHaveLength(5)
  })

  it('direct messages: at most 30 a minute from one person', async () => {
    const { host, members } = await eventWithMembers(1)
    const member = must(members[0])
    const codes = await statuses(31, (i) =>
      send(host.c, 'POST', `/api/me/messages/${member.id}`, { content: `hi ${i}` }),
    )
    expect(codes.slice(0, 30).every((s) => s === 201)).toBe(true)
    await expectLimited(await send(host.c, 'POST', `/api/me/messages/${member.id}`, { content: 'again' }), 'messages')
    // The other person may still answer.
    expect((await send(member.c, 'POST', `/api/me/messages/${host.id}`, { content: 'hello' })).status).toBe(201)
  })

  it('comments: at most 30 a minute from one person in one event', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { eventId: second } = await createEvent(host).then((s) => ({ eventId: s.event.id }))
    const codes = await statuses(31, (i) =>
      send(host.c, 'POST', `/api/events/${eventId}/comments`, { content: `c${i}` }),
    )
    expect(codes.slice(0, 30).every((s) => s === 201)).toBe(true)
    await expectLimited(await send(host.c, 'POST', `/api/events/${eventId}/comments`, { content: 'more' }), 'comments')
    expect((await send(host.c, 'POST', `/api/events/${second}/comments`, { content: 'elsewhere' })).status).toBe(201)
  })

  it('support tickets: at most 5 an hour from one person', async () => {
    const { c } = await signedInUser('ticketer')
    const ticket = (i: number) => send(c, 'POST', '/api/support-tickets', { subject: `S${i}`, description: 'D' })
    expect(await statuses(6, ticket)).toEqual([201, 201, 201, 201, 201, 429])
    await expectLimited(await ticket(7), 'support tickets')
  })

  it('friend requests: at most 30 an hour from one person', async () => {
    const sender = await signedInUser('befriender')
    const target = await signedInUser('popular')
    await send(target.c, 'PATCH', '/api/me/profile', { openToInvite: true })
    const codes = await statuses(31, () => send(sender.c, 'POST', '/api/friends/requests', { userId: target.id }))
    // The first is sent; repeats answer as repeats do, until the cap.
    expect(codes[0]).toBeLessThan(300)
    expect(codes.slice(0, 30)).not.toContain(429)
    expect(codes[30]).toBe(429)
    await expectLimited(await send(sender.c, 'POST', '/api/friends/requests', { userId: target.id }), 'friend requests')
  })

  it('guests: at most 200 added to one event an hour, however many are removed in between', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const path = `/api/events/${eventId}/placeholders`
    const snap = await snapOf(await send(host.c, 'POST', path, { name: 'First' }), 201)
    expect((await send(host.c, 'DELETE', `${path}/${must(snap.placeholders[0]).id}`)).status).toBe(200)
    const key = `rate:guest:event:${eventId}`
    const [counted] = await rows<{ count: number }>('SELECT count FROM rate_limit WHERE key = ?', key)
    expect(counted?.count).toBe(1)
    // 199 more adds (and removals) in the same hour, without making them one by one.
    await env.DB.prepare('UPDATE rate_limit SET count = 200 WHERE key = ?').bind(key).run()
    await expectLimited(await send(host.c, 'POST', path, { name: 'One more' }), 'guests added')
    expect(await rows('SELECT id FROM placeholder_participants WHERE event_id = ?', eventId)).toEqual([])
  })

  it('password-reset mails: at most 5 an hour to one address, from any number of IPs, with the same answer', async () => {
    const { user } = await signedInUser('resetbomb')
    const codes = await statuses(8, () =>
      client().fetch('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: user.email, redirectTo: '/reset-password' },
      }),
    )
    expect(codes).toEqual(Array(8).fill(200))
    const resets = (await mailbox(user.email)).filter((m) => m.subject === 'Reset your OpenTab password')
    expect(resets).toHaveLength(5)
  })
})
