import { describe, expect, it } from 'vitest'
import { ownerLabel, peopleOf, refOfKey, shareKey } from '@/components/items/people'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'

const snapshot = {
  viewerId: 'me',
  participants: [
    { userId: 'host', username: 'hosty', handle: 'hosty', firstName: 'Hana', isHost: true },
    { userId: 'me', username: 'mee', handle: 'mee', firstName: null, isHost: false },
    { userId: 'bob', username: 'bobby', handle: 'bobby', firstName: null, isHost: false },
  ],
  placeholders: [{ id: 'g1', name: 'Aunt May' }],
} as unknown as EventSnapshot

describe('peopleOf', () => {
  it('lists the viewer first as You, then other people by first name else username, then guests', () => {
    expect(peopleOf(snapshot).map((p) => [p.key, p.name, p.kind])).toEqual([
      ['u:me', 'You', 'user'],
      ['u:host', 'Hana', 'user'],
      ['u:bob', 'bobby', 'user'],
      ['p:g1', 'Aunt May', 'guest'],
    ])
  })
})

describe('ownerLabel, shareKey and refOfKey', () => {
  it('names a user owner, a guest owner, or nobody', () => {
    expect(ownerLabel(snapshot, { ownerId: 'me', placeholderOwnerId: null })).toBe('You')
    expect(ownerLabel(snapshot, { ownerId: null, placeholderOwnerId: 'g1' })).toBe('Aunt May')
    expect(ownerLabel(snapshot, { ownerId: null, placeholderOwnerId: null })).toBeNull()
  })
  it('round-trips keys and references', () => {
    expect(shareKey({ targetUserId: 'bob', placeholderId: null })).toBe('u:bob')
    expect(shareKey({ targetUserId: null, placeholderId: 'g1' })).toBe('p:g1')
    expect(refOfKey('u:bob')).toEqual({ userId: 'bob' })
    expect(refOfKey('p:g1')).toEqual({ placeholderId: 'g1' })
  })
})
