import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import {
  type DisputeAction,
  disputeFrom,
  disputeRules,
  hasOwner,
  storedReason,
} from '../../../src/domain/dispute-rules'
import type { CreateDisputeInput, DisputeDto } from '../../../src/domain/schemas/dispute'
import * as DISPUTES from '../../../src/messages/disputes'
import * as ITEMS from '../../../src/messages/items-more'
import type { Db } from '../../db/client'
import { disputes, itemShares, items, placeholders, profiles } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { loadContext, requireHost, requireOpen } from '../events/event-context'
import { insertIf } from '../events/insert-if'
import { commitAndSnapshot } from '../events/snapshot'
import { notificationInsertIf } from '../messages/notifications'
import { clearSharesIf, itemWhere, NO_SPLIT, sameOwnerAs, statusIn } from './item-writes'
import type { ItemCtx } from './items'

// Disputes (docs/decisions/014). Each change is one batch: the open-event
// gate, side statements (the dispute row, shares, notifications) conditioned on the same state the
// guarded write expects, then that write last. A racing request makes the guard match nothing, so
// nothing in its batch lands and it gets 409.

const exists = (table: typeof items | typeof disputes, condition: ReturnType<typeof and>) =>
  sql`exists (select 1 from ${table} where ${condition})`

/** Why this viewer may not dispute this item, in the words they should see (null: they may). */
function refusal(c: ItemCtx) {
  const { item, viewerId } = c
  if (viewerId === c.event.hostId) return forbidden(DISPUTES.hostUsesAssign)
  if (item.ownerId === viewerId) return forbidden(DISPUTES.ownItem)
  if (item.status === 'dispute') return conflict(DISPUTES.openAlready, 'dispute_open')
  if (item.status === 'pending') return conflict(ITEMS.pickupPending, 'item_conflict')
  if (!disputeRules.canDispute({ ...item, shares: c.shares }, { viewerId, hostId: c.event.hostId }))
    return conflict(DISPUTES.notDisputable, 'item_conflict')
  return null
}

export async function createDispute(db: Db, c: ItemCtx, input: CreateDisputeInput) {
  requireOpen(c.event)
  const refused = refusal(c)
  if (refused) throw refused
  const { event, item, viewerId } = c
  // The item is still disputable and still has the owner the requester saw (on an unowned item, the
  // requester still holds their share).
  const stillSharer = hasOwner(item)
    ? undefined
    : sql`exists (select 1 from ${itemShares} where ${itemShares.itemId} = ${items.id} and ${itemShares.targetUserId} = ${viewerId})`
  const guard = itemWhere(event.id, item.id, statusIn(disputeFrom(item)), sameOwnerAs(item), stillSharer)
  const stillDisputable = exists(items, guard)
  const now = new Date()
  const notify = [item.ownerId, event.hostId].filter((id): id is string => !!id && id !== viewerId)
  const writes = [
    insertIf(
      db,
      disputes,
      {
        id: newId(),
        itemId: item.id,
        eventId: event.id,
        requesterId: viewerId,
        ownerId: item.ownerId,
        reason: storedReason(input.reason),
        actionType: input.actionType ?? 'remove_ownership',
        status: 'pending',
        createdAt: now,
      },
      stillDisputable,
    ),
    ...[...new Set(notify)].map((userId) =>
      notificationInsertIf(
        db,
        {
          userId,
          eventId: event.id,
          type: 'dispute_created',
          title: DISPUTES.itemDisputedTitle,
          message: DISPUTES.itemDisputed(item.name, event.title),
        },
        stillDisputable,
      ),
    ),
    db
      .update(items)
      .set({ status: 'dispute', requesterId: viewerId, updatedAt: now })
      .where(guard)
      .returning({ id: items.id }),
  ]
  const { snapshot, writeResults } = await commitAndSnapshot(db, event.id, viewerId, writes, {
    onlyIfLastWriteChanged: true,
  })
  if ((writeResults.at(-1) as unknown[]).length === 0) throw conflict(DISPUTES.openAlready, 'dispute_open')
  return snapshot
}

/**
 * The item fields after a decision. Approved remove_ownership: assigned to the requester; approved split_item:
 * unassigned, nobody owns it; rejected, or approved 'other': back to owned. Ownership changes clear the old
 * owner's shares.
 */
function itemOutcome(action: DisputeAction, approve: boolean, requesterId: string | null, owned: boolean) {
  // An unowned shared item goes back to being unclaimed, its split as it was.
  if (!approve || action === 'other')
    return { set: { status: owned ? ('owned' as const) : ('limbo' as const), requesterId: null }, clears: false }
  if (action === 'split_item')
    return {
      set: { status: 'unassigned' as const, ownerId: null, placeholderOwnerId: null, requesterId: null },
      clears: true,
    }
  if (!requesterId) throw conflict(DISPUTES.requesterLeft, 'item_conflict')
  return {
    set: { status: 'assigned' as const, ownerId: requesterId, placeholderOwnerId: null, requesterId: null },
    clears: true,
  }
}

