import { and, eq } from 'drizzle-orm'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import * as PARTICIPANTS_SERVER from '../../../src/messages/participants-server'
import type { Db } from '../../db/client'
import { eventParticipants, events, itemShares, items, placeholders } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { eventClosed } from './open-event'

export const EVENT_NOT_FOUND = EVENTS_SERVER.eventNotFound

export type EventRow = typeof events.$inferSelect
export type ItemRow = typeof items.$inferSelect

/**
 * Everything a mutation needs to authorize, read in one round trip: the event, whether the viewer
 * belongs to it, and optionally one item. Non-members get the same 404 as a missing event, so event
 * ids cannot be probed.
 */
export async function loadContext(db: Db, eventId: string, viewerId: string, itemId?: string) {
  const [eventRows, memberRows, itemRows, shareRows] = await db.batch([
    db.select().from(events).where(eq(events.id, eventId)),
    db
      .select({ userId: eventParticipants.userId })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, viewerId))),
    db
      .select()
      .from(items)
      .where(and(eq(items.id, itemId ?? ''), eq(items.eventId, eventId))),
    db
      .select({
        targetUserId: itemShares.targetUserId,
        placeholderId: itemShares.placeholderId,
        shareMilliPct: itemShares.shareMilliPct,
        weight: itemShares.weight,
      })
      .from(itemShares)
      .where(and(eq(itemShares.itemId, itemId ?? ''), eq(itemShares.eventId, eventId))),
  ])
  const event = eventRows[0]
  if (!event || memberRows.length === 0) throw notFound(EVENT_NOT_FOUND)
  const item = itemRows[0] ?? null
  if (itemId && !item) throw notFound(EVENTS_SERVER.itemNotFound)
  return { event, item, shares: shareRows, isHost: event.hostId === viewerId }
}

export function requireHost(ctx: { isHost: boolean }, message: string = EVENTS_SERVER.onlyHost) {
  if (!ctx.isHost) throw forbidden(message)
}

/** The clear answer in the common case; correctness comes from the gate in the write (open-event.ts). */
export function requireOpen(event: EventRow) {
  if (event.status !== 'open') throw eventClosed()
}

export function requireItem(item: ItemRow | null): ItemRow {
  if (!item) throw notFound(EVENTS_SERVER.itemNotFound)
  return item
}

/** A person reference must be a participant or a placeholder guest of this event. */
export async function assertPersonInEvent(
  db: Db,
  eventId: string,
  person: { userId: string } | { placeholderId: string },
) {
  if ('userId' in person) {
    const [row] = await db
      .select({ userId: eventParticipants.userId })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, person.userId)))
    if (!row) throw notFound(PARTICIPANTS_SERVER.personNotInEvent)
  } else {
    const [row] = await db
      .select({ id: placeholders.id })
      .from(placeholders)
      .where(and(eq(placeholders.eventId, eventId), eq(placeholders.id, person.placeholderId)))
    if (!row) throw notFound(PARTICIPANTS_SERVER.guestNotInEvent)
  }
}
