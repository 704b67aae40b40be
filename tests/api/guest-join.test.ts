import { describe, expect, it } from 'vitest'
import { expectError, rows, send, snapOf } from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { client, mailbox, signedInUser } from './helpers'

describe('GET /api/join/{code}: what a code opens, before anyone signs up', () => {
  it('names the event and its host, signed out', async () => {
    const { host, code } = await hostedEvent()
    await send(host.c, 'PATCH', '/api/me/profile', { firstName: 'Ana' })
    const res = await client().fetch(`/api/join/${code}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      title: 'Dumplings',
      hostName: 'Ana',
      guestsAllowed: true,
      open: true,
      placeholders: [],
    })
  })

  it('refuses a mistyped code at once (404) and a malformed one (400), and counts both as guesses', async () => {
    const c = client()
    await expectError(await c.fetch('/api/join/ZZZ-999'), 404, 'No event has that join code. Check it and try again.')
    await expectError(await c.fetch('/api/join/AB'), 400)
    const [row] = await rows<{ count: number }>('SELECT count FROM rate_limit WHERE key = ?', `join-fail:ip:${c.ip}`)
    expect(row?.count).toBe(2)
  })

  it('stops answering after 30 wrong guesses from one address, with Retry-After', async () => {
    const c = client()
    for (let i = 0; i < 30; i++) await c.fetch('/api/join/ZZZ-999')
    const { code } = await hostedEvent()
    const res = await c.fetch(`/api/join/${code}`)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /api/join/guest', () => {
  it('makes a guest account with the first name, signs it in and puts it in the event', async () => {
    const { host, eventId, code } = await hostedEvent()
    const c = client()
    const res = await send(c, 'POST', '/api/join/guest', { code, firstName: ' Sam ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ event_id: eventId, event_title: 'Dumplings' })
    const me = (await (await c.fetch('/api/me')).json()) as {
      user: { isGuest: boolean; email: string }
      profile: { id: string; firstName: string }
    }
    expect(me.user.isGuest).toBe(true)
    expect(me.profile.firstName).toBe('Sam')
    const [user] = await rows<{ is_anonymous: number }>('SELECT is_anonymous FROM user WHERE id = ?', me.profile.id)
    expect(user?.is_anonymous).toBe(1)
    // The host sees the guest among the people, marked as one.
    const snap = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.find((p) => p.userId === me.profile.id)).toMatchObject({ firstName: 'Sam', isGuest: true })
    expect(snap.participants.find((p) => p.userId === host.id)).toMatchObject({ isGuest: false })
    // The guest reads the event like any participant.
    expect((await c.fetch(`/api/events/${eventId}`)).status).toBe(200)
  })

  it('needs a first name', async () => {
    const { code } = await hostedEvent()
    const before = await rows('SELECT id FROM user')
    await expectError(await send(client(), 'POST', '/api/join/guest', { code, firstName: '  ' }), 400)
    expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
  })

  it('refuses a wrong code before making any account', async () => {
    const before = await rows('SELECT id FROM user')
    await expectError(await send(client(), 'POST', '/api/join/guest', { code: 'ZZZ-999', firstName: 'Sam' }), 404)
    expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
  })

  it('refuses when the host turned guests off (403), making nothing', async () => {
    const { host, eventId, code } = await hostedEvent()
    expect((await send(host.c, 'PATCH', `/api/events/${eventId}`, { guestsAllowed: false })).status).toBe(200)
    const before = await rows('SELECT id FROM user')
    await expectError(
      await send(client(), 'POST', '/api/join/guest', { code, firstName: 'Sam' }),
      403,
      'The host asks everyone to sign in to join this event.',
    )
    expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
    expect(await (await client().fetch(`/api/join/${code}`)).json()).toMatchObject({ guestsAllowed: false })
  })

  it('refuses a closed event (409), making nothing', async () => {
    const { host, eventId, code } = await hostedEvent()
    expect((await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' })).status).toBe(200)
    const before = await rows('SELECT id FROM user')
    await expectError(await send(client(), 'POST', '/api/join/guest', { code, firstName: 'Sam' }), 409)
    expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
  })

  it('refuses someone already signed in (409): they join with their account', async () => {
    const { code } = await hostedEvent()
    const person = await signedInUser('already')
    await expectError(await send(person.c, 'POST', '/api/join/guest', { code, firstName: 'Sam' }), 409)
    const guest = await joinedGuest(code)
    await expectError(await send(guest.c, 'POST', '/api/join/guest', { code, firstName: 'Sam' }), 409)
  })

  it('counts toward the event’s people limit: past it the guest is refused and no account is left', async () => {
    const { host, eventId, code } = await hostedEvent()
    await send(host.c, 'GET', '/api/me')
    const { env } = await import('cloudflare:test')
    await env.DB.prepare("UPDATE admin_settings SET max_users_per_event = 2 WHERE id = 'global'").run()
    try {
      await joinedGuest(code, 'Una')
      const before = await rows('SELECT id FROM user')
      const res = await send(client(), 'POST', '/api/join/guest', { code, firstName: 'Dos' })
      expect(res.status).toBe(409)
      expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
      expect(await rows('SELECT user_id FROM event_participants WHERE event_id = ?', eventId)).toHaveLength(2)
    } finally {
      await env.DB.prepare("UPDATE admin_settings SET max_users_per_event = 50 WHERE id = 'global'").run()
    }
  })

  it('is not reachable through better-auth’s own anonymous sign-in', async () => {
    const before = await rows('SELECT id FROM user')
    const res = await send(client(), 'POST', '/api/auth/sign-in/anonymous', {})
    expect(res.status).toBe(404)
    expect(await rows('SELECT id FROM user')).toHaveLength(before.length)
  })

  it('never mails a guest account', async () => {
    const { code } = await hostedEvent()
    const guest = await joinedGuest(code)
    const [row] = await rows<{ email: string }>('SELECT email FROM user WHERE id = ?', guest.id)
    // The account's address is made up; asking for a confirmation mail sends nothing.
    await guest.c.fetch('/api/auth/send-verification-email', { method: 'POST', json: { email: row?.email } })
    expect(await mailbox(row?.email ?? '')).toEqual([])
  })
})
