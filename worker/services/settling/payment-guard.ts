import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import { insertIf } from '../events/insert-if'
import { eventGuard } from '../events/open-event'

// A payment may never take a pair past what its bill says (docs/decisions/048). The route checks the
// amount against the ledger it read, and its batch insists the event is still at that version; this
// says the same rule once more in the write's own SQL, so two writes racing between the read and the
// commit (two settle-ups, a settle-up and an 'I paid') cannot together report more than is owed:
//   confirmed (from -> to, net of any paid back) + reported and awaiting (from -> to, if above 0) + this
//   <= what the settlements say `from` owes `to` in this event.
// It mirrors payableCents (src/domain/ledger.ts): disputed payments count for nothing, a reported payment
// the other way does not make room.

type NewPayment = typeof payments.$inferInsert

/** Payments between the two, from `fromId`'s side (+ fromId paid toId), in one status. */
const paidBetween = (eventId: string, fromId: string, toId: string, status: 'confirmed' | 'pending') =>
  sql`(select coalesce(sum(case when from_id = ${fromId} then amount_cents else -amount_cents end), 0)
    from payments where event_id = ${eventId} and status = ${status}
    and ((from_id = ${fromId} and to_id = ${toId}) or (from_id = ${toId} and to_id = ${fromId})))`

/** What the bill says `fromId` owes `toId` in the event (negative: the other way). */
const owedBetween = (eventId: string, fromId: string, toId: string) =>
  sql`(select coalesce(sum(case when debtor_id = ${fromId} then amount_cents else -amount_cents end), 0)
    from settlements where event_id = ${eventId}
    and ((debtor_id = ${fromId} and creditor_id = ${toId}) or (debtor_id = ${toId} and creditor_id = ${fromId})))`

/** Whether a payment of `amountCents` from `fromId` to `toId` still fits what is owed, evaluated when it runs. */
export const fitsOwed = (eventId: string, fromId: string, toId: string, amountCents: number): SQL =>
  sql`${paidBetween(eventId, fromId, toId, 'confirmed')} + max(0, ${paidBetween(eventId, fromId, toId, 'pending')}) + ${amountCents} <= ${owedBetween(eventId, fromId, toId)}`

/**
 * The payment's INSERT ... SELECT ... WHERE it fits, and a guard after it that fails the whole batch when it
 * did not land (nothing else in the batch is written then).
 */
export function paymentWithinOwed(db: Db, values: NewPayment & { eventId: string; amountCents: number }) {
  return [
    insertIf(db, payments, values, fitsOwed(values.eventId, values.fromId, values.toId, values.amountCents)),
    eventGuard(db, values.eventId, sql`changes() = 0`),
  ] as const
}
