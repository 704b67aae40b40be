import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { amountChanges } from '../../../src/domain/item-amounts'
import { itemRules, PICKUP_FROM, SETTLED, UP_FOR_GRABS } from '../../../src/domain/item-rules'
import type { PersonRef } from '../../../src/domain/schemas/event'
import * as ITEMS from '../../../src/messages/items-more'
import type { Db } from '../../db/client'
import { itemShares, items } from '../../db/schema'
import { conflict, forbidden } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { assertPersonInEvent, type EventRow, type ItemRow, requireOpen } from '../events/event-context'
import { itemLimitGuard, withLimit } from '../events/limits'
import { commitAndSnapshot } from '../events/snapshot'
import { holdingOf, itemChangeNotes } from './item-change-notes'
import { historyInsert } from './item-history'
import { clearSharesIf, itemWhere, NO_SPLIT, notOwnedBy, ownedOrLimbo, sameOwnerAs, statusIn } from './item-writes'
import { askerName, pickupAnsweredNote, pickupRequestedNote, whileItem } from './pickup-notifications'

export type ItemShareRow = {
  targetUserId: string | null
  placeholderId: string | null
  shareMilliPct: number
  weight?: number | null
}

export type ItemCtx = {
  event: EventRow
  item: ItemRow
  /** Who holds a share of the item, and how much, read with it. */
  shares: ItemShareRow[]
  viewerId: string
}
const actor = (c: ItemCtx) => ({ viewerId: c.viewerId, hostId: c.event.hostId })
const dto = (item: ItemRow) => ({ ...item, status: item.status })

function allow(ok: boolean, message: string) {
  if (!ok) throw forbidden(message)
}

/** Runs the writes; if the guarded (first) write matched no row, someone else got there first. */
async function commitGuarded(
  db: Db,
  c: ItemCtx,
  writes: BatchItem<'sqlite'>[],
  guardIndex: number,
  lost: string = ITEMS.itemChanged,
) {
  const { snapshot, writeResults } = await commitAndSnapshot(db, c.event.id, c.viewerId, writes, {
    onlyIfLastWriteChanged: guardIndex === writes.length - 1,
  })
  const guard = writeResults[guardIndex] as unknown[] | undefined
  if (!guard || guard.length === 0) throw conflict(lost, 'item_conflict')
  return snapshot
}

const now = () => new Date()

/** A decision on a request that was already settled (or never made) lost a race: 409, not 403, because
 * the permission checks below read the item's new state (after an approve the old owner owns nothing). */
function requirePending(item: ItemRow) {
  if (item.status !== 'pending' || !item.requesterId) throw conflict(ITEMS.itemChanged, 'item_conflict')
}

export async function addItem(
  db: Db,
  event: EventRow,
  viewerId: string,
  input: { name: string; priceCents: number },
  id = newId(),
) {
  requireOpen(event)
  const { snapshot } = await withLimit(db, 'items', () =>
    commitAndSnapshot(db, event.id, viewerId, [
      db.insert(items).values({
        id,
        eventId: event.id,
        name: input.name,
        priceCents: input.priceCents,
        status: 'limbo',
        addedBy: viewerId,
        createdAt: now(),
        updatedAt: now(),
      }),
      // maxItemsPerEvent, counted with the new item in (limits.ts).
      itemLimitGuard(db, event.id),
    ]),
  )
  return snapshot
}

const othersShare = (viewerId: string) =>
  sql`exists (select 1 from ${itemShares} where ${itemShares.itemId} = ${items.id} and (${itemShares.targetUserId} is null or ${itemShares.targetUserId} != ${viewerId}))`

/** itemRules' "nobody but whoever added it has a part of it", as SQL on the row (host: no condition). */
function adderAloneOrHost(c: ItemCtx) {
  if (c.event.hostId === c.viewerId) return undefined
  return and(
    eq(items.addedBy, c.viewerId),
    or(isNull(items.ownerId), eq(items.ownerId, c.viewerId)),
    isNull(items.placeholderOwnerId),
    or(isNull(items.requesterId), eq(items.requesterId, c.viewerId)),
    sql`not ${othersShare(c.viewerId)}`,
  )
}