export async function resolveDispute(
  db: Db,
  eventId: string,
  disputeId: string,
  viewerId: string,
  decision: 'approve' | 'reject',
) {
  const ctx = await loadContext(db, eventId, viewerId)
  requireHost(ctx, DISPUTES.hostOnly)
  const [dispute] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, disputeId), eq(disputes.eventId, eventId)))
  if (!dispute) throw notFound(DISPUTES.notFound)
  if (dispute.status !== 'pending') throw conflict(DISPUTES.resolvedAlready, 'dispute_resolved')
  requireOpen(ctx.event)
  const [item] = await db
    .select({ name: items.name, ownerId: items.ownerId, placeholderOwnerId: items.placeholderOwnerId })
    .from(items)
    .where(eq(items.id, dispute.itemId))
  const approve = decision === 'approve'
  const outcome = itemOutcome(dispute.actionType, approve, dispute.requesterId, !item || hasOwner(item))
  const now = new Date()

  // Everything below is conditioned on the dispute still being pending, read before the last
  // statement resolves it: a second decision racing this one changes nothing and gets 409.
  const pending = and(eq(disputes.id, dispute.id), eq(disputes.status, 'pending'))
  const stillPending = exists(disputes, pending)
  const itemGuard = and(itemWhere(eventId, dispute.itemId, eq(items.status, 'dispute')), stillPending)
  const verdict = approve ? 'approved' : 'rejected'
  const name = item?.name ?? DISPUTES.anItem
  const notes = [
    { userId: dispute.requesterId, message: DISPUTES.yourDisputeResolved(name, DISPUTES.status[verdict]) },
    { userId: dispute.ownerId, message: DISPUTES.yourItemResolved(name, DISPUTES.status[verdict]) },
  ]
  const writes = [
    ...(outcome.clears ? [clearSharesIf(db, dispute.itemId, itemGuard)] : []),
    db
      .update(items)
      .set({ ...outcome.set, ...(outcome.clears ? NO_SPLIT : {}), updatedAt: now })
      .where(itemGuard),
    ...notes
      .filter((n): n is { userId: string; message: string } => !!n.userId)
      .map((n) =>
        notificationInsertIf(
          db,
          {
            userId: n.userId,
            eventId,
            type: 'dispute_resolved',
            title: approve ? DISPUTES.approvedTitle : DISPUTES.rejectedTitle,
            message: n.message,
          },
          stillPending,
        ),
      ),
    db
      .update(disputes)
      .set({ status: verdict, resolvedAt: now, resolvedBy: viewerId })
      .where(pending)
      .returning({ id: disputes.id }),
  ]
  const { snapshot, writeResults } = await commitAndSnapshot(db, eventId, viewerId, writes, {
    onlyIfLastWriteChanged: true,
  })
  if ((writeResults.at(-1) as unknown[]).length === 0) throw conflict(DISPUTES.resolvedAlready, 'dispute_resolved')
  return snapshot
}

const owner = alias(profiles, 'owner')
const requester = alias(profiles, 'requester')
const display = (p: { firstName: string | null; username: string | null }) => p.firstName || p.username || null

/** The host's dispute list: every dispute of the event with its display fields, newest first. */
export async function listDisputes(db: Db, eventId: string, viewerId: string): Promise<DisputeDto[]> {
  requireHost(await loadContext(db, eventId, viewerId), DISPUTES.hostOnly)
  const rows = await db
    .select({
      d: disputes,
      itemName: items.name,
      itemPriceCents: items.priceCents,
      ownerFirst: owner.firstName,
      ownerUser: owner.username,
      requesterFirst: requester.firstName,
      requesterUser: requester.username,
      guestName: placeholders.name,
    })
    .from(disputes)
    .innerJoin(items, eq(items.id, disputes.itemId))
    .leftJoin(owner, eq(owner.id, disputes.ownerId))
    .leftJoin(requester, eq(requester.id, disputes.requesterId))
    .leftJoin(placeholders, eq(placeholders.id, items.placeholderOwnerId))
    .where(eq(disputes.eventId, eventId))
    .orderBy(desc(disputes.createdAt), disputes.id)
  return rows.map(({ d, ...r }) => ({
    id: d.id,
    itemId: d.itemId,
    requesterId: d.requesterId,
    ownerId: d.ownerId,
    reason: d.reason,
    actionType: d.actionType,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    resolvedBy: d.resolvedBy,
    itemName: r.itemName,
    itemPriceCents: r.itemPriceCents,
    ownerName: display({ firstName: r.ownerFirst, username: r.ownerUser }) ?? (d.ownerId ? null : r.guestName),
    requesterName: display({ firstName: r.requesterFirst, username: r.requesterUser }),
  }))
}
