import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { SettlementDto } from '../../src/domain/schemas/settlement'
import type { Db } from '../db/client'
import { profiles, settlements } from '../db/schema'

// Settlement rows with their debtor and creditor, as one batchable query.
const debtor = alias(profiles, 'debtor')
const creditor = alias(profiles, 'creditor')

// D1's batch answers rows as objects keyed by column name, so the two profiles' columns need names
// of their own or one would overwrite the other.
const named = <T>(col: SQLWrapper, as: string) => sql<T>`${col}`.as(as)
const columns = {
  s: settlements,
  debtor: {
    id: named<string>(debtor.id, 'debtor_profile_id'),
    username: named<string>(debtor.username, 'debtor_username'),
    firstName: named<string | null>(debtor.firstName, 'debtor_first_name'),
  },
  creditor: {
    id: named<string>(creditor.id, 'creditor_profile_id'),
    username: named<string>(creditor.username, 'creditor_username'),
    firstName: named<string | null>(creditor.firstName, 'creditor_first_name'),
  },
  // What the debtor's 'Pay with ...' links need.
  payTo: {
    venmo: named<string | null>(creditor.venmoHandle, 'creditor_venmo'),
    cashApp: named<string | null>(creditor.cashAppHandle, 'creditor_cashapp'),
    paypal: named<string | null>(creditor.paypalHandle, 'creditor_paypal'),
  },
}

export function settlementRowsQuery(db: Db, eventId: string) {
  return db
    .select(columns)
    .from(settlements)
    .innerJoin(debtor, eq(debtor.id, settlements.debtorId))
    .innerJoin(creditor, eq(creditor.id, settlements.creditorId))
    .where(eq(settlements.eventId, eventId))
    .orderBy(desc(settlements.amountCents), settlements.debtorId)
}

export type SettlementRow = {
  s: typeof settlements.$inferSelect
  debtor: SettlementDto['debtor']
  creditor: SettlementDto['creditor']
  payTo: SettlementDto['payTo']
}

/** 'I paid' leaves the tab pending (it still counts as owed) and writes the debtor's note; see 015. */
export const isPaymentReported = (s: { status: string; notes: string | null }) =>
  s.status === 'pending' && s.notes !== null

export function toSettlementDto(row: SettlementRow): SettlementDto {
  return {
    id: row.s.id,
    eventId: row.s.eventId,
    debtor: row.debtor,
    creditor: row.creditor,
    amountCents: row.s.amountCents,
    status: row.s.status,
    notes: row.s.notes,
    paymentReported: isPaymentReported(row.s),
    payTo: row.payTo,
    calculatedAt: row.s.calculatedAt.toISOString(),
    updatedAt: row.s.updatedAt.toISOString(),
  }
}

/** A person's display name: first name, else username, else 'Unknown' (spec, settlements page). */
export const displayName = (p: { firstName: string | null; username: string } | null | undefined) =>
  p ? p.firstName || p.username || 'Unknown' : 'Unknown'

export { columns as settlementColumns, creditor, debtor }
