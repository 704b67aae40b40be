import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { conflict } from '../../lib/http-error'

export const EVENT_CLOSED = EVENTS_SERVER.eventClosed

export const eventClosed = () => conflict(EVENT_CLOSED, 'event_closed')

/** The constraint error an event guard raises; nothing else writes NULL into events.status. */
const GUARD_FAILURE = 'NOT NULL constraint failed: events.status'

/**
 * A batch statement that makes the whole D1 batch roll back when `failWhen` holds for the event row:
 * it matches no row otherwise, and when it does match it sets the status to NULL, the NOT NULL
 * constraint fails, and D1 undoes the batch (a batch is one transaction). SQLite has no RAISE()
 * outside triggers, and this needs no migration. `isGuardFailure` recognises the refusal.
 */
export function eventGuard(db: Db, eventId: string, failWhen: SQL) {
  return db
    .update(events)
    .set({ status: sql`NULL` })
    .where(and(eq(events.id, eventId), failWhen))
}

/** Whether `err` (or its cause, drizzle wraps driver errors) is an event guard refusing the batch. */
export function isGuardFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (String((e as { message?: unknown }).message ?? e).includes(GUARD_FAILURE)) return true
  return false
}

/**
 * The first statement of every batch that changes money or membership (docs/decisions/007): once
 * the event is closed, no insert, update or delete after it can land, however the requests
 * interleave with the close.
 */
export const openEventGate = (db: Db, eventId: string) => eventGuard(db, eventId, ne(events.status, 'open'))

/** The open-event gate refused the batch (the only guard those batches contain). */
export const isClosedGate = isGuardFailure
