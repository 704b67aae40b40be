import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventParticipants, events } from '../../db/schema'

/** The viewer's events whose title contains `q` (any case), newest first, at most 8. */
export async function searchMyEvents(db: Db, viewerId: string, q: string) {
  if (!q) return []
  // instr, not LIKE: a plain substring match needs no escaping of '%' and '_', and D1 refuses LIKE
  // patterns over 50 bytes, which a long or '%'-heavy search would otherwise turn into a 500.
  const rows = await db
    .select({ id: events.id, title: events.title, status: events.status, hostId: events.hostId })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(and(eq(eventParticipants.userId, viewerId), sql`instr(lower(${events.title}), ${q.toLowerCase()}) > 0`))
    .orderBy(desc(events.createdAt))
    .limit(8)
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status, isHost: r.hostId === viewerId }))
}
