import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { eventWithMembers, expectError, rows, send, type User } from './event-fixtures'
import { client, signedInUser } from './helpers'

type Person = { id: string; username: string; handle: string; firstName: string | null }
type Found = Person & { request: 'none' | 'sent' | 'received' }
type Request = { id: string; sender: Person; createdAt: string }

async function openUser(prefix: string) {
  const u = await signedInUser(prefix)
  const res = await send(u.c, 'PATCH', '/api/me/profile', { openToInvite: true })
  expect(res.status, await res.clone().text()).toBe(200)
  return u
}

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as T
}
const friendsOf = async (u: User) => json<Person[]>(await u.c.fetch('/api/friends'))
const incoming = async (u: User) => json<Request[]>(await u.c.fetch('/api/friends/requests'))
const request = (from: User, to: User) => send(from.c, 'POST', '/api/friends/requests', { userId: to.id })
const answer = (u: User, id: string, verb: 'accept' | 'reject') =>
  send(u.c, 'POST', `/api/friends/requests/${id}/${verb}`)
const pairRows = (a: User, b: User) =>
  rows<{ user_id: string; friend_id: string }>(
    'SELECT user_id, friend_id FROM friendships WHERE (user_id = ? AND friend_id = ?) OR (user_id = ? AND friend_id = ?)',
    a.id,
    b.id,
    b.id,
    a.id,
  )

describe('GET /api/friends/search', () => {
  it('finds people open to invites by username or handle, any case, as a substring; never yourself', async () => {
    const ana = await openUser('fsearch')
    const hidden = await signedInUser('fsearch') // not open to invites
    const me = await openUser('fsearch')
    const mid = ana.user.username.slice(3, 12).toUpperCase()
    const found = await json<Found[]>(await me.c.fetch(`/api/friends/search?q=${encodeURIComponent(mid)}`))
    expect(found.map((f) => f.id)).toEqual([ana.id])
    expect(found[0]).toEqual({
      id: ana.id,
      username: ana.user.username,
      handle: expect.any(String),
      firstName: null,
      request: 'none',
    })
    // Everyone with the common prefix: never me, never the one not open to invites, at most 10.
    const all = await json<Found[]>(await me.c.fetch('/api/friends/search?q=fsearch_'))
    expect(all.map((f) => f.id)).not.toContain(me.id)
    expect(all.map((f) => f.id)).not.toContain(hidden.id)
    expect(all.length).toBeLessThanOrEqual(10)
  })

  it('finds people you were at an event with, whatever their setting, by first name too; strangers do not', async () => {
    const { host, members } = await eventWithMembers(1)
    const [jules] = members as [User]
    const first = `Jules${crypto.randomUUID().slice(0, 6)}`
    expect((await send(jules.c, 'PATCH', '/api/me/profile', { firstName: first, openToInvite: false })).status).toBe(
      200,
    )
    const byHost = await json<Found[]>(await host.c.fetch(`/api/friends/search?q=${first.toLowerCase()}`))
    expect(byHost.map((f) => [f.id, f.firstName])).toEqual([[jules.id, first]])
    expect((await request(host, jules)).status).toBe(200)
    const stranger = await signedInUser('fstranger')
    expect(await json<Found[]>(await stranger.c.fetch(`/api/friends/search?q=${first}`))).toEqual([])
    await expectError(await request(stranger, jules), 404)
  })

  it('answers at most 10, nothing for a blank query, and is safe with %, _ and long text', async () => {
    const me = await openUser('flimit')
    for (let i = 0; i < 11; i++) await openUser('flimit')
    expect((await json<Found[]>(await me.c.fetch('/api/friends/search?q=flimit'))).length).toBe(10)
    expect(await json<Found[]>(await me.c.fetch('/api/friends/search?q=%20%20'))).toEqual([])
    expect(await json<Found[]>(await me.c.fetch('/api/friends/search?q='))).toEqual([])
    // '%' and '_' are plain characters: no username holds '%'; '_' matches literally.
    expect(await json<Found[]>(await me.c.fetch(`/api/friends/search?q=${encodeURIComponent('%%')}`))).toEqual([])
    expect(
      await json<Found[]>(await me.c.fetch(`/api/friends/search?q=${encodeURIComponent('%'.repeat(50))}`)),
    ).toEqual([])
    await expectError(await me.c.fetch(`/api/friends/search?q=${'a'.repeat(51)}`), 400)
  })

  it('leaves out friends and marks pending requests both ways; needs a session', async () => {
    const [a, b, c] = [await openUser('fmark'), await openUser('fmark'), await openUser('fmark')]
    await json(await request(a, b))
    await json(await request(c, a))
    const byId = new Map((await json<Found[]>(await a.c.fetch('/api/friends/search?q=fmark_'))).map((f) => [f.id, f]))
    expect(byId.get(b.id)?.request).toBe('sent')
    expect(byId.get(c.id)?.request).toBe('received')
    const [req] = await incoming(b)
    await json(await answer(b, req?.id ?? '', 'accept'))
    const after = await json<Found[]>(await a.c.fetch('/api/friends/search?q=fmark_'))
    expect(after.map((f) => f.id)).not.toContain(b.id)
    await expectError(await client().fetch('/api/friends/search?q=fmark'), 401, 'Not authenticated')
  })
})

