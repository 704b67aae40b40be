import { describe, expect, it } from 'vitest'
import { eventLiveMessage, parseFrame } from '@/domain/live'
import { applyItemsChanged, newerSnapshot, versionStep } from '@/domain/live-apply'
import { reconnectDelay } from '@/domain/live-ephemeral'
import { filterMentionable, insertMention, mentionQuery, mentionSegments, mentionsIn } from '@/domain/mentions'
import { formatMessageTime } from '@/domain/message-time'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'

const item = (id: string, status: ItemDto['status'] = 'limbo'): ItemDto => ({
  id,
  name: id,
  priceCents: 100,
  status,
  addedBy: null,
  ownerId: null,
  placeholderOwnerId: null,
  requesterId: null,
  fromReceipt: false,
  shares: [],
})
const snap = (version: number, items: ItemDto[]) =>
  ({ event: { version, totalCents: 0 }, viewerId: 'me', items, pendingDisputes: [] }) as unknown as EventSnapshot

describe('live versions', () => {
  it('applies the next version, ignores old ones, and asks for the snapshot on a gap', () => {
    expect(versionStep(4, 5)).toBe('next')
    expect(versionStep(4, 4)).toBe('stale')
    expect(versionStep(4, 3)).toBe('stale')
    expect(versionStep(4, 7)).toBe('gap')
    expect(versionStep(undefined, 1)).toBe('gap')
  })

  it('never lets a late answer replace a newer snapshot', () => {
    expect(newerSnapshot(snap(5, []), snap(4, [])).event.version).toBe(5)
    expect(newerSnapshot(snap(5, []), snap(6, [])).event.version).toBe(6)
    expect(newerSnapshot(undefined, snap(1, [])).event.version).toBe(1)
  })

  it('folds changed, new and removed items into the snapshot, newest first', () => {
    const before = snap(4, [item('b'), item('a')])
    const msg = {
      type: 'items.changed' as const,
      eventId: 'e',
      version: 5,
      event: { ...before.event, version: 5, totalCents: 300 },
      items: [item('c'), item('a', 'pending')],
      removedItemIds: ['b'],
      pendingDisputes: [],
    }
    const after = applyItemsChanged(before, msg)
    expect(after.items.map((i) => [i.id, i.status])).toEqual([
      ['c', 'limbo'],
      ['a', 'pending'],
    ])
    expect(after.event.totalCents).toBe(300)
    expect(after.viewerId).toBe('me')
  })

  it('reconnects with growing, jittered waits capped at 30 s', () => {
    expect(reconnectDelay(0, 0)).toBe(250)
    expect(reconnectDelay(0, 1)).toBe(500)
    expect(reconnectDelay(3, 0.5)).toBe(3000)
    expect(reconnectDelay(20, 1)).toBe(30_000)
    expect(reconnectDelay(20, 0)).toBe(15_000)
  })

  it('parses only well-formed messages', () => {
    expect(parseFrame(eventLiveMessage, '{"type":"stop_typing","userId":"u"}')).toEqual({
      type: 'stop_typing',
      userId: 'u',
    })
    expect(parseFrame(eventLiveMessage, 'pong')).toBeNull()
    expect(parseFrame(eventLiveMessage, '{"type":"event.changed"}')).toBeNull()
  })
})

describe('mentions', () => {
  const people = [
    { id: '1', username: 'alex_k', firstName: 'Alex' },
    { id: '2', username: 'sam', firstName: 'Samantha' },
    { id: '3', username: 'jo', firstName: 'Alexis' },
  ]
  it('opens on @ and filters by username or first name', () => {
    expect(mentionQuery('hi @al', 6)).toEqual({ start: 3, query: 'al' })
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionQuery('mail a@b', 8)).toBeNull()
    expect(mentionQuery('hi @al there', 12)).toBeNull()
    expect(filterMentionable(people, 'al').map((p) => p.id)).toEqual(['1', '3'])
    expect(filterMentionable(people, 'saman').map((p) => p.id)).toEqual(['2'])
  })

  it('inserts @username and keeps only mentions still in the text', () => {
    expect(insertMention('hi @al', 3, 6, 'alex_k')).toEqual({ text: 'hi @alex_k ', caret: 11 })
    expect(mentionsIn('hi @alex_k and @jo', people)).toEqual(['1', '3'])
    expect(mentionsIn('hi @alex_kx', people)).toEqual([])
  })

  it('highlights the mentioned usernames only', () => {
    expect(mentionSegments('thanks @sam and @bob!', ['sam'])).toEqual([
      { text: 'thanks ', mention: false },
      { text: '@sam', mention: true },
      { text: ' and @bob!', mention: false },
    ])
  })
})

describe('message time (docs/product.md#116-timings-people-see)', () => {
  const now = new Date('2026-11-20T18:00:00')
  it('shows the time under 24 h, weekday and time under 7 days, else date and time', () => {
    expect(formatMessageTime(new Date('2026-11-20T09:05:00'), now)).toBe('9:05 AM')
    expect(formatMessageTime(new Date('2026-11-17T09:05:00'), now)).toBe('Tue 9:05 AM')
    expect(formatMessageTime(new Date('2026-11-01T21:30:00'), now)).toBe('Nov 1, 2026, 9:30 PM')
  })
})
