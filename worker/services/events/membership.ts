import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventParticipants, events, type JOINED_VIA } from '../../db/schema'
import { memberLimitGuard } from './limits'

export type JoinedVia = (typeof JOINED_VIA)[number]

/**
 * The one place a person becomes a member of an event: join by code (or QR), the host adding a
 * registered user or a friend, and an accepted e-mail invitation all put these statements in their
 * batch, after the open-event gate. Adding someone who is already a member changes nothing (joining
 * twice is harmless).
 *
 * 1. the insert; 2. a newcomer moves the event's version (only then: changes() is the insert's row
 * count), so everyone with the event open sees them once the caller publishes that version; 3. the
 * maxUsersPerEvent guard (limits.ts: changes() is now the bump's, which is 1 exactly when someone was
 * added), which fails the whole batch past the limit; wrap the batch in `withLimit(db, 'members', ...)`.
 * A statement that must happen only for a newcomer goes BEFORE these, conditioned on `notMemberYet`.
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
    memberLimitGuard(db, eventId),
  ] as const
}

/** True while `userId` is not yet in the event: the condition for a newcomer-only statement placed before the insert. */
export const notMemberYet = (eventId: string, userId: string) =>
  sql`not exists (select 1 from ${eventParticipants} where ${eventParticipants.eventId} = ${eventId} and ${eventParticipants.userId} = ${userId})`
