import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Db } from '../../db/client'
import { disputes, itemShares, items, placeholderShares, placeholders } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { assertPersonInEvent, type EventRow } from '../events/event-context'
import { commitAndSnapshot } from '../events/snapshot'

// Claim a guest (docs/decisions/018): when someone who was a placeholder guest joins, the host merges
// the guest into their account. Everything the guest held becomes theirs and the guest goes, in ONE
// batch behind the open-event gate, so nobody ever sees half a merge:
// - items the guest owned: owned by the account; a pickup or dispute the account itself had raised on
//   one of them is moot (they now own it): the pickup is dropped, the dispute approved, the item
//   assigned to them. Others' pickups and disputes stay pending, now against the account as owner.
// - the guest's item shares: the account's; where the account already had a share of the item the two
//   are added together, and where the account now owns the item its share folds back
//   into the owner's remainder (the same amount: computeBill merges an owner's share into the remainder).
// - the guest's share links: revoked (then removed with the guest).
// Every item keeps its price and its shares still sum to what they did, so the event's subtotal, tax,
// tip and total are unchanged, and the account's bill is the guest's and its own together (up to the
// cent that largest remainder may place differently once two holders become one; see decision 018).

export async function mergeGuest(db: Db, event: EventRow, hostId: string, placeholderId: string, userId: string) {
  const [guest] = await db
    .select({ id: placeholders.id })
    .from(placeholders)
    .where(and(eq(placeholders.id, placeholderId), eq(placeholders.eventId, event.id)))
  if (!guest) throw notFound(PARTICIPANTS.guestNotFound)
  await assertPersonInEvent(db, event.id, { userId })
  const writes = placeholderMergeWrites(db, event.id, placeholderId, userId, hostId)
  const { snapshot, writeResults } = await commitAndSnapshot(db, event.id, hostId, writes, {
    onlyIfLastWriteChanged: true,
  })
  if ((writeResults.at(-1) as unknown[]).length === 0) throw notFound(PARTICIPANTS.guestNotFound)
  return snapshot
}

/**
 * The batch statements that hand placeholder `placeholderId` and everything it holds to account `userId`
 * (the rules above); `resolverId` is who approves the account's own pending disputes on the guest's items.
 * The last statement deletes the placeholder and returns its id: nothing, when it had gone meanwhile.
 * Also used when a diner joining without an account says "I'm one of these" (guest-join.ts).
 */
export function placeholderMergeWrites(
  db: Db,
  eventId: string,
  placeholderId: string,
  userId: string,
  resolverId: string,
) {
  const now = new Date()
  const guestItems = db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.eventId, eventId), eq(items.placeholderOwnerId, placeholderId)))
  const guestShareItems = db
    .select({ id: itemShares.itemId })
    .from(itemShares)
    .where(eq(itemShares.placeholderId, placeholderId))
  const pendingOnGuestItems = and(
    eq(disputes.eventId, eventId),
    eq(disputes.status, 'pending'),
    inArray(disputes.itemId, guestItems),
  )
  return [
    // Disputes first, while the items still name the guest as owner.
    db
      .update(disputes)
      .set({ status: 'approved', resolvedAt: now, resolvedBy: resolverId })
      .where(and(pendingOnGuestItems, eq(disputes.requesterId, userId))),
    db.update(disputes).set({ ownerId: userId }).where(pendingOnGuestItems),
    db
      .update(items)
      .set({
        ownerId: userId,
        placeholderOwnerId: null,
        status: sql`case when ${items.requesterId} = ${userId} and ${items.status} in ('pending', 'dispute') then 'assigned' else ${items.status} end`,
        requesterId: sql`case when ${items.requesterId} = ${userId} then null else ${items.requesterId} end`,
        updatedAt: now,
      })
      .where(and(eq(items.eventId, eventId), eq(items.placeholderOwnerId, placeholderId))),
    // Where the account already shares the item, its share takes the guest's share too...
    db
      .update(itemShares)
      .set({
        shareMilliPct: sql`${itemShares.shareMilliPct} + (select coalesce(sum(g.share_milli_pct), 0) from ${itemShares} g where g.item_id = ${itemShares.itemId} and g.placeholder_id = ${placeholderId})`,
        // In the weighted split modes (decision 046) the chosen weights add up the same way.
        weight: sql`case when ${itemShares.weight} is null then null else ${itemShares.weight} + (select coalesce(sum(g.weight), 0) from ${itemShares} g where g.item_id = ${itemShares.itemId} and g.placeholder_id = ${placeholderId}) end`,
      })
      .where(
        and(
          eq(itemShares.eventId, eventId),
          eq(itemShares.targetUserId, userId),
          inArray(itemShares.itemId, guestShareItems),
        ),
      ),
    // ...and the guest's row goes; elsewhere the guest's rows become the account's.
    db.delete(itemShares).where(
      and(
        eq(itemShares.placeholderId, placeholderId),
        inArray(
          itemShares.itemId,
          db
            .select({ id: itemShares.itemId })
            .from(itemShares)
            .where(and(eq(itemShares.eventId, eventId), eq(itemShares.targetUserId, userId))),
        ),
      ),
    ),
    db
      .update(itemShares)
      .set({ targetUserId: userId, placeholderId: null })
      .where(eq(itemShares.placeholderId, placeholderId)),
    // An owner's own share is part of the owner's remainder: fold it back (same amounts); in a weighted
    // split its weight joins the owner's.
    db
      .update(items)
      .set({
        ownerWeight: sql`coalesce(${items.ownerWeight}, 0) + (select coalesce(sum(s.weight), 0) from ${itemShares} s where s.item_id = ${items.id} and s.target_user_id = ${userId})`,
      })
      .where(
        and(
          eq(items.eventId, eventId),
          eq(items.ownerId, userId),
          sql`${items.splitMode} <> 'percent'`,
          sql`exists (select 1 from ${itemShares} s where s.item_id = ${items.id} and s.target_user_id = ${userId})`,
        ),
      ),
    db.delete(itemShares).where(
      and(
        eq(itemShares.eventId, eventId),
        eq(itemShares.targetUserId, userId),
        inArray(
          itemShares.itemId,
          db
            .select({ id: items.id })
            .from(items)
            .where(and(eq(items.eventId, eventId), eq(items.ownerId, userId))),
        ),
      ),
    ),
    db
      .update(placeholderShares)
      .set({ revokedAt: now })
      .where(and(eq(placeholderShares.placeholderId, placeholderId), isNull(placeholderShares.revokedAt))),
    // Last and guarded: if the guest vanished meanwhile, the totals and version stay untouched.
    db
      .delete(placeholders)
      .where(and(eq(placeholders.id, placeholderId), eq(placeholders.eventId, eventId)))
      .returning({ id: placeholders.id }),
  ]
}
