import { and, type Column, desc, eq, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { eventParticipants, events, items, profiles } from '../../db/schema'

/** How many hits of each kind the top bar's search lists: a box to jump from, not a report. */
export const SEARCH_LIMITS = { events: 8, items: 6, people: 6 } as const
/** Rows read to find `people` distinct people: one person may share many events with the viewer. */
const PEOPLE_ROWS = 60

const me = alias(eventParticipants, 'me')
const them = alias(eventParticipants, 'them')

// instr, not LIKE: a plain substring match needs no escaping of '%' and '_', and D1 refuses LIKE
// patterns over 50 bytes, which a long or '%'-heavy search would otherwise turn into a 500.
const contains = (column: Column, needle: string) => sql`instr(lower(${column}), ${needle}) > 0`

// D1 answers a batch's rows as arrays keyed by column name, so two columns both called 'id' or 'title'
// would collapse into one: a joined event's title gets a name of its own.
const eventTitle = () => sql<string>`${events.title}`.as('event_title')

/** The join code part of a query: its letters and digits, upper-cased, when there are at least three. */
function codeNeedle(q: string) {
  const compact = q.toUpperCase().replace(/[\s-]/g, '')
  return /^[A-Z0-9]{3,6}$/.test(compact) ? compact : null
}

/**
 * The top bar's search, in one D1 round trip, over the viewer's own events only (an event they are a
 * participant of, the host included): events by title or join code, items by name, and the people they
 * share an event with by first name or username. Each starts from the viewer's own participant rows, so
 * no word, however well guessed, reaches a table they are not at.
 */
export async function searchMine(db: Db, viewerId: string, q: string) {
  if (!q) return { events: [], items: [], people: [] }
  const needle = q.toLowerCase()
  const code = codeNeedle(q)
  const titleOrCode = code
    ? or(contains(events.title, needle), sql`instr(replace(${events.joinCode}, '-', ''), ${code}) > 0`)
    : contains(events.title, needle)
  const [eventRows, itemRows, personRows] = await db.batch([
    db
      .select({
        id: events.id,
        title: events.title,
        status: events.status,
        hostId: events.hostId,
        joinCode: events.joinCode,
      })
      .from(me)
      .innerJoin(events, eq(events.id, me.eventId))
      .where(and(eq(me.userId, viewerId), titleOrCode))
      .orderBy(desc(events.createdAt))
      .limit(SEARCH_LIMITS.events),
    db
      .select({ id: items.id, name: items.name, eventId: items.eventId, eventTitle: eventTitle() })
      .from(me)
      .innerJoin(items, eq(items.eventId, me.eventId))
      .innerJoin(events, eq(events.id, me.eventId))
      .where(and(eq(me.userId, viewerId), contains(items.name, needle)))
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(SEARCH_LIMITS.items),
    db
      .select({
        id: profiles.id,
        username: profiles.username,
        firstName: profiles.firstName,
        eventId: them.eventId,
        eventTitle: eventTitle(),
      })
      .from(me)
      .innerJoin(them, and(eq(them.eventId, me.eventId), ne(them.userId, viewerId)))
      .innerJoin(profiles, eq(profiles.id, them.userId))
      .innerJoin(events, eq(events.id, me.eventId))
      .where(
        and(eq(me.userId, viewerId), or(contains(profiles.firstName, needle), contains(profiles.username, needle))),
      )
      .orderBy(desc(events.createdAt))
      .limit(PEOPLE_ROWS),
  ])
  // Each person once, with the newest event the viewer shares with them (where a hit leads).
  const people = new Map<string, (typeof personRows)[number]>()
  for (const row of personRows) if (!people.has(row.id)) people.set(row.id, row)
  return {
    events: eventRows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      isHost: r.hostId === viewerId,
      joinCode: r.joinCode,
    })),
    items: itemRows,
    people: [...people.values()].slice(0, SEARCH_LIMITS.people),
  }
}
