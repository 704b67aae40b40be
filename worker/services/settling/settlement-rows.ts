import { desc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { type LedgerLine, ledgerLines } from '../../../src/domain/ledger'
import type { PaymentDto, SettlementDto } from '../../../src/domain/schemas/settlement'
import * as MY_TAB from '../../../src/messages/my-tab-more'
import type { Db } from '../../db/client'
import { payments, profiles, settlements } from '../../db/schema'

// The ledger's rows (docs/decisions/034): the settlements (what the bill says is owed) and the
// payments (what was paid), each with the two people on it, as batchable queries; and the tabs the
// page shows, built from both by the pure ledgerLines.
const a = alias(profiles, 'party_a')
const b = alias(profiles, 'party_b')

// D1's batch answers rows as objects keyed by column name, so the two profiles' columns need names
// of their own or one would overwrite the other.
const named = <T>(col: SQLWrapper, as: string) => sql<T>`${col}`.as(as)
const person = (p: typeof a | typeof b, prefix: string) => ({
  id: named<string>(p.id, `${prefix}_id`),
  username: named<string>(p.username, `${prefix}_username`),
  firstName: named<string | null>(p.firstName, `${prefix}_first_name`),
  venmo: named<string | null>(p.venmoHandle, `${prefix}_venmo`),
  cashApp: named<string | null>(p.cashAppHandle, `${prefix}_cashapp`),
  paypal: named<string | null>(p.paypalHandle, `${prefix}_paypal`),
  paymentNote: named<string | null>(p.paymentNote, `${prefix}_payment_note`),
})

type Person = { id: string; username: string; firstName: string | null } & SettlementDto['payTo']

export type SettlementRow = { s: typeof settlements.$inferSelect; debtor: Person; creditor: Person }
export type PaymentRow = { p: typeof payments.$inferSelect; from: Person; to: Person }

const settlementColumns = { s: settlements, debtor: person(a, 'pa'), creditor: person(b, 'pb') }
const paymentColumns = { p: payments, from: person(a, 'pa'), to: person(b, 'pb') }

const settlementRowsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(settlementColumns)
    .from(settlements)
    .innerJoin(a, eq(a.id, settlements.debtorId))
    .innerJoin(b, eq(b.id, settlements.creditorId))
    .where(where)
    .orderBy(desc(settlements.amountCents), settlements.debtorId)

const paymentRowsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(a, eq(a.id, payments.fromId))
    .innerJoin(b, eq(b.id, payments.toId))
    .where(where)
    .orderBy(desc(payments.createdAt), payments.id)

/** One event's rows. */
export const eventSettlementRows = (db: Db, eventId: string) =>
  settlementRowsQuery(db, eq(settlements.eventId, eventId))
export const eventPaymentRows = (db: Db, eventId: string) => paymentRowsQuery(db, eq(payments.eventId, eventId))

/** Every row one person is on, across events. */
export const personSettlementRows = (db: Db, userId: string) =>
  settlementRowsQuery(db, or(eq(settlements.debtorId, userId), eq(settlements.creditorId, userId)))
export const personPaymentRows = (db: Db, userId: string) =>
  paymentRowsQuery(db, or(eq(payments.fromId, userId), eq(payments.toId, userId)))

export const refOf = (p: Person) => ({ id: p.id, username: p.username, firstName: p.firstName })
const payToOf = (p: Person) => ({ venmo: p.venmo, cashApp: p.cashApp, paypal: p.paypal, paymentNote: p.paymentNote })

export function toPaymentDto(r: PaymentRow): PaymentDto {
  return {
    id: r.p.id,
    eventId: r.p.eventId,
    from: refOf(r.from),
    to: refOf(r.to),
    amountCents: r.p.amountCents,
    status: r.p.status,
    note: r.p.note,
    createdAt: r.p.createdAt.toISOString(),
    updatedAt: r.p.updatedAt.toISOString(),
  }
}

const pairId = (l: { debtorId: string; creditorId: string }) => `${l.debtorId}~${l.creditorId}`

/** The ledger of one event's rows: its lines, and each line's tab as the page shows it. */
export function eventLedger(eventId: string, rows: SettlementRow[], paid: PaymentRow[]) {
  const lines = ledgerLines(
    rows.map((r) => r.s),
    paid.map((r) => r.p),
  )
  const people = new Map<string, Person>()
  for (const r of rows) people.set(r.debtor.id, r.debtor).set(r.creditor.id, r.creditor)
  for (const r of paid) people.set(r.from.id, r.from).set(r.to.id, r.to)
  const calculatedAt = rows.reduce<Date | null>((at, r) => (at && at > r.s.calculatedAt ? at : r.s.calculatedAt), null)
  const onLine = (l: LedgerLine, p: PaymentRow) =>
    (p.p.fromId === l.debtorId && p.p.toId === l.creditorId) || (p.p.fromId === l.creditorId && p.p.toId === l.debtorId)
  const tabs: SettlementDto[] = lines.map((l) => {
    const debtor = people.get(l.debtorId) as Person
    const creditor = people.get(l.creditorId) as Person
    const linePayments = paid.filter((p) => onLine(l, p))
    const disputed = linePayments.some((p) => p.p.status === 'disputed')
    return {
      id: pairId(l),
      eventId,
      debtor: refOf(debtor),
      creditor: refOf(creditor),
      amountCents: l.owedCents,
      paidCents: l.paidCents,
      reportedCents: l.reportedCents,
      outstandingCents: l.outstandingCents,
      status: l.outstandingCents === 0 ? 'paid' : disputed ? 'disputed' : 'pending',
      paymentReported: l.reportedCents > 0,
      payTo: payToOf(l.outstandingCents < 0 ? debtor : creditor),
      calculatedAt: calculatedAt?.toISOString() ?? null,
      payments: linePayments.map(toPaymentDto),
    }
  })
  return { lines, tabs, people }
}

/** A person's display name: first name, else username, else 'Unknown' (docs/product.md#311-settlements). */
export const displayName = (p: { firstName: string | null; username: string } | null | undefined) =>
  p ? p.firstName || p.username || MY_TAB.unknown : MY_TAB.unknown