describe('friend requests', () => {
  it('send, list for the receiver, accept: one friendship row, both see each other', async () => {
    const [a, b] = [await openUser('freq'), await openUser('freq')]
    expect(await json(await request(a, b))).toEqual({ state: 'requested' })
    expect(await incoming(a)).toEqual([])
    const reqs = await incoming(b)
    expect(reqs).toEqual([
      {
        id: expect.any(String),
        sender: { id: a.id, username: a.user.username, handle: expect.any(String), firstName: null },
        createdAt: expect.any(String),
      },
    ])
    const id = reqs[0]?.id ?? ''
    // Only the receiver answers: the sender is refused, a stranger learns nothing, signed-out is 401.
    await expectError(await answer(a, id, 'accept'), 403)
    const stranger = await signedInUser('fstranger')
    await expectError(await answer(stranger, id, 'accept'), 404, 'Friend request not found')
    await expectError(await client().fetch(`/api/friends/requests/${id}/accept`, { method: 'POST' }), 401)
    expect(await pairRows(a, b)).toEqual([])

    expect(await json(await answer(b, id, 'accept'))).toEqual({ status: 'accepted' })
    expect(await json(await answer(b, id, 'accept'))).toEqual({ status: 'accepted' }) // idempotent
    expect(await pairRows(a, b)).toEqual([{ user_id: a.id, friend_id: b.id }])
    expect((await friendsOf(a)).map((f) => f.id)).toEqual([b.id])
    expect((await friendsOf(b)).map((f) => f.id)).toEqual([a.id])
    expect(await incoming(b)).toEqual([])
  })

  it('a duplicate request is idempotent; a reverse request accepts and makes friends', async () => {
    const [a, b] = [await openUser('fdup'), await openUser('fdup')]
    await json(await request(a, b))
    await json(await request(a, b))
    expect(await incoming(b)).toHaveLength(1)
    expect(await json(await request(b, a))).toEqual({ state: 'friends' })
    expect(await pairRows(a, b)).toHaveLength(1)
    expect(await incoming(b)).toEqual([])
    expect(await incoming(a)).toEqual([])
    // Already friends: another request changes nothing.
    expect(await json(await request(a, b))).toEqual({ state: 'friends' })
    expect(await rows('SELECT id FROM friend_requests WHERE status = ? AND sender_id = ?', 'pending', a.id)).toEqual([])
  })

  it('two people requesting each other at the same moment end with exactly one friendship', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await openUser('frace'), await openUser('frace')]
      const results = await Promise.all([request(a, b), request(b, a), request(a, b), request(b, a)])
      for (const r of results) expect(r.status, await r.clone().text()).toBe(200)
      expect(await pairRows(a, b)).toHaveLength(1)
      expect(
        await rows(
          "SELECT id FROM friend_requests WHERE status = 'pending' AND (sender_id IN (?, ?) OR receiver_id IN (?, ?))",
          a.id,
          b.id,
          a.id,
          b.id,
        ),
      ).toEqual([])
      expect((await friendsOf(a)).map((f) => f.id)).toEqual([b.id])
    }
  })

  it('reject: no friendship, the request leaves the list, and a later request starts afresh', async () => {
    const [a, b] = [await openUser('frej'), await openUser('frej')]
    await json(await request(a, b))
    const id = (await incoming(b))[0]?.id ?? ''
    expect(await json(await answer(b, id, 'reject'))).toEqual({ status: 'rejected' })
    await expectError(await answer(b, id, 'accept'), 404, 'Friend request not found')
    expect(await pairRows(a, b)).toEqual([])
    expect(await incoming(b)).toEqual([])
    await json(await request(a, b))
    expect(await incoming(b)).toHaveLength(1)
  })

  it('refuses bad input, yourself, unknown people and people not open to invites (same 404)', async () => {
    const a = await openUser('fbad')
    const closed = await signedInUser('fbad')
    await expectError(await send(a.c, 'POST', '/api/friends/requests', {}), 400)
    await expectError(await send(a.c, 'POST', '/api/friends/requests', { userId: 'x', extra: 1 }), 400)
    await expectError(
      await a.c.fetch('/api/friends/requests', { method: 'POST', body: 'userId=x' }),
      415,
      undefined,
      'unsupported_media_type',
    )
    await expectError(await request(a, a), 404, 'User not found')
    await expectError(await send(a.c, 'POST', '/api/friends/requests', { userId: 'nobody' }), 404, 'User not found')
    await expectError(await request(a, closed), 404, 'User not found')
    await expectError(await send(client(), 'POST', '/api/friends/requests', { userId: a.id }), 401)
    // Someone not open to invites who asked you can still be answered with a request back.
    await json(await request(closed, a))
    expect(await json(await request(a, closed))).toEqual({ state: 'friends' })
  })

  it('refuses a cross-site request', async () => {
    const [a, b] = [await openUser('fxsite'), await openUser('fxsite')]
    const res = await exports.default.fetch('http://localhost/api/friends/requests', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: a.c.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: b.id }),
    })
    await expectError(res, 403, undefined, 'cross_site')
    expect(await incoming(b)).toEqual([])
  })
})

