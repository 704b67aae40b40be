import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventParticipants, events } from '../../db/schema'

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
