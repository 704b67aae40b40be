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
// Each selects only the columns the snapshot sends (decision 023): local D1 and drizzle cost time per
// value, and the snapshot is the app's most frequent read.
export function snapshotQueries(db: Db, eventId: string) {
  return [
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        hostId: events.hostId,
        status: events.status,
        locationName: events.locationName,
        street: events.street,
        city: events.city,
        state: events.state,
        zip: events.zip,
        hasReceipt: sql<boolean>`${events.receiptKey} IS NOT NULL`.mapWith(Boolean).as('has_receipt'),
        subtotalCents: events.subtotalCents,
        taxCents: events.taxCents,
        tipCents: events.tipCents,
        totalCents: events.totalCents,
        taxMilliPct: events.taxMilliPct,
        tipMilliPct: events.tipMilliPct,
        joinCode: events.joinCode,
        version: events.version,
        createdAt: events.createdAt,
      })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({
        userId: profiles.id,
        username: profiles.username,
        handle: profiles.handle,
        firstName: profiles.firstName,
        joinedVia: eventParticipants.joinedVia,
      })
      .from(eventParticipants)
      .innerJoin(profiles, eq(profiles.id, eventParticipants.userId))
      .where(eq(eventParticipants.eventId, eventId))
      .orderBy(eventParticipants.joinedAt),
    db
      .select({ id: placeholders.id, name: placeholders.name })
      .from(placeholders)
      .where(eq(placeholders.eventId, eventId))
      .orderBy(placeholders.createdAt),
    db
      .select({
        id: items.id,
        name: items.name,
        priceCents: items.priceCents,
        status: items.status,
        addedBy: items.addedBy,
        ownerId: items.ownerId,
        placeholderOwnerId: items.placeholderOwnerId,
        requesterId: items.requesterId,
        fromReceipt: sql<boolean>`${items.receiptAnalysisId} IS NOT NULL`.mapWith(Boolean).as('from_receipt'),
      })
      .from(items)
      .where(eq(items.eventId, eventId))
      .orderBy(desc(items.createdAt), items.id),
    db
      .select({
        itemId: itemShares.itemId,
        targetUserId: itemShares.targetUserId,
        placeholderId: itemShares.placeholderId,
        shareBp: itemShares.shareBp,
      })
      .from(itemShares)
      .where(eq(itemShares.eventId, eventId))
      .orderBy(itemShares.createdAt),
    db
      .select({
        id: disputes.id,
        itemId: disputes.itemId,
        requesterId: disputes.requesterId,
        ownerId: disputes.ownerId,
        reason: disputes.reason,
        actionType: disputes.actionType,
        createdAt: disputes.createdAt,
      })
      .from(disputes)
      .where(and(eq(disputes.eventId, eventId), eq(disputes.status, 'pending')))
      .orderBy(disputes.createdAt),
  ] as const
}

export type SnapshotResults = {
  [K in keyof ReturnType<typeof snapshotQueries>]: Awaited<ReturnType<typeof snapshotQueries>[K]>
}

export function toSnapshot(results: SnapshotResults, viewerId: string): EventSnapshot {
  const [eventRows, participantRows, placeholderRows, itemRows, shareRows, disputeRows] = results
  const event = eventRows[0]
  if (!event || !participantRows.some((p) => p.userId === viewerId)) throw notFound(EVENT_NOT_FOUND)
  const sharesByItem = new Map<string, EventSnapshot['items'][number]['shares']>()
  for (const { itemId, ...share } of shareRows) {
    const list = sharesByItem.get(itemId)
    if (list) list.push(share)
    else sharesByItem.set(itemId, [share])
  }
  const hostId = event.hostId
  return {
    viewerId,
    event: { ...event, createdAt: event.createdAt.toISOString() },
    participants: participantRows.map((p) => ({
      ...p,
      isHost: p.userId === hostId,
      joinedVia: p.userId === hostId ? ('host' as const) : p.joinedVia,
    })),
    placeholders: placeholderRows,
    items: itemRows.map((i) => ({ ...i, shares: sharesByItem.get(i.id) ?? [] })),
    pendingDisputes: disputeRows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
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
