import { describe, expect, it } from 'vitest'
import type { CommentDto } from '../../src/domain/schemas/comment'
import { eventWithMembers, expectError, must, rows, send } from './event-fixtures'
import { client } from './helpers'
import { connect } from './live-fixtures'

const path = (eventId: string) => `/api/events/${eventId}/comments`

async function post(user: { c: Parameters<typeof send>[0] }, eventId: string, body: unknown) {
  return send(user.c, 'POST', path(eventId), body)
}

describe('event comments', () => {
  it('stores a comment, lists comments oldest to newest, and pushes it to everyone with the event open', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const watcher = await connect(host, eventId)
    const first = await post(member, eventId, { content: '  Who had the olives?  ' })
    expect(first.status, await first.clone().text()).toBe(201)
    const created = (await first.json()) as CommentDto
    expect(created).toMatchObject({ content: 'Who had the olives?', mentions: [], user: { id: member.id } })
    const live = await watcher.next((m) => m.type === 'comment.created')
    expect(live).toMatchObject({ eventId, comment: created })
    expect(typeof live.version).toBe('number')
    expect((await post(host, eventId, { content: 'Me' })).status).toBe(201)
    const list = (await (await send(member.c, 'GET', path(eventId))).json()) as { comments: CommentDto[] }
    expect(list.comments.map((c) => c.content)).toEqual(['Who had the olives?', 'Me'])
  })

  it('keeps mentions of participants only and notifies each mentioned person in the same write', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [alex, sam] = [must(members[0]), must(members[1])]
    const { host: stranger } = await eventWithMembers(0)
    const res = await post(host, eventId, {
      content: 'Thanks @alex and @sam',
      mentions: [alex.id, sam.id, stranger.id, host.id, alex.id],
    })
    expect(res.status).toBe(201)
    const comment = (await res.json()) as CommentDto
    expect([...comment.mentions].sort()).toEqual([alex.id, sam.id].sort())
    const notes = await rows<{ user_id: string; type: string; event_id: string }>(
      'SELECT user_id, type, event_id FROM notifications WHERE event_id = ? ORDER BY user_id',
      eventId,
    )
    expect(notes.filter((n) => n.type === 'mention').map((n) => n.user_id)).toEqual([alex.id, sam.id].sort())
    expect(await rows('SELECT 1 FROM notifications WHERE user_id = ?', stranger.id)).toEqual([])
  })

  it('refuses blank, too long and malformed comments, writing nothing', async () => {
    const { host, eventId } = await eventWithMembers(0)
    await expectError(await post(host, eventId, { content: '   \n ' }), 400, 'Comment cannot be empty')
    await expectError(
      await post(host, eventId, { content: 'x'.repeat(2001) }),
      400,
      'Comment must be at most 2,000 characters',
    )
    await expectError(await post(host, eventId, {}), 400)
    await expectError(await post(host, eventId, { content: 'hi', mentions: 'everyone' }), 400)
    await expectError(await post(host, eventId, { content: 'hi', extra: true }), 400)
    expect(await rows('SELECT 1 FROM event_comments WHERE event_id = ?', eventId)).toEqual([])
    expect((await post(host, eventId, { content: 'x'.repeat(2000) })).status).toBe(201)
  })

  it('is for members only: strangers get the event 404, signed-out people 401', async () => {
    const { eventId } = await eventWithMembers(0)
    const { host: stranger } = await eventWithMembers(0)
    await expectError(await post(stranger, eventId, { content: 'hello' }), 404, 'Event not found')
    await expectError(await send(stranger.c, 'GET', path(eventId)), 404, 'Event not found')
    const anon = { c: client() }
    await expectError(await post(anon, eventId, { content: 'hello' }), 401, 'Not authenticated')
    await expectError(await send(anon.c, 'GET', path(eventId)), 401, 'Not authenticated')
    expect(await rows('SELECT 1 FROM event_comments WHERE event_id = ?', eventId)).toEqual([])
  })

  it('stays open after the event is closed', async () => {
    const { host, eventId } = await eventWithMembers(0)
    expect((await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' })).status).toBe(200)
    expect((await post(host, eventId, { content: 'Tabs are out, pay up' })).status).toBe(201)
  })
})