/** The edit right of itemRules.canEdit, as SQL on the row being updated (so a claim racing the edit wins or loses cleanly). */
function mayEdit(c: ItemCtx) {
  if (c.event.hostId === c.viewerId) return undefined
  return or(
    eq(items.ownerId, c.viewerId),
    and(
      eq(items.addedBy, c.viewerId),
      isNull(items.ownerId),
      isNull(items.placeholderOwnerId),
      isNull(items.requesterId),
      sql`not ${othersShare(c.viewerId)}`,
    ),
  )
}

/**
 * Edit name and price. A rename is the owner's too; a new price moves money on everyone's bill who has a
 * part of the item, so it is the host's alone once anyone but whoever added it has one, and each person
 * whose part it changes is told the old and the new figure.
 */
export async function editItem(db: Db, c: ItemCtx, input: { name: string; priceCents: number }) {
  requireOpen(c.event)
  const item = { ...dto(c.item), shares: c.shares }
  if (!itemRules.canEdit(item, actor(c)))
    throw forbidden(item.addedBy === c.viewerId ? ITEMS.editClaimed : ITEMS.editNotAllowed)
  const repriced = input.priceCents !== c.item.priceCents
  if (repriced && !itemRules.canChangePrice(item, actor(c))) throw forbidden(ITEMS.priceHostOnly)
  const guard = itemWhere(c.event.id, c.item.id, repriced ? adderAloneOrHost(c) : mayEdit(c))
  // A rename leaves the price column alone, so it cannot undo a price change racing it.
  const update = db
    .update(items)
    .set({ name: input.name, ...(repriced && { priceCents: input.priceCents }), updatedAt: now() })
    .where(guard)
    .returning({ id: items.id })
  if (!repriced) return commitGuarded(db, c, [update], 0)
  const changes = amountChanges(holdingOf(c.item, c.shares), holdingOf(c.item, c.shares, input.priceCents))
  const actorRef = { id: c.viewerId, name: await askerName(db, c.viewerId) }
  // Before the update, under its guard: told exactly when the new price lands.
  const notes = itemChangeNotes(db, 'price', c.event, c.item.name, actorRef, changes, whileItem(guard))
  const history = historyInsert(db, c, input.priceCents, whileItem(guard))
  return commitGuarded(db, c, [history, ...notes, update], notes.length + 1)
}

export async function deleteItem(db: Db, c: ItemCtx) {
  requireOpen(c.event)
  if (c.item.status === 'pending') throw conflict(ITEMS.pickupPending)
  const item = { ...dto(c.item), shares: c.shares }
  if (!itemRules.canDelete(item, actor(c)))
    throw forbidden(item.addedBy === c.viewerId ? ITEMS.deleteHostOnly : ITEMS.onlyHostDeletes)
  const guard = itemWhere(c.event.id, c.item.id, statusIn(SETTLED), sameOwnerAs(c.item), adderAloneOrHost(c))
  // Before the delete, under its guard: everyone whose part goes with the item is told, exactly when it goes.
  const changes = amountChanges(holdingOf(c.item, c.shares), null)
  const actorRef = { id: c.viewerId, name: await askerName(db, c.viewerId) }
  const notes = itemChangeNotes(db, 'delete', c.event, c.item.name, actorRef, changes, whileItem(guard))
  const history = historyInsert(db, c, null, whileItem(guard))
  const del = db.delete(items).where(guard).returning({ id: items.id })
  return commitGuarded(db, c, [history, ...notes, del], notes.length + 1)
}

