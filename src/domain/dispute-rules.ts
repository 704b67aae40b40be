// Who may dispute an item and how a dispute ends (docs/decisions/014-disputes.md), as pure
// rules shared by the browser (which buttons to show) and the worker (which it enforces, the status
// list below also inside its conditional UPDATE).

import * as DISPUTES from '../messages/disputes'
import type { ItemActor } from './item-rules'
import type { ItemDto, ItemStatus } from './schemas/event-snapshot'

export const DISPUTE_ACTIONS = ['remove_ownership', 'split_item', 'other'] as const
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number]

export const DISPUTE_ACTION_LABELS: Record<DisputeAction, string> = DISPUTES.actions

/** The reason's limit: the modal allows 200 characters, the phone page 500 (the worker accepts up to 500). */
export const DISPUTE_REASON_MAX_MODAL = 200
export const DISPUTE_REASON_MAX_PAGE = 500

/** Statuses an item can be disputed from: it has an owner and nothing else is open on it. */
const DISPUTE_FROM: readonly ItemStatus[] = ['owned', 'assigned', 'picked_up']
/** An item nobody owns can still be disputed by someone who was put on its split (nothing else open on it). */
const SHARED_DISPUTE_FROM: readonly ItemStatus[] = ['limbo', 'unassigned']

type Item = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId'> & {
  shares: ReadonlyArray<{ targetUserId: string | null }>
}

export const hasOwner = (item: Pick<Item, 'ownerId' | 'placeholderOwnerId'>) =>
  item.ownerId !== null || item.placeholderOwnerId !== null

/** The statuses this item may be disputed from: an owned item's, or an unowned one's. */
export const disputeFrom = (item: Pick<Item, 'ownerId' | 'placeholderOwnerId'>) =>
  hasOwner(item) ? DISPUTE_FROM : SHARED_DISPUTE_FROM

export const disputeRules = {
  // A participant other than the owner and the host (who decides disputes and can simply Assign): on an
  // owned item anyone else at the table, on an item nobody owns whoever was put on its split.
  canDispute: (item: Item, a: ItemActor) =>
    a.viewerId !== a.hostId &&
    item.ownerId !== a.viewerId &&
    disputeFrom(item).includes(item.status) &&
    (hasOwner(item) || item.shares.some((s) => s.targetUserId === a.viewerId)),
  canResolve: (a: ItemActor) => a.viewerId === a.hostId,
} as const

/** The reason is optional: trimmed, and an empty one is stored as 'No reason provided' for the host to read. */
export function storedReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim()
  return trimmed === '' ? DISPUTES.noReason : trimmed
}
