// Who may do what to an item (host, owner, other participants; by item status), as pure predicates.
// The browser uses them to decide which buttons to show; the worker uses the same predicates to
// authorize, and the status lists below in its conditional UPDATEs, so a race cannot slip past a rule.

import * as ITEMS from '../messages/items'
import { FULL_MILLI_PCT } from './percent'
import type { ItemDto, ItemStatus } from './schemas/event-snapshot'

export type ItemActor = { viewerId: string; hostId: string }
type Item = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'requesterId' | 'addedBy'>

/** Statuses from which someone may ask to pick an item up (not while a pickup or dispute is open). */
export const PICKUP_FROM: readonly ItemStatus[] = ['limbo', 'unassigned', 'owned', 'assigned', 'picked_up']
/** Statuses of an item nobody has taken, which a one-tap claim may take when approvals are off. */
export const UP_FOR_GRABS: readonly ItemStatus[] = ['limbo', 'unassigned']
/** Statuses in which the owner or host may split, delete or release the item. */
export const SETTLED: readonly ItemStatus[] = ['limbo', 'unassigned', 'owned', 'assigned', 'picked_up']

const isHost = (a: ItemActor) => a.viewerId === a.hostId
const hasOwner = (item: Pick<Item, 'ownerId' | 'placeholderOwnerId'>) =>
  item.ownerId !== null || item.placeholderOwnerId !== null

/** Who holds a share of the item (a person id, or null for a placeholder guest). */
type Shared = { shares: ReadonlyArray<{ targetUserId: string | null }> }

/** Nobody but `viewerId` has any claim on the item: no owner, no pickup request, no one else's share. */
const claimedOnlyBy = (item: Item & Shared, viewerId: string) =>
  !hasOwner(item) && item.requesterId === null && item.shares.every((s) => s.targetUserId === viewerId)

/** Nobody but whoever added the item has a part of it: they may own it, ask for it or share it, nobody else. */
const adderAlone = (item: Item & Shared, viewerId: string) =>
  item.addedBy === viewerId &&
  (item.ownerId === null || item.ownerId === viewerId) &&
  item.placeholderOwnerId === null &&
  (item.requesterId === null || item.requesterId === viewerId) &&
  item.shares.every((s) => s.targetUserId === viewerId)

/** Nobody owns it and nobody asked: a claim on it needs no one's yes when approvals are off, or from the host. */
const isUpForGrabs = (item: Item) => UP_FOR_GRABS.includes(item.status) && !hasOwner(item) && item.requesterId === null

export const itemRules = {
  // The host and the owner may always change name and price. Whoever added it may only while no one
  // else has a claim on it, so a price cannot change under someone who took or shares it.
  canEdit: (item: Item & Shared, a: ItemActor) =>
    isHost(a) || item.ownerId === a.viewerId || (item.addedBy === a.viewerId && claimedOnlyBy(item, a.viewerId)),
  // Once the item belongs to, is asked for by or is shared with anyone but whoever added it, money moves
  // on someone else's bill when its price changes or it goes: only the host may do that then.
  canChangePrice: (item: Item & Shared, a: ItemActor) => isHost(a) || adderAlone(item, a.viewerId),
  canDelete: (item: Item & Shared, a: ItemActor) =>
    SETTLED.includes(item.status) && (isHost(a) || adderAlone(item, a.viewerId)),
  canSplit: (item: Item, a: ItemActor) => SETTLED.includes(item.status) && (isHost(a) || item.ownerId === a.viewerId),
  // The host picks up an item nobody has like anyone, and it is theirs at once (they would approve their
  // own request); an item someone has they take with Assign.
  canRequestPickup: (item: Item, a: ItemActor) =>
    isHost(a) ? isUpForGrabs(item) : PICKUP_FROM.includes(item.status) && item.ownerId !== a.viewerId,
  /** Whether Pick It Up takes the item at once (no request): approvals off, or the host, on an item nobody has. */
  claimsAtOnce: (item: Item, a: ItemActor, claimsNeedApproval: boolean) =>
    (!claimsNeedApproval || isHost(a)) && isUpForGrabs(item),
  canDecidePickup: (item: Item, a: ItemActor) =>
    item.status === 'pending' && (isHost(a) || (item.ownerId !== null && item.ownerId === a.viewerId)),
  canCancelPickup: (item: Item, a: ItemActor) => item.status === 'pending' && item.requesterId === a.viewerId,
  canAssign: (_item: Item, a: ItemActor) => isHost(a),
  isUpForGrabs,
  canRemoveOwnership: (item: Item, a: ItemActor) =>
    SETTLED.includes(item.status) && hasOwner(item) && (isHost(a) || item.ownerId === a.viewerId),
} as const

/** An item nobody owns whose shares cover all of it (Split Equally among the table): every part of it
 * is somebody's, so it is Shared, not Unclaimed, though its status in D1 stays what it was. */
export function isFullyShared(item: Pick<ItemDto, 'ownerId' | 'placeholderOwnerId' | 'shares'>): boolean {
  return !hasOwner(item) && item.shares.reduce((sum, s) => sum + s.shareMilliPct, 0) >= FULL_MILLI_PCT
}

/** Up for grabs: the 'limbo' status, unless the table has already split all of it. */
export function isUnclaimed(item: Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'shares'>): boolean {
  return item.status === 'limbo' && !isFullyShared(item)
}

/** How many people (or guests) pay part of the item: its owner, if any, and everyone holding a share. */
export function holderCount(item: Pick<ItemDto, 'ownerId' | 'placeholderOwnerId' | 'shares'>): number {
  return item.shares.length + (hasOwner(item) ? 1 : 0)
}

/** Whether more than one person pays for the item, or nobody owns it and the sharers cover all of it. */
export function isShared(item: Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'shares'>): boolean {
  return SETTLED.includes(item.status) && (isFullyShared(item) || (hasOwner(item) && item.shares.length > 0))
}

/** The badge people see for an item: 'Shared' when several people pay for it, else its status label. */
export function itemBadgeLabel(item: Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'shares'>): string {
  return isShared(item) ? ITEMS.shared : statusLabel(item.status)
}

/**
 * The label people see for a status. One word per state a person can tell apart: approved pickups,
 * denied ones (the owner keeps it) and the host's assignments all mean "somebody has it", so all three
 * say Claimed, the opposite of Unclaimed ('dispute' shows as 'Disputed').
 */
export function statusLabel(status: ItemStatus): string {
  const labels: Record<ItemStatus, string> = ITEMS.status
  return labels[status]
}
