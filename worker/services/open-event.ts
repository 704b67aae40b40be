import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events } from '../db/schema'
import { conflict } from '../lib/http-error'

export const EVENT_CLOSED = 'This event is closed. The host can reopen it to make changes.'

export const eventClosed = () => conflict(EVENT_CLOSED, 'event_closed')

/** The constraint error the gate raises; nothing else writes NULL into events.status. */
const GATE_FAILURE = 'NOT NULL constraint failed: events.status'

/**
 * The first statement of every batch that changes money or membership (docs/decisions/007). It
 * matches no row while the event is open. Once the event is closed it tries to set the status to
 * NULL, the NOT NULL constraint fails, and D1 rolls the whole batch back (a batch is one
 * transaction), so no insert, update or delete after it can land on a closed event, however
 * the requests interleave with the close. SQLite has no RAISE() outside triggers, and this needs no
 * migration; `isClosedGate` recognises the failure so the caller can answer 409 event_closed.
 */
export function openEventGate(db: Db, eventId: string) {
  return db
    .update(events)
    .set({ status: sql`NULL` })
    .where(and(eq(events.id, eventId), ne(events.status, 'open')))
}

/** Whether `err` (or its cause, drizzle wraps driver errors) is the gate refusing a closed event. */
export function isClosedGate(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (String((e as { message?: unknown }).message ?? e).includes(GATE_FAILURE)) return true
  return false
}
