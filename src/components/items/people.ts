// Who an item can belong to or be shared with, as one list the dialogs pick from. Pure (no React), so
// the labels and ordering are unit-tested and identical in every picker.

import { ownerKeyOf, placeholderKey, userKey } from '@/domain/person-key'
import type { PersonRef } from '@/domain/schemas/event'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { partyLabel } from '@/lib/bill'
import * as BILL from '@/messages/bill-more'

export type PersonOption = {
  /** Bill key: 'u:<userId>' or 'p:<placeholderId>'. */
  key: string
  ref: PersonRef
  /** 'You' for the viewer, first name else username, or the guest's name. */
  name: string
  kind: 'user' | 'guest'
  handle?: string
  isHost?: boolean
}

/** Registered participants first (the viewer first among them, so "You" is always at hand), then guests. */
export function peopleOf(snapshot: EventSnapshot): PersonOption[] {
  const users: PersonOption[] = snapshot.participants.map((p) => ({
    key: userKey(p.userId),
    ref: { userId: p.userId },
    name: p.userId === snapshot.viewerId ? BILL.you : p.firstName || p.username,
    kind: 'user',
    handle: p.handle,
    isHost: p.isHost,
  }))
  users.sort((a, b) => Number(b.name === BILL.you) - Number(a.name === BILL.you))
  const guests: PersonOption[] = snapshot.placeholders.map((g) => ({
    key: placeholderKey(g.id),
    ref: { placeholderId: g.id },
    name: g.name,
    kind: 'guest',
  }))
  return [...users, ...guests]
}

/** The owner's display name, or null when nobody owns the item. */
export function ownerLabel(snapshot: EventSnapshot, item: Pick<ItemDto, 'ownerId' | 'placeholderOwnerId'>) {
  const key = ownerKeyOf(item)
  return key ? partyLabel(snapshot, key) : null
}

/** The bill key of a share row (a registered person or a guest). */
export function shareKey(share: { targetUserId: string | null; placeholderId: string | null }): string {
  return share.targetUserId ? userKey(share.targetUserId) : placeholderKey(share.placeholderId ?? '')
}

export function refOfKey(key: string): PersonRef {
  return key.startsWith('u:') ? { userId: key.slice(2) } : { placeholderId: key.slice(2) }
}
