// Who may do what to an item (spec sections 4 and 6), as pure predicates. The browser uses them to
// decide which buttons to show; the worker uses the same predicates to authorize, and the status
// lists below in its conditional UPDATEs, so a race cannot slip past a rule.
import type { ItemDto, ItemStatus } from './schemas/event-snapshot'

export type ItemActor = { viewerId: string; hostId: string }
type Item = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'requesterId' | 'addedBy'>

/** Statuses from which someone may ask to pick an item up (not while a pickup or dispute is open). */
export const PICKUP_FROM: readonly ItemStatus[] = ['limbo', 'unassigned', 'owned', 'assigned', 'picked_up']
/** Statuses in which the owner or host may split, delete or release the item. */
export const SETTLED: readonly ItemStatus[] = ['limbo', 'unassigned', 'owned', 'assigned', 'picked_up']

const isHost = (a: ItemActor) => a.viewerId === a.hostId
const hasOwner = (item: Item) => item.ownerId !== null || item.placeholderOwnerId !== null

export const itemRules = {
  canEdit: (item: Item, a: ItemActor) => isHost(a) || item.addedBy === a.viewerId || item.ownerId === a.viewerId,
  canDelete: (item: Item, a: ItemActor) =>
    SETTLED.includes(item.status) &&
    (isHost(a) || item.ownerId === a.viewerId || (!hasOwner(item) && item.addedBy === a.viewerId)),
  canSplit: (item: Item, a: ItemActor) => SETTLED.includes(item.status) && (isHost(a) || item.ownerId === a.viewerId),
  // The host never asks (they would approve their own request): they use Assign instead.
  canRequestPickup: (item: Item, a: ItemActor) =>
    !isHost(a) && PICKUP_FROM.includes(item.status) && item.ownerId !== a.viewerId,
  canDecidePickup: (item: Item, a: ItemActor) =>
    item.status === 'pending' && (isHost(a) || (item.ownerId !== null && item.ownerId === a.viewerId)),
  canCancelPickup: (item: Item, a: ItemActor) => item.status === 'pending' && item.requesterId === a.viewerId,
  canAssign: (_item: Item, a: ItemActor) => isHost(a),
  canRemoveOwnership: (item: Item, a: ItemActor) =>
    SETTLED.includes(item.status) && hasOwner(item) && (isHost(a) || item.ownerId === a.viewerId),
} as const

/** The label people see for a status ('dispute' shows as 'disputed'). */
export function statusLabel(status: ItemStatus): string {
  const labels: Record<ItemStatus, string> = {
    limbo: 'Unclaimed',
    pending: 'Request Pending',
    picked_up: 'Picked up',
    owned: 'Owned',
    assigned: 'Assigned',
    dispute: 'Disputed',
    unassigned: 'Unassigned',
  }
  return labels[status]
}
