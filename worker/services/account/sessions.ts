import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventParticipants, session } from '../../db/schema'

// Live sockets are opened under a session and must never outlive it. Each socket is tagged with
// its user and its session (worker/rooms/fanout-room.ts); these functions reach every room such a
// socket can be in: the user's hub and the room of each event they take part in.

type Room = { closeUser(userId: string): Promise<number>; closeSession(sessionId: string): Promise<number> }

async function roomsOf(env: Env, db: Db, userId: string): Promise<Room[]> {
  const memberships = await db
    .select({ eventId: eventParticipants.eventId })
    .from(eventParticipants)
    .where(eq(eventParticipants.userId, userId))
  return [
    env.USER_HUB.get(env.USER_HUB.idFromName(userId)),
    ...memberships.map((m) => env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(m.eventId))),
  ]
}

async function onEveryRoom(env: Env, db: Db, userId: string, close: (room: Room) => Promise<number>) {
  const results = await Promise.allSettled((await roomsOf(env, db, userId)).map(close))
  for (const r of results) if (r.status === 'rejected') console.warn('closing live sockets failed', String(r.reason))
}

/** Closes the live sockets one session opened (it was signed out, revoked or expired). */
export function closeSessionSockets(env: Env, db: Db, userId: string, sessionId: string) {
  return onEveryRoom(env, db, userId, (room) => room.closeSession(sessionId))
}

/**
 * Ends every session of a user and closes all their live sockets, at once. Suspension calls this
 * (requireUser when it meets a suspended account, better-auth's endpoints, the admin route); the
 * sessions go first, so a socket that reconnects is refused.
 */
export async function endAllSessions(env: Env, db: Db, userId: string) {
  await db.delete(session).where(eq(session.userId, userId))
  await onEveryRoom(env, db, userId, (room) => room.closeUser(userId))
}

/**
 * Closes every live socket of a user but leaves their sessions in place. An admin's suspension uses
 * this: the suspended person's next request still names them, so it can be answered 'Account
 * Suspended' (and requireUser then ends every session). Until then every use of those sessions is
 * refused (requireUser and better-auth's hook check the status), so they are dead at once all the same.
 */
export function closeAllSockets(env: Env, db: Db, userId: string) {
  return onEveryRoom(env, db, userId, (room) => room.closeUser(userId))
}
