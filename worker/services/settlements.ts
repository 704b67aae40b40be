import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { computeBill } from '../../src/domain/bill'
import { formatUSD } from '../../src/domain/money'
import { billInputOf } from '../../src/domain/person-key'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import type { SettlementsPage, UpdateSettlementInput } from '../../src/domain/schemas/settlement'
import { planSettlements, type SettlementPlan, sumCents } from '../../src/domain/settle'
import type { Db } from '../db/client'
import { events, settlements } from '../db/schema'
import { ApiError, conflict, forbidden } from '../lib/http-error'
import { newId } from '../lib/ids'
import { notificationInsert } from './notifications'
import { eventGuard, isGuardFailure } from './open-event'
import { type SettlementRow, settlementRowsQuery, toSettlementDto } from './settlement-rows'
import { snapshotQuery, toSnapshot } from './snapshot'

// Send Tabs (docs/decisions/015): the worker runs the one computeBill over the stored items and
// shares (the same billInputOf mapping the browser uses), maps it to tabs with planSettlements, and
// replaces the event's settlements, closes the event and notifies the debtors in one D1 batch.

export const ONLY_HOST_CALCULATES = 'Only the event host can calculate settlements'
export const PAID_WOULD_BE_DROPPED =
  'Some settlements are already marked paid. Recalculating replaces them and clears those marks; confirm to go ahead.'

/** Fails the batch unless the event row is still at `version` (nothing changed since we read it). */
const unchangedSince = (db: Db, eventId: string, version: number) =>
  eventGuard(db, eventId, ne(events.version, version))

type Loaded = { snapshot: EventSnapshot; rows: SettlementRow[]; plan: SettlementPlan }

export async function load(db: Db, eventId: string, viewerId: string): Promise<Loaded> {
  const [snapshotRow, rows] = await db.batch([
    snapshotQuery(db, eventId, { id: viewerId }),
    settlementRowsQuery(db, eventId),
  ])
  const snapshot = toSnapshot(snapshotRow, viewerId)
  const plan = planSettlements(computeBill(billInputOf(snapshot.event, snapshot.items)), snapshot.event.hostId)
  return { snapshot, rows: rows as SettlementRow[], plan }
}

function toPage({ snapshot, rows, plan }: Loaded): SettlementsPage {
  const viewerId = snapshot.viewerId
  const isHost = snapshot.event.hostId === viewerId
  const guestName = (id: string) => snapshot.placeholders.find((p) => p.id === id)?.name ?? 'Guest'
  return {
    event: {
      id: snapshot.event.id,
      title: snapshot.event.title,
      hostId: snapshot.event.hostId,
      status: snapshot.event.status,
      version: snapshot.event.version,
    },
    viewerId,
    isHost,
    // A participant sees their own tabs only (spec section 6: only where the user is debtor or creditor).
    settlements: rows
      .filter((r) => isHost || r.s.debtorId === viewerId || r.s.creditorId === viewerId)
      .map(toSettlementDto),
    preview: isHost
      ? {
          totalCents: plan.totalCents,
          settlementCount: plan.settlements.length,
          settlementCents: sumCents(plan.settlements),
          guests: plan.guests.map((g) => ({ name: guestName(g.placeholderId), totalCents: g.totalCents })),
          unassignedCents: plan.unassignedCents,
        }
      : { totalCents: 0, settlementCount: 0, settlementCents: 0, guests: [], unassignedCents: 0 },
  }
}

export async function readSettlementsPage(db: Db, eventId: string, viewerId: string) {
  return toPage(await load(db, eventId, viewerId))
}

/** The stored tabs are exactly what the bill says now (same people, same amounts). */
const samePlan = (rows: SettlementRow[], plan: SettlementPlan) =>
  rows.length === plan.settlements.length &&
  plan.settlements.every((p) =>
    rows.some(
      (r) => r.s.debtorId === p.debtorId && r.s.creditorId === p.creditorId && r.s.amountCents === p.amountCents,
    ),
  )

/**
 * Replaces the event's settlements with the current bill's, closes the event and notifies each
 * debtor, atomically. A concurrent change to the event (an item edit, another calculation, a tab
 * marked paid: all bump the event version) makes the batch roll back and we start again from a fresh
 * read, so a double click or a retry leaves one set. An unchanged bill on a closed event writes
 * nothing (same settlements, their statuses and no second notification).
 */
