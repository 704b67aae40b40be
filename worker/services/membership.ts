import type { Db } from '../db/client'
import { eventParticipants, type JOINED_VIA } from '../db/schema'

export type JoinedVia = (typeof JOINED_VIA)[number]

/**
 * The one place a person becomes a member of an event: join by code (or QR), the host adding a
 * registered user or a friend, and an accepted e-mail invitation all put these statements in their
 * batch, after the open-event gate. The admin issue adds the max-users-per-event limit here, so it
 * lands in one place. Adding someone who is already a member changes nothing (joining twice is harmless).
 */
export function addMemberStatements(db: Db, eventId: string, userId: string, via: JoinedVia) {
  return [
    db
      .insert(eventParticipants)
      .values({ eventId, userId, joinedVia: via, joinedAt: new Date() })
      .onConflictDoNothing(),
  ] as const
}
