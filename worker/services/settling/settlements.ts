import { eq, ne, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { type Bill, computeBill } from '../../../src/domain/bill'
import { ledgerLines, type Owed, tabChanges } from '../../../src/domain/ledger'
import { markedMoney } from '../../../src/domain/money-text'
import {
  effectivePayers,
  type Payer,
  payersProblem,
  positionStory,
  positions,
  tellPosition,
} from '../../../src/domain/payers'
import { billInputOf } from '../../../src/domain/person-key'
import type { EventSnapshot } from '../../../src/domain/schemas/event-snapshot'
import type { SettlementsPage } from '../../../src/domain/schemas/settlement'
import { planSettlements, type SettlementPlan, sumCents } from '../../../src/domain/settle'
import { settleNotices } from '../../../src/domain/settle-notices'
import { tabChangeMessage } from '../../../src/domain/tab-words'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { eventPayers, events, settlements } from '../../db/schema'
import { conflict, forbidden } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { serverMoney } from '../../lib/server-money'
import { eventGuard, isGuardFailure } from '../events/open-event'
import { snapshotQuery, toSnapshot } from '../events/snapshot'
import { type NewNotification, notificationInsert } from '../messages/notifications'
import {
  displayName,
  eventLedger,
  eventPaymentRows,
  eventSettlementRows,
  type PaymentRow,
  type SettlementRow,
} from './settlement-rows'

// Send Tabs (docs/decisions/015): the worker runs the one computeBill over the stored items and
// shares (the same billInputOf mapping the browser uses), maps it to tabs with planSettlements, and
// replaces the event's settlements, closes the event and notifies the debtors in one D1 batch.
// Payments are a ledger of their own (docs/decisions/034): replacing the settlements never touches
// them, so what someone paid still counts against whatever the bill says next.

/** Fails the batch unless the event row is still at `version` (nothing changed since we read it). */
export const unchangedSince = (db: Db, eventId: string, version: number) =>
  eventGuard(db, eventId, ne(events.version, version))

type Loaded = {
  snapshot: EventSnapshot
  rows: SettlementRow[]
  paid: PaymentRow[]
  plan: SettlementPlan
  ledger: ReturnType<typeof eventLedger>
  bill: Bill
  /** The payers the host recorded (none: the host paid it all). */
  payers: Payer[]
  /** Why the recorded payers no longer fit the bill, or null. */
  payerProblem: string | null
}

const eventPayerRows = (db: Db, eventId: string) =>
  db
    .select({ userId: eventPayers.userId, amountCents: eventPayers.amountCents })
    .from(eventPayers)
    .where(eq(eventPayers.eventId, eventId))
    .orderBy(eventPayers.userId)

/** The event (404 for people outside it), its settlements and payments, the plan and the ledger: one round trip. */
export async function load(db: Db, eventId: string, viewerId: string): Promise<Loaded> {
  const [snapshotRow, rows, paid, payers] = await db.batch([
    snapshotQuery(db, eventId, { id: viewerId }),
    eventSettlementRows(db, eventId),
    eventPaymentRows(db, eventId),
    eventPayerRows(db, eventId),
  ])
  const snapshot = toSnapshot(snapshotRow, viewerId)
  const bill = computeBill(billInputOf(snapshot.event, snapshot.items))
  // Payers recorded for an earlier bill no longer add up: the preview falls back to the host paying
  // and calculating is refused until the host updates them.
  const payerProblem = payersProblem(payers, bill.totalCents, serverMoney(snapshot.event.currency))
  const plan = planSettlements(bill, snapshot.event.hostId, payerProblem ? [] : payers)
  const ledger = eventLedger(eventId, rows as SettlementRow[], paid as PaymentRow[])
  return {
    snapshot,
    rows: rows as SettlementRow[],
    paid: paid as PaymentRow[],
    plan,
    ledger,
    bill,
    payers,
    payerProblem,
  }
}

/** Who paid, and each person's position with its explanation (the host sees all, others themselves). */
function payersView(loaded: Loaded, isHost: boolean): Pick<SettlementsPage, 'payers' | 'positions'> {
  const { snapshot, plan, payers, payerProblem } = loaded
  const hostId = snapshot.event.hostId
  const ref = (id: string) => {
    const p = snapshot.participants.find((x) => x.userId === id)
    return { id, username: p?.username ?? 'unknown', firstName: p?.firstName ?? null }
  }
  const used = payerProblem ? [] : payers
  // Each explanation speaks to its own person ("you had ..."), so the others are named.
  const name = (id: string) => displayName(ref(id))
  const extra = plan.unassignedCents + plan.guests.reduce((s, g) => s + g.totalCents, 0)
  const list = positions(loaded.bill, hostId, used)
  return {
    payers: {
      recorded: payers.length > 0,
      list: (payers.length > 0 ? payers : effectivePayers([], hostId, plan.totalCents)).map((p) => ({
        person: ref(p.userId),
        amountCents: p.amountCents,
      })),
      problem: payerProblem,
      people: isHost ? snapshot.participants.map((p) => ref(p.userId)) : [],
    },
    positions: list
      .filter((p) => isHost || p.userId === snapshot.viewerId)
      .map((p) => {
        const story = positionStory(p, plan.settlements, name, p.userId === hostId ? extra : 0)
        return {
          person: ref(p.userId),
          ...story,
          explanation: tellPosition(story, serverMoney(snapshot.event.currency)),
        }
      }),
  }
}

export function toPage(loaded: Loaded): SettlementsPage {
  const { snapshot, ledger, plan } = loaded
  const viewerId = snapshot.viewerId
  const isHost = snapshot.event.hostId === viewerId
  const guestName = (id: string) => snapshot.placeholders.find((p) => p.id === id)?.name ?? SETTLEMENTS_SERVER.guest
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
    ...payersView(loaded, isHost),
    // A participant sees only the tabs they are a party to (docs/product.md#24-participant).
    settlements: ledger.tabs.filter((t) => isHost || t.debtor.id === viewerId || t.creditor.id === viewerId),
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

/** What each person whose tab a recalculation changed is told, with the old and new figures. */
function changeNotifications(loaded: Loaded, viewerId: string, eventId: string): NewNotification[] {
  const { snapshot, rows, paid, plan, ledger } = loaded
  const title = snapshot.event.title
  // Amounts in notifications are marks, written later in each reader's locale.
  const money = markedMoney(snapshot.event.currency)
  const before: Owed[] = rows.map((r) => r.s)
  const name = (id: string) => displayName(ledger.people.get(id) ?? snapshot.participants.find((p) => p.userId === id))
  const out: NewNotification[] = []
  for (const c of tabChanges(
    before,
    plan.settlements,
    paid.map((p) => p.p),
  )) {
    // Each of the two reads the one wording of tab figures from their own side (decision 048).
    const base = { eventId, type: 'settlement_updated' as const, title: SETTLEMENTS_SERVER.tabChangedTitle }
    for (const userId of [c.debtorId, c.creditorId])
      if (userId !== viewerId)
        out.push({ ...base, userId, message: tabChangeMessage(c, title, { money, name, viewerId: userId }) })
  }
  return out
}

/**
 * The first calculation tells everyone in the event where they stand: what they owe and to whom,
 * what they are owed, or that they are even (the host too: it is their record of what to collect).
 */
function firstNotifications(loaded: Loaded, eventId: string): NewNotification[] {
  const { snapshot, plan, paid } = loaded
  const lines = ledgerLines(
    plan.settlements,
    paid.map((p) => p.p),
  )
  const name = (id: string) => displayName(snapshot.participants.find((p) => p.userId === id))
  return settleNotices(
    snapshot.participants.map((p) => p.userId),
    lines,
    name,
    snapshot.event.title,
    markedMoney(snapshot.event.currency),
  ).map((n) => ({
    ...n,
    eventId,
    type: 'settlement_calculated' as const,
    title: SETTLEMENTS_SERVER.settlementCalculatedTitle,
  }))
}

/**
 * Replaces the event's settlements with the current bill's, closes the event and notifies, atomically.
 * The first calculation tells everyone where they stand; a recalculation tells each person whose tab
 * changed the old and new figure and what is left once their payments count. Payments are not
 * touched. A concurrent change to the event (an item edit, another calculation, a payment: all bump
 * the event version) makes the batch roll back and we start again from a fresh read, so a double
 * click or a retry leaves one set. An unchanged bill on a closed event writes nothing.
 */
export async function calculateSettlements(db: Db, eventId: string, viewerId: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const loaded = await load(db, eventId, viewerId)
    const { snapshot, rows, plan, ledger } = loaded
    if (snapshot.event.hostId !== viewerId) throw forbidden(SETTLEMENTS_SERVER.onlyHostCalculates)
    if (loaded.payerProblem) throw conflict(SETTLEMENTS_SERVER.payersMismatch(loaded.payerProblem), 'payers_mismatch')
    if (snapshot.event.status === 'closed' && samePlan(rows, plan)) return { page: toPage(loaded), created: 0, plan }

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
    const notices =
      rows.length > 0 || ledger.lines.length > 0
        ? changeNotifications(loaded, viewerId, eventId)
        : firstNotifications(loaded, eventId)
    for (const n of notices) writes.push(notificationInsert(db, n))
    try {
      await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    } catch (err) {
      if (isGuardFailure(err)) continue // someone changed the event after our read: read again
      throw err
    }
    return { page: toPage(await load(db, eventId, viewerId)), created: plan.settlements.length, plan }
  }
  throw conflict(SETTLEMENTS_SERVER.calculatingKeptChanging)
}