export async function calculateSettlements(db: Db, eventId: string, viewerId: string, confirmReplacePaid: boolean) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const loaded = await load(db, eventId, viewerId)
    const { snapshot, rows, plan } = loaded
    if (snapshot.event.hostId !== viewerId) throw forbidden(ONLY_HOST_CALCULATES)
    if (snapshot.event.status === 'closed' && samePlan(rows, plan)) return { page: toPage(loaded), created: 0, plan }
    if (!confirmReplacePaid && rows.some((r) => r.s.status === 'paid'))
      throw new ApiError(409, 'settlements_paid', PAID_WOULD_BE_DROPPED)

    const now = new Date()
    const writes: BatchItem<'sqlite'>[] = [
      unchangedSince(db, eventId, snapshot.event.version),
      db.delete(settlements).where(eq(settlements.eventId, eventId)),
      db
        .update(events)
        .set({ status: 'closed', version: sql`${events.version} + 1`, updatedAt: now })
        .where(eq(events.id, eventId)),
    ]
    if (plan.settlements.length > 0)
      writes.push(
        db.insert(settlements).values(
          plan.settlements.map((s) => ({
            id: newId(),
            eventId,
            ...s,
            status: 'pending' as const,
            calculatedAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      )
    for (const s of plan.settlements)
      writes.push(
        notificationInsert(db, {
          userId: s.debtorId,
          eventId,
          type: 'settlement_calculated',
          title: 'Settlement Calculated',
          message: `Your settlement amount: ${formatUSD(s.amountCents)}`,
        }),
      )
    try {
      await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    } catch (err) {
      if (isGuardFailure(err)) continue // someone changed the event after our read: read again
      throw err
    }
    return { page: toPage(await load(db, eventId, viewerId)), created: plan.settlements.length, plan }
  }
  throw conflict('The event kept changing while calculating. Try again.')
}

// Who may move a settlement where (docs/decisions/015). 'I paid' keeps it pending with the debtor's
// note until the creditor confirms; either party (or the host) can dispute with a note.
const RULES = {
  report_paid: { from: ['pending'], who: 'debtor' },
  confirm_paid: { from: ['pending', 'disputed'], who: 'creditor' },
  dispute: { from: ['pending', 'paid'], who: 'either' },
} as const

export const SETTLEMENT_CHANGED = 'This settlement was just changed by someone else. Reload and try again.'

export async function updateSettlement(
  db: Db,
  eventId: string,
  settlementId: string,
  viewerId: string,
  input: UpdateSettlementInput,
) {
  const { snapshot, rows } = await load(db, eventId, viewerId) // 404 for people outside the event
  const row = rows.find((r) => r.s.id === settlementId)
  const isHost = snapshot.event.hostId === viewerId
  if (!row) throw new ApiError(404, 'not_found', 'Settlement not found')
  const isDebtor = row.s.debtorId === viewerId
  const isCreditor = row.s.creditorId === viewerId
  if (!isHost && !isDebtor && !isCreditor) throw forbidden('Only the two people on this tab and the host can change it')
  const rule = RULES[input.action]
  if (!isHost && rule.who === 'debtor' && !isDebtor) throw forbidden('Only the person who owes can mark it paid')
  if (!isHost && rule.who === 'creditor' && !isCreditor)
    throw forbidden('Only the person who is owed can confirm the payment')
  if (!(rule.from as readonly string[]).includes(row.s.status))
    throw conflict(`A ${row.s.status} settlement cannot be changed that way`, 'invalid_transition')

  const note = input.note || null
  const set =
    input.action === 'report_paid'
      ? { notes: note ?? 'Marked as paid' }
      : input.action === 'confirm_paid'
        ? { status: 'paid' as const, notes: note ?? row.s.notes }
        : { status: 'disputed' as const, notes: note }
  const actor = viewerId === row.s.debtorId ? row.debtor : viewerId === row.s.creditorId ? row.creditor : null
  const name = actor ? actor.firstName || actor.username : 'The host'
  const amount = formatUSD(row.s.amountCents)
  const notify = [
    ...(input.action !== 'confirm_paid' && viewerId !== row.s.creditorId
      ? [{ userId: row.s.creditorId, title: input.action === 'dispute' ? 'Settlement Disputed' : 'Payment Reported' }]
      : []),
    ...(input.action !== 'report_paid' && viewerId !== row.s.debtorId
      ? [{ userId: row.s.debtorId, title: input.action === 'dispute' ? 'Settlement Disputed' : 'Payment Confirmed' }]
      : []),
  ]
  const message =
    input.action === 'report_paid'
      ? `${name} says they paid ${amount} for ${snapshot.event.title}`
      : input.action === 'confirm_paid'
        ? `${name} confirmed your payment of ${amount} for ${snapshot.event.title}`
        : `${name} disputed the ${amount} settlement for ${snapshot.event.title}`

  // The UPDATE repeats who may act and from which status, so a race cannot slip between the check
  // and the write; a lost race fails the guard after it and rolls back the notification too.
  const hostOnEvent = sql`${viewerId} = (SELECT ${events.hostId} FROM ${events} WHERE ${events.id} = ${eventId})`
  const actorRule =
    rule.who === 'debtor'
      ? or(eq(settlements.debtorId, viewerId), hostOnEvent)
      : rule.who === 'creditor'
        ? or(eq(settlements.creditorId, viewerId), hostOnEvent)
        : or(eq(settlements.debtorId, viewerId), eq(settlements.creditorId, viewerId), hostOnEvent)
  const writes: BatchItem<'sqlite'>[] = [
    db
      .update(settlements)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(settlements.id, settlementId),
          eq(settlements.eventId, eventId),
          eq(settlements.status, row.s.status),
          inArray(settlements.status, [...rule.from]),
          actorRule,
        ),
      ),
    // The settlement UPDATE above matched nothing (a lost race): undo the notification with it.
    eventGuard(db, eventId, sql`changes() = 0`),
    // Bumping the version tells live viewers to refetch and makes a calculation racing us start over.
    db
      .update(events)
      .set({ version: sql`${events.version} + 1` })
      .where(eq(events.id, eventId)),
    ...notify.map((n) =>
      notificationInsert(db, { userId: n.userId, eventId, type: 'settlement_updated', title: n.title, message }),
    ),
  ]
  try {
    await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  } catch (err) {
    if (isGuardFailure(err)) throw conflict(SETTLEMENT_CHANGED)
    throw err
  }
  return toPage(await load(db, eventId, viewerId))
}