export async function requestPickup(db: Db, c: ItemCtx) {
  requireOpen(c.event)
  if (c.item.ownerId === c.viewerId) throw conflict(ITEMS.alreadyYours)
  // The host takes someone's item with Assign; one nobody has they pick up like anyone (below).
  if (c.event.hostId === c.viewerId && !itemRules.isUpForGrabs(c.item)) throw forbidden(ITEMS.hostUsesAssign)
  if (!itemRules.canRequestPickup(dto(c.item), actor(c))) throw conflict(ITEMS.itemTaken, 'item_conflict')
  if (itemRules.claimsAtOnce(c.item, actor(c), c.event.claimsNeedApproval)) return claimDirectly(db, c)
  const guard = itemWhere(c.event.id, c.item.id, statusIn(PICKUP_FROM), notOwnedBy(c.viewerId))
  const update = db
    .update(items)
    .set({ status: 'pending', requesterId: c.viewerId, updatedAt: now() })
    .where(guard)
    .returning({ id: items.id })
  // Before the update, under its guard (and the owner it was read with): it lands exactly when the request does.
  const asker = await askerName(db, c.viewerId)
  const note = pickupRequestedNote(db, c.event, c.item, asker, and(guard, sameOwnerAs(c.item)))
  return commitGuarded(db, c, [note, update], 1, ITEMS.itemTaken)
}

/** With approvals off (or for the host), an item nobody owns becomes the asker's at once. Shares others already hold stay:
 * the new owner takes the remainder, as any owner does. Only an item still unowned matches the guard. */
function claimDirectly(db: Db, c: ItemCtx) {
  const update = db
    .update(items)
    .set({ status: 'picked_up', ownerId: c.viewerId, requesterId: null, updatedAt: now() })
    .where(
      itemWhere(
        c.event.id,
        c.item.id,
        statusIn(UP_FOR_GRABS),
        isNull(items.ownerId),
        isNull(items.placeholderOwnerId),
        isNull(items.requesterId),
      ),
    )
    .returning({ id: items.id })
  return commitGuarded(db, c, [update], 0, ITEMS.itemTaken)
}

/** Undo of a one-tap claim: the item goes back to nobody, with any shares others hold left as they were
 * (Remove Ownership clears them, because they were the old owner's to give). Only the claimer may, and
 * only while the item is still theirs as they took it. */
export async function undoClaim(db: Db, c: ItemCtx) {
  requireOpen(c.event)
  if (c.item.ownerId !== c.viewerId || c.item.status !== 'picked_up') throw conflict(ITEMS.itemChanged, 'item_conflict')
  const update = db
    .update(items)
    .set({ status: 'limbo', ownerId: null, updatedAt: now() })
    .where(itemWhere(c.event.id, c.item.id, eq(items.status, 'picked_up'), eq(items.ownerId, c.viewerId)))
    .returning({ id: items.id })
  return commitGuarded(db, c, [update], 0)
}

/** The writes that approve one request, each under the guard that the same person still asks. */
function approveWrites(db: Db, event: EventRow, item: ItemRow, requester: string) {
  const guard = itemWhere(event.id, item.id, eq(items.status, 'pending'), eq(items.requesterId, requester))
  return [
    clearSharesIf(db, item.id, guard),
    pickupAnsweredNote(db, event, item, true, guard),
    db
      .update(items)
      .set({
        status: 'picked_up',
        ownerId: requester,
        placeholderOwnerId: null,
        requesterId: null,
        ...NO_SPLIT,
        updatedAt: now(),
      })
      .where(guard)
      .returning({ id: items.id }),
  ]
}

/** Approve: the requester becomes the owner (status pending -> picked_up). Old shares end with the old owner. */
export async function approvePickup(db: Db, c: ItemCtx) {
  requireOpen(c.event)
  requirePending(c.item)
  allow(itemRules.canDecidePickup(dto(c.item), actor(c)), ITEMS.approveNotAllowed)
  const requester = c.item.requesterId
  if (!requester) throw conflict(ITEMS.itemChanged, 'item_conflict')
  return commitGuarded(db, c, approveWrites(db, c.event, c.item, requester), 2)
}

/** Approve all: the host grants every request pending in the event at once. A request withdrawn in the
 * meantime simply matches nothing. Answers with the ids approved, for the live message. */
export async function approveAllPickups(db: Db, event: EventRow, viewerId: string) {
  if (event.hostId !== viewerId) throw forbidden(ITEMS.approveAllHostOnly)
  requireOpen(event)
  const pending = await db
    .select()
    .from(items)
    .where(and(eq(items.eventId, event.id), eq(items.status, 'pending')))
  const writes = pending.flatMap((item) => (item.requesterId ? approveWrites(db, event, item, item.requesterId) : []))
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, writes)
  return { snapshot, itemIds: pending.map((i) => i.id) }
}

