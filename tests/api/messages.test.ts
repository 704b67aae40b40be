import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { eventWithMembers, expectError, must, rows, send, type User } from './event-fixtures'
import { signedInUser } from './helpers'
import { ofType, pause, userSocket } from './socket'

type Conversation = {
  person: { id: string; username: string }
  lastMessage: { content: string } | null
  unread: number
  canMessage: boolean
  canMessageUntil: string | null
}
type Thread = { conversation: Conversation; messages: Array<{ senderId: string; content: string; read: boolean }> }

const DAY = 24 * 3_600_000
const path = (person: User | string) => `/api/me/messages/${typeof person === 'string' ? person : person.id}`
const dm = (from: User, to: User | string, content: unknown) => send(from.c, 'POST', path(to), { content })
const conversations = async (u: User) =>
  (await (await u.c.fetch('/api/me/messages')).json()) as { conversations: Conversation[]; unread: number }
const thread = async (u: User, other: User) => (await (await u.c.fetch(path(other))).json()) as Thread

/** Closes the event (the trigger stamps closed_at), then moves that moment `daysAgo` days back. */
const closedDaysAgo = (eventId: string, daysAgo: number) =>
  env.DB.batch([
    env.DB.prepare("UPDATE events SET status = 'closed' WHERE id = ?").bind(eventId),
    env.DB.prepare('UPDATE events SET closed_at = ? WHERE id = ?').bind(Date.now() - daysAgo * DAY, eventId),
  ])