describe('DELETE /api/friends/:id', () => {
  it('either side removes the friendship; a stranger or non-friend gets 404', async () => {
    const [a, b, c] = [await openUser('frem'), await openUser('frem'), await openUser('frem')]
    await json(await request(a, b))
    await json(await request(b, a))
    await expectError(await send(c.c, 'DELETE', `/api/friends/${a.id}`), 404, 'Friend not found')
    expect(await pairRows(a, b)).toHaveLength(1)
    expect(await json(await send(b.c, 'DELETE', `/api/friends/${a.id}`))).toEqual({ removed: true })
    expect(await pairRows(a, b)).toEqual([])
    expect(await friendsOf(a)).toEqual([])
    await expectError(await send(a.c, 'DELETE', `/api/friends/${b.id}`), 404)
    await expectError(await send(client(), 'DELETE', `/api/friends/${b.id}`), 401)
    // A new request needs a new answer (the old acceptance does not carry over).
    expect(await json(await request(a, b))).toEqual({ state: 'requested' })
  })

  it('the dashboard panel takes the first 5 (limit)', async () => {
    const me = await openUser('fpanel')
    for (let i = 0; i < 6; i++) {
      const f = await openUser('fpanel')
      await json(await request(me, f))
      await json(await request(f, me))
    }
    expect(await json<Person[]>(await me.c.fetch('/api/friends?limit=5'))).toHaveLength(5)
    expect(await friendsOf(me)).toHaveLength(6)
    await expectError(await me.c.fetch('/api/friends?limit=0'), 400)
  })
})