/** Deny (owner or host) or cancel (the requester): back to owned, or limbo when nobody owns it. */
export async function endPickup(db: Db, c: ItemCtx, how: 'deny' | 'cancel') {
  requireOpen(c.event)
  requirePending(c.item)
  if (how === 'deny') allow(itemRules.canDecidePickup(dto(c.item), actor(c)), ITEMS.denyNotAllowed)
  else allow(itemRules.canCancelPickup(dto(c.item), actor(c)), ITEMS.cancelNotAllowed)
  const requester = c.item.requesterId ?? ''
  const guard = itemWhere(c.event.id, c.item.id, eq(items.status, 'pending'), eq(items.requesterId, requester))
  const update = db
    .update(items)
    .set({ status: ownedOrLimbo, requesterId: null, updatedAt: now() })
    .where(guard)
    .returning({ id: items.id })
  // The person who asked hears of a denial; a cancel is their own doing.
  if (how === 'cancel') return commitGuarded(db, c, [update], 0)
  return commitGuarded(db, c, [pickupAnsweredNote(db, c.event, c.item, false, guard), update], 1)
}

const ownerFields = (person: PersonRef) =>
  'userId' in person
    ? { ownerId: person.userId, placeholderOwnerId: null }
    : { ownerId: null, placeholderOwnerId: person.placeholderId }

/** Host assigns the item to a participant or guest (any state; a pending request is dropped). */
export function assignWrites(db: Db, eventId: string, itemId: string, person: PersonRef) {
  const guard = itemWhere(eventId, itemId, sql`${items.status} != 'dispute'`)
  return [
    clearSharesIf(db, itemId, guard),
    db
      .update(items)
      .set({ status: 'assigned', ...ownerFields(person), requesterId: null, ...NO_SPLIT, updatedAt: now() })
      .where(guard)
      .returning({ id: items.id }),
  ]
}

/** Host assigns one item: refused for non-hosts, people outside the event and a closed event; a
 * racing change (the item became disputed or was deleted) answers 409. */
export async function assignItem(db: Db, c: ItemCtx, assignee: PersonRef) {
  if (c.event.hostId !== c.viewerId) throw forbidden(ITEMS.assignHostOnly)
  requireOpen(c.event)
  await assertPersonInEvent(db, c.event.id, assignee)
  const { snapshot, writeResults } = await commitAndSnapshot(
    db,
    c.event.id,
    c.viewerId,
    assignWrites(db, c.event.id, c.item.id, assignee),
    { onlyIfLastWriteChanged: true },
  )
  if ((writeResults[1] as unknown[]).length === 0) throw conflict(ITEMS.itemChanged, 'item_conflict')
  return snapshot
}

/** Remove ownership: the item goes back to limbo for anyone to claim. */
export async function releaseItem(db: Db, c: ItemCtx) {
  requireOpen(c.event)
  // Like delete and split: the request has to be decided first (409, not a permission error).
  if (c.item.status === 'pending') throw conflict(ITEMS.pickupPending)
  allow(itemRules.canRemoveOwnership(dto(c.item), actor(c)), ITEMS.failedToRemoveOwnership)
  const sameOwner = c.item.ownerId
    ? eq(items.ownerId, c.item.ownerId)
    : eq(items.placeholderOwnerId, c.item.placeholderOwnerId ?? '')
  const guard = itemWhere(c.event.id, c.item.id, statusIn(SETTLED), sameOwner)
  return commitGuarded(
    db,
    c,
    [
      clearSharesIf(db, c.item.id, guard),
      db
        .update(items)
        .set({
          status: 'limbo',
          ownerId: null,
          placeholderOwnerId: null,
          requesterId: null,
          ...NO_SPLIT,
          updatedAt: now(),
        })
        .where(guard)
        .returning({ id: items.id }),
    ],
    1,
  )
}
