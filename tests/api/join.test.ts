import { describe, expect, it } from 'vitest'
import { createEvent, expectError, must, rows, send, snapOf } from './event-fixtures'
import { client, freshIp, signedInUser, signIn } from './helpers'

const membersOf = (eventId: string) =>
  rows<{ user_id: string }>('SELECT user_id FROM event_participants WHERE event_id = ? ORDER BY user_id', eventId)

async function hostedEvent() {
  const host = await signedInUser('host')
  const snap = await createEvent(host, { title: 'Potluck', description: 'Bring a dish' })
  return { host, eventId: snap.event.id, code: snap.event.joinCode }
}

describe('POST /api/join', () => {
  it('adds the user as a participant and returns the event', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await signedInUser('guest')
    const res = await send(guest.c, 'POST', '/api/join', { code })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ event_id: eventId, event_title: 'Potluck', event_description: 'Bring a dish' })
    expect(await membersOf(eventId)).toEqual(
      [{ user_id: host.id }, { user_id: guest.id }].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
    )
    const snap = await snapOf(await guest.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.find((p) => p.userId === guest.id)).toMatchObject({ isHost: false })
  })

  it('accepts the code in any case, with or without the dash, with spaces around it', async () => {
    const { eventId, code } = await hostedEvent()
    const variants = [code.toLowerCase(), code.replace('-', ''), `  ${code.replace('-', '').toLowerCase()} `]
    for (const variant of variants) {
      const user = await signedInUser('joiner')
      const res = await send(user.c, 'POST', '/api/join', { code: variant })
      expect(res.status, `${variant}: ${await res.clone().text()}`).toBe(200)
      expect(((await res.json()) as { event_id: string }).event_id).toBe(eventId)
    }
    expect(await membersOf(eventId)).toHaveLength(1 + variants.length)
  })

  it('is harmless to join twice (one participant row), including for the host', async () => {
    const { host, eventId, code } = await hostedEvent()
    const guest = await signedInUser('guest')
    for (let i = 0; i < 2; i++) expect((await send(guest.c, 'POST', '/api/join', { code })).status).toBe(200)
    expect((await send(host.c, 'POST', '/api/join', { code })).status).toBe(200)
    const all = await membersOf(eventId)
    expect(all).toHaveLength(2)
    expect(all.map((r) => r.user_id)).toEqual(expect.arrayContaining([host.id, guest.id]))
  })

  it.each([
    ['', 'Please enter a join code'],
    ['   ', 'Please enter a join code'],
    ['ABC', 'Join codes look like ABC-123'],
    ['ABCD-EFGH', 'Join codes look like ABC-123'],
    ['AB!-12?', 'Join codes look like ABC-123'],
  ])('refuses the malformed code %j with 400', async (code, message) => {
    const user = await signedInUser('joiner')
    await expectError(await send(user.c, 'POST', '/api/join', { code }), 400, message)
    expect(await rows('SELECT event_id FROM event_participants WHERE user_id = ?', user.id)).toEqual([])
  })

  it('refuses a missing code (400), an unknown code (404) and signed-out users (401)', async () => {
    const { eventId, code } = await hostedEvent()
    const user = await signedInUser('joiner')
    await expectError(await send(user.c, 'POST', '/api/join', {}), 400)
    // The code alphabet has no 0, O, 1, I or L, so this well-formed code can never be issued.
    await expectError(await send(user.c, 'POST', '/api/join', { code: 'OOO-111' }), 404)
    expect(await rows('SELECT event_id FROM event_participants WHERE user_id = ?', user.id)).toEqual([])
    await expectError(await send(client(), 'POST', '/api/join', { code }), 401, 'Not authenticated')
    expect(await membersOf(eventId)).toHaveLength(1)
  })
})

// Limits from worker/routes/join.ts: 10 wrong codes per user and 30 per IP in 10 minutes.
describe('POST /api/join: guessing codes', () => {
  const TOO_MANY = 'Too many attempts. Try again in 10 minutes.'
  const guess = (user: Awaited<ReturnType<typeof signedInUser>>, code = 'OOO-111') =>
    send(user.c, 'POST', '/api/join', { code })

  it('answers 429 after 10 wrong codes from one user, even for the right code, and only for that user', async () => {
    const { eventId, code } = await hostedEvent()
    const user = await signedInUser('guesser')
    for (let i = 0; i < 5; i++) await expectError(await guess(user), 404)
    for (let i = 0; i < 5; i++) await expectError(await guess(user, 'XX'), 400)
    const blocked = await guess(user, code)
    const body = await expectError(blocked, 429, TOO_MANY, 'too_many_attempts')
    expect(body.error.message).toBe(TOO_MANY)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(await membersOf(eventId)).toHaveLength(1)
    // Someone else (on another address) is not locked out.
    const other = await signedInUser('honest')
    expect((await guess(other, code)).status).toBe(200)
  })

  it('does not count successful joins', async () => {
    const { code } = await hostedEvent()
    const user = await signedInUser('rejoiner')
    for (let i = 0; i < 15; i++) expect((await guess(user, code)).status).toBe(200)
    await expectError(await guess(user), 404)
  })

  it('answers 429 after 30 wrong codes from one address, across users', async () => {
    const { code } = await hostedEvent()
    const users = await Promise.all([0, 1, 2, 3].map(() => signedInUser('ipguess')))
    // The same people, signed in again from one shared address.
    const ip = freshIp()
    const shared = await Promise.all(
      users.map(async (u) => {
        const c = client(ip)
        expect((await signIn(c, u.user.email, u.user.password)).status).toBe(200)
        return { ...u, c }
      }),
    )
    for (let i = 0; i < 30; i++) await expectError(await guess(must(shared[i % 3])), 404)
    await expectError(await guess(must(shared[3]), code), 429, TOO_MANY)
    // The same person from another address still gets in.
    expect((await guess(must(users[3]), code)).status).toBe(200)
  })
})
