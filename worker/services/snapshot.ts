import { and, desc, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import type { Db } from '../db/client'
import { disputes, eventParticipants, events, itemShares, items, placeholders, profiles } from '../db/schema'
import { notFound } from '../lib/http-error'
import { EVENT_NOT_FOUND } from './event-context'
import { eventClosed, isClosedGate, openEventGate } from './open-event'

// The event page's reads, as batchable queries: callers run them alone (GET) or after their
// writes in the same db.batch (mutations), so a screen always costs one D1 round trip.
export function snapshotQueries(db: Db, eventId: string) {
  return [
    db.select().from(events).where(eq(events.id, eventId)),
    db
      .select({
        userId: profiles.id,
        username: profiles.username,
        handle: profiles.handle,
        firstName: profiles.firstName,
        joinedAt: eventParticipants.joinedAt,
        joinedVia: eventParticipants.joinedVia,
      })
      .from(eventParticipants)
      .innerJoin(profiles, eq(profiles.id, eventParticipants.userId))
      .where(eq(eventParticipants.eventId, eventId))
      .orderBy(eventParticipants.joinedAt),
    db.select().from(placeholders).where(eq(placeholders.eventId, eventId)).orderBy(placeholders.createdAt),
    db.select().from(items).where(eq(items.eventId, eventId)).orderBy(desc(items.createdAt), items.id),
    db.select().from(itemShares).where(eq(itemShares.eventId, eventId)).orderBy(itemShares.createdAt),
    db
      .select()
      .from(disputes)
      .where(and(eq(disputes.eventId, eventId), eq(disputes.status, 'pending')))
      .orderBy(disputes.createdAt),
  ] as const
}

export type SnapshotResults = [
  (typeof events.$inferSelect)[],
  {
    userId: string
    username: string
    handle: string
    firstName: string | null
    joinedAt: Date
    joinedVia: 'code' | 'invite' | 'added'
  }[],
  (typeof placeholders.$inferSelect)[],
  (typeof items.$inferSelect)[],
  (typeof itemShares.$inferSelect)[],
  (typeof disputes.$inferSelect)[],
]

export function toSnapshot(results: SnapshotResults, viewerId: string): EventSnapshot {
  const [eventRows, participantRows, placeholderRows, itemRows, shareRows, disputeRows] = results
  const event = eventRows[0]
  if (!event || !participantRows.some((p) => p.userId === viewerId)) throw notFound(EVENT_NOT_FOUND)
  const sharesByItem = new Map<string, EventSnapshot['items'][number]['shares']>()
  for (const s of shareRows) {
    const list = sharesByItem.get(s.itemId) ?? []
    list.push({ id: s.id, targetUserId: s.targetUserId, placeholderId: s.placeholderId, shareBp: s.shareBp })
    sharesByItem.set(s.itemId, list)
  }
  return {
    viewerId,
    event: {
      id: event.id,
      title: event.title,
      description: event.description,
      hostId: event.hostId,
      status: event.status,
      locationName: event.locationName,
      street: event.street,
      city: event.city,
      state: event.state,
      zip: event.zip,
      hasReceipt: event.receiptKey !== null,
      subtotalCents: event.subtotalCents,
      taxCents: event.taxCents,
      tipCents: event.tipCents,
      totalCents: event.totalCents,
      taxMilliPct: event.taxMilliPct,
      tipMilliPct: event.tipMilliPct,
      joinCode: event.joinCode,
      version: event.version,
      createdAt: event.createdAt.toISOString(),
    },
    participants: participantRows.map((p) => ({
      userId: p.userId,
      username: p.username,
      handle: p.handle,
      firstName: p.firstName,
      isHost: p.userId === event.hostId,
      joinedVia: p.userId === event.hostId ? ('host' as const) : p.joinedVia,
    })),
    placeholders: placeholderRows.map((p) => ({ id: p.id, name: p.name, createdBy: p.createdBy })),
    items: itemRows.map((i) => ({
      id: i.id,
      name: i.name,
      priceCents: i.priceCents,
      status: i.status,
      addedBy: i.addedBy,
      ownerId: i.ownerId,
      placeholderOwnerId: i.placeholderOwnerId,
      requesterId: i.requesterId,
      fromReceipt: i.receiptAnalysisId !== null,
      createdAt: i.createdAt.toISOString(),
      shares: sharesByItem.get(i.id) ?? [],
    })),
    pendingDisputes: disputeRows.map((d) => ({
      id: d.id,
      itemId: d.itemId,
      requesterId: d.requesterId,
      ownerId: d.ownerId,
      reason: d.reason,
      actionType: d.actionType,
      createdAt: d.createdAt.toISOString(),
    })),
  }
}

export async function readSnapshot(db: Db, eventId: string, viewerId: string) {
  const results = await db.batch(snapshotQueries(db, eventId))
  return toSnapshot(results as unknown as SnapshotResults, viewerId)
}

/**
 * The stored event totals, recomputed in SQL from the items in the same transaction as the change,
 * so they can never drift from the items. Half-up rounding matches src/domain/percent.ts
 * (amountFromMilliPct; rates are thousandths of a percent, 100% = 100000); the per-person split is computed from these rows by src/domain/bill.ts.
 */
export function recomputeTotals(db: Db, eventId: string, onlyIfLastWriteChanged = false) {
  const sub = sql<number>`(SELECT COALESCE(SUM(${items.priceCents}), 0) FROM ${items} WHERE ${items.eventId} = ${eventId})`
  const tax = sql<number>`((${sub}) * ${events.taxMilliPct} + 50000) / 100000`
  const tip = sql<number>`((${sub}) * ${events.tipMilliPct} + 50000) / 100000`
  return db
    .update(events)
    .set({
      subtotalCents: sub,
      taxCents: tax,
      tipCents: tip,
      totalCents: sql`(${sub}) + (${tax}) + (${tip})`,
      version: sql`${events.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      // changes() is the row count of the previous statement in the batch (same connection): a guarded
      // write that lost its race then leaves the totals, version and updated_at untouched.
      onlyIfLastWriteChanged ? and(eq(events.id, eventId), sql`changes() > 0`) : eq(events.id, eventId),
    )
}

/**
 * Runs `writes`, the totals update and the snapshot reads as one batch (one transaction, one round
 * trip). Returns the snapshot and each write's result, so callers can tell whether a conditional
 * write matched. With onlyIfLastWriteChanged the last write must be the guarded one: if it matched no
 * row, the event row (version included) is not touched, so a refused change writes nothing.
 *
 * The batch starts with the open-event gate, so on a closed event nothing in it commits and the
 * caller gets 409 event_closed. Only the host's edit of the event itself (title, description,
 * location, status) may pass allowClosed, and guards its money fields in its own UPDATE.
 */
export async function commitAndSnapshot(
  db: Db,
  eventId: string,
  viewerId: string,
  writes: BatchItem<'sqlite'>[],
  opts: { onlyIfLastWriteChanged?: boolean; allowClosed?: boolean } = {},
) {
  const gate = opts.allowClosed ? [] : [openEventGate(db, eventId)]
  const totals = recomputeTotals(db, eventId, opts.onlyIfLastWriteChanged)
  const queries = [...gate, ...writes, totals, ...snapshotQueries(db, eventId)] as unknown as [
    BatchItem<'sqlite'>,
    ...BatchItem<'sqlite'>[],
  ]
  const results = (await db.batch(queries).catch((err: unknown) => {
    throw isClosedGate(err) ? eventClosed() : err
  })) as unknown[]
  const writeResults = results.slice(gate.length, gate.length + writes.length)
  const snapshot = toSnapshot(results.slice(gate.length + writes.length + 1) as unknown as SnapshotResults, viewerId)
  return { snapshot, writeResults }
}
