import { and, eq, type SQL, sql } from 'drizzle-orm'
import { DEFAULT_SETTINGS } from '../../../src/domain/schemas/admin'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import type { Db } from '../../db/client'
import { adminSettings, eventParticipants, events, items, placeholders } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { readSettings } from '../admin/admin-settings'

// The admin settings' limits, enforced inside the batch that would pass them (docs/decisions/022).
// Each guard is a statement placed AFTER the batch's insert: it reads the count as it stands with the
// new row(s) in, and the limit from the settings row, both in SQL, so two racing requests cannot both
// slip under the limit (D1 runs one batch at a time) and no extra round trip is spent on the settings.
// Over the limit, the guard writes NULL into events.join_code, the NOT NULL constraint fails and D1
// rolls the whole batch back: open-event.ts's trick, with its own column so the two never mix up.

const LIMIT_FAILURE = 'NOT NULL constraint failed: events.join_code'

/** The current value of a limit column, or `fallback` (the product's default) when the settings row is missing. */
const setting = (column: SQL, fallback: number) =>
  sql`coalesce((select ${column} from ${adminSettings} where ${adminSettings.id} = 'global'), ${fallback})`

function limitGuard(db: Db, eventId: string, overLimit: SQL) {
  return db
    .update(events)
    .set({ joinCode: sql`NULL` })
    .where(and(eq(events.id, eventId), overLimit))
}

/** Whether `err` (or a cause: drizzle wraps driver errors) is a limit guard refusing the batch. */
export function isLimitFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (String((e as { message?: unknown }).message ?? e).includes(LIMIT_FAILURE)) return true
  return false
}

/**
 * After an insert into event_participants: refuses the batch when the event now has more people than
 * maxUsersPerEvent. Only when that insert added a row (`changes()`), so someone already in the event
 * may "join" again even if the limit was lowered below today's head count. Joining by code and the
 * invites (membership.ts) both put this right after their insert.
 */
export function memberLimitGuard(db: Db, eventId: string) {
  const members = sql`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${eventId})`
  return limitGuard(
    db,
    eventId,
    sql`changes() > 0 and ${members} > ${setting(sql`${adminSettings.maxUsersPerEvent}`, DEFAULT_SETTINGS.maxUsersPerEvent)}`,
  )
}

/** After inserting items (by hand or from a receipt): refuses the batch past maxItemsPerEvent. */
export function itemLimitGuard(db: Db, eventId: string) {
  const count = sql`(select count(*) from ${items} where ${items.eventId} = ${eventId})`
  return limitGuard(
    db,
    eventId,
    sql`${count} > ${setting(sql`${adminSettings.maxItemsPerEvent}`, DEFAULT_SETTINGS.maxItemsPerEvent)}`,
  )
}

/** After inserting a new event: refuses the batch when its host now has more than maxEventsPerUser open events. */
export function eventLimitGuard(db: Db, newEventId: string, hostId: string) {
  const open = sql`(select count(*) from ${events} where ${events.hostId} = ${hostId} and ${events.status} = 'open')`
  return limitGuard(
    db,
    newEventId,
    sql`${open} > ${setting(sql`${adminSettings.maxEventsPerUser}`, DEFAULT_SETTINGS.maxEventsPerUser)}`,
  )
}

/**
 * Events one account may host in all, closed ones included, as a multiple of maxEventsPerUser (which
 * counts open events only): closing events does not let one account fill storage without end.
 */
const HOSTED_EVENTS_FACTOR = 50

/** After inserting a new event: refuses the batch when its host now hosts more than the all-time cap. */
export function hostedLimitGuard(db: Db, newEventId: string, hostId: string) {
  const all = sql`(select count(*) from ${events} where ${events.hostId} = ${hostId})`
  const cap = sql`${HOSTED_EVENTS_FACTOR} * ${setting(sql`${adminSettings.maxEventsPerUser}`, DEFAULT_SETTINGS.maxEventsPerUser)}`
  return limitGuard(db, newEventId, sql`${all} > ${cap}`)
}

/** Guests one event may have, as a multiple of maxUsersPerEvent (a table of people without accounts). */
const GUESTS_FACTOR = 2

/** After inserting a guest: refuses the batch when the event has more than GUESTS_FACTOR x maxUsersPerEvent guests. */
export function guestLimitGuard(db: Db, eventId: string) {
  const guests = sql`(select count(*) from ${placeholders} where ${placeholders.eventId} = ${eventId})`
  const cap = sql`${GUESTS_FACTOR} * ${setting(sql`${adminSettings.maxUsersPerEvent}`, DEFAULT_SETTINGS.maxUsersPerEvent)}`
  return limitGuard(db, eventId, sql`${guests} > ${cap}`)
}

export type LimitKind = 'members' | 'events' | 'hosted' | 'guests' | 'items'

/** The 409 for a refused batch, naming the limit as it stands now. */
export async function limitReached(db: Db, kind: LimitKind) {
  const s = await readSettings(db)
  if (kind === 'members') return conflict(EVENTS_SERVER.eventFull(s.maxUsersPerEvent), 'limit_reached')
  if (kind === 'events') return conflict(EVENTS_SERVER.openEventsLimit(s.maxEventsPerUser), 'limit_reached')
  if (kind === 'hosted')
    return conflict(EVENTS_SERVER.hostedEventsLimit(HOSTED_EVENTS_FACTOR * s.maxEventsPerUser), 'limit_reached')
  if (kind === 'guests') return conflict(EVENTS_SERVER.guestsLimit(GUESTS_FACTOR * s.maxUsersPerEvent), 'limit_reached')
  return conflict(EVENTS_SERVER.itemsLimit(s.maxItemsPerEvent), 'limit_reached')
}

/** Runs `work`; a limit guard's refusal becomes the 409 that names the limit. */
export async function withLimit<T>(db: Db, kind: LimitKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isLimitFailure(err)) throw await limitReached(db, kind)
    throw err
  }
}