describe('direct messages', () => {
  it('lets two people who share an open event write, counts unread, and opening the thread marks it read', async () => {
    const { host, members } = await eventWithMembers(1)
    const ben = must(members[0])
    expect((await dm(host, ben, '  Hi Ben!  ')).status).toBe(201)
    expect((await dm(host, ben, 'Dinner was great')).status).toBe(201)
    const list = await conversations(ben)
    expect(list.unread).toBe(2)
    const withHost = must(list.conversations.find((c) => c.person.id === host.id))
    expect(withHost).toMatchObject({ unread: 2, canMessage: true, canMessageUntil: null })
    expect(withHost.lastMessage?.content).toBe('Dinner was great')
    const t = await thread(ben, host)
    expect(t.messages.map((m) => m.content)).toEqual(['Hi Ben!', 'Dinner was great'])
    // The sender's own list counts nothing unread.
    expect((await conversations(host)).unread).toBe(0)
    expect(await (await send(ben.c, 'POST', `${path(host)}/read`)).json()).toEqual({ changed: 2 })
    expect((await conversations(ben)).unread).toBe(0)
    expect((await thread(host, ben)).messages.every((m) => m.read)).toBe(true)
  })

  it('refuses bad input: blank, too long, not a string, to myself; nothing is written', async () => {
    const { host, members } = await eventWithMembers(1)
    const ben = must(members[0])
    await expectError(await dm(host, ben, '   \n\u200B '), 400, 'Message cannot be empty')
    await expectError(await dm(host, ben, 'x'.repeat(2001)), 400, 'Message must be at most 2000 characters')
    await expectError(await dm(host, ben, 42), 400)
    await expectError(await send(host.c, 'POST', path(ben), {}), 400)
    await expectError(await dm(host, host, 'me'), 400, 'You cannot message yourself')
    expect((await dm(host, ben, 'x'.repeat(2000))).status).toBe(201)
    expect(await rows('SELECT id FROM direct_messages WHERE sender_id = ?', host.id)).toHaveLength(1)
  })

  it('refuses strangers without a shared event, and unknown people, with 403', async () => {
    const ana = await signedInUser('ana')
    const { host } = await eventWithMembers(0)
    await expectError(await dm(ana, host, 'hello'), 403, 'You can only message people you share an event with')
    await expectError(
      await dm(ana, 'no-such-person', 'hello'),
      403,
      'You can only message people you share an event with',
    )
    await expectError(await ana.c.fetch(path(host)), 404, 'Conversation not found')
    expect((await conversations(ana)).conversations).toEqual([])
  })

  it('allows messages until 7 days after the shared event closed: 6 days ok, 8 days refused', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const ben = must(members[0])
    await closedDaysAgo(eventId, 6)
    expect((await dm(ben, host, 'Thanks for dinner')).status).toBe(201)
    const until = must((await conversations(ben)).conversations[0]).canMessageUntil
    expect(new Date(must(until)).getTime()).toBeGreaterThan(Date.now() + DAY - 60_000)
    await closedDaysAgo(eventId, 8)
    const res = await dm(ben, host, 'Still there?')
    await expectError(res, 403, undefined, 'window_closed')
    // The history stays readable, the conversation says it is closed.
    const t = await thread(ben, host)
    expect(t.messages.map((m) => m.content)).toEqual(['Thanks for dinner'])
    expect(t.conversation.canMessage).toBe(false)
  })

  it('counts the window from the moment the event closed (Send Tabs), not from a later edit', async () => {
    const { host, eventId } = await eventWithMembers(1)
    const before = Date.now()
    expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
    const [row] = await rows<{ status: string; closed_at: number }>(
      'SELECT status, closed_at FROM events WHERE id = ?',
      eventId,
    )
    expect(row?.status).toBe('closed')
    expect(row?.closed_at).toBeGreaterThanOrEqual(before - 1000)
    await env.DB.prepare('UPDATE events SET closed_at = ? WHERE id = ?')
      .bind(Date.now() - 8 * DAY, eventId)
      .run()
    // The host renames the closed event (allowed): the window stays shut.
    expect((await send(host.c, 'PATCH', `/api/events/${eventId}`, { title: 'Renamed later' })).status).toBe(200)
    const [after] = await rows<{ closed_at: number }>('SELECT closed_at FROM events WHERE id = ?', eventId)
    expect(after?.closed_at).toBeLessThan(Date.now() - 7 * DAY)
  })

  it('keeps a pair private: a third person cannot read it, even sharing the event', async () => {
    const { host, members } = await eventWithMembers(2)
    const [ben, cy] = [must(members[0]), must(members[1])]
    expect((await dm(host, ben, 'secret')).status).toBe(201)
    // Cy addresses the thread with the host: Cy only ever sees Cy's own pair.
    expect((await thread(cy, host)).messages).toEqual([])
    expect((await conversations(cy)).conversations.every((c) => c.lastMessage === null)).toBe(true)
    // ...and cannot mark Ben's messages read.
    expect(await (await send(cy.c, 'POST', `${path(host)}/read`)).json()).toEqual({ changed: 0 })
    expect((await conversations(ben)).unread).toBe(1)
    expect(await (await ben.c.fetch('/api/me/messages')).status).toBe(200)
    const anon = await (await import('./helpers')).client().fetch(path(host))
    expect(anon.status).toBe(401)
  })

  it("pushes a new message live to the receiver's sockets and the sender's other tabs", async () => {
    const { host, members } = await eventWithMembers(1)
    const ben = must(members[0])
    const benSocket = await userSocket(ben.c)
    const hostOtherTab = await userSocket(host.c)
    expect((await dm(host, ben, 'Live hello')).status).toBe(201)
    const got = (await benSocket.next(ofType('dm.created'))) as { message: { content: string; senderId: string } }
    expect(got.message).toMatchObject({ content: 'Live hello', senderId: host.id })
    await hostOtherTab.next(ofType('dm.created'))
    expect((await send(ben.c, 'POST', `${path(host)}/read`)).status).toBe(200)
    expect(await benSocket.next(ofType('dm.read'))).toEqual({ type: 'dm.read', personId: host.id })
    await pause(100)
    expect(hostOtherTab.seen.filter(ofType('dm.read'))).toEqual([])
  })
})
