import { and, eq, type SQL, sql } from 'drizzle-orm'
import * as CURRENCY from '../../../src/messages/currency-more'
import type { Db } from '../../db/client'
import { eventParticipants, eventPayers, events, items, payments, settlements } from '../../db/schema'
import { conflict } from '../../lib/http-error'

/**
 * The event's currency when `userId` is in it, for a refusal that names an amount in it; undefined for
 * anyone else (nothing about an event is told to someone outside it, not even its currency).
 */
export async function memberCurrency(db: Db, eventId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: events.currency })
    .from(events)
    .innerJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1)
  return row?.currency
}

// Every stored amount of an event is in minor units of its currency, so a change of currency would
// rescale them silently: a confirmed $30.00 payment would read VND 3,000. The currency is therefore held
// by any row that carries such an amount: an item, and the ledger (a tab, a payment, a payer), which
// outlives its items (the host can delete every item after tabs were sent or payments made).
function currencyHolders(eventId: string) {
  return {
    items: sql<number>`exists (select 1 from ${items} where ${items.eventId} = ${eventId})`,
    ledger: sql<number>`(exists (select 1 from ${settlements} where ${settlements.eventId} = ${eventId})
      or exists (select 1 from ${payments} where ${payments.eventId} = ${eventId})
      or exists (select 1 from ${eventPayers} where ${eventPayers.eventId} = ${eventId}))`,
  }
}

/** For the UPDATE's own WHERE: nothing holds the currency, checked in the same statement as the write. */
export function currencyFree(eventId: string): SQL {
  const held = currencyHolders(eventId)
  return sql`not (${held.items} or ${held.ledger})`
}

/** The 409 for a currency that something holds (items first: that is what the screen's hint names), or null. */
export async function currencyLock(db: Db, eventId: string) {
  const [row] = await db.select(currencyHolders(eventId)).from(events).where(eq(events.id, eventId))
  if (row && Number(row.items)) return conflict(CURRENCY.lockedByItems, 'currency_locked')
  if (row && Number(row.ledger)) return conflict(CURRENCY.lockedByLedger, 'currency_locked')
  return null
}
