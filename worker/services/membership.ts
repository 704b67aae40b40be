import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventParticipants, events, type JOINED_VIA } from '../db/schema'

export type JoinedVia = (typeof JOINED_VIA)[number]

/**
 * The one place a person becomes a member of an event: join by code (or QR), the host adding a
 * registered user or a friend, and an accepted e-mail invitation all put these statements in their
 * batch, after the open-event gate. The admin issue adds the max-users-per-event limit here, so it
 * lands in one place. Adding someone who is already a member changes nothing (joining twice is harmless).
 *
 * A newcomer moves the event's version (only then: changes() is the insert's row count), so everyone
 * with the event open sees the new participant once the caller publishes that version. The last
 * statement's changes() is still "was someone added", which callers' conditional notices rely on.
 */
export function addMemberStatements(db: Db, eventId: string, userId: string, via: JoinedVia) {
  return [
    db
      .insert(eventParticipants)
      .values({ eventId, userId, joinedVia: via, joinedAt: new Date() })
      .onConflictDoNothing(),
    db
      .update(events)
      .set({ version: sql`${events.version} + 1` })
      .where(and(eq(events.id, eventId), sql`changes() > 0`))
      .returning({ version: events.version }),
  ] as const
}
