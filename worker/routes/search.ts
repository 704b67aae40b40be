import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { text } from '../../src/domain/schemas/text'
import { eventParticipants, events } from '../db/schema'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'

export const searchResultSchema = z.object({
  events: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(['open', 'closed']), isHost: z.boolean() }),
  ),
})

// The top bar's search: your events by title (friends join the results when friends exist).
export const searchRoutes = new Hono<AppEnv>().get(
  '/',
  doc('Search my events by title', searchResultSchema, { tags: ['Search'] }),
  requireUser,
  // Cleaned like the titles it searches (NFC, no hidden characters), so what people see is what matches.
  v('query', z.object({ q: text({ label: 'Search text', max: 100 }) })),
  async (c) => {
    const { q } = c.req.valid('query')
    if (!q) return c.json({ events: [] })
    // instr, not LIKE: a plain substring match needs no escaping of '%' and '_', and D1 refuses LIKE
    // patterns over 50 bytes, which a long or '%'-heavy search would otherwise turn into a 500.
    const needle = q.toLowerCase()
    const rows = await c.var.db
      .select({ id: events.id, title: events.title, status: events.status, hostId: events.hostId })
      .from(eventParticipants)
      .innerJoin(events, eq(events.id, eventParticipants.eventId))
      .where(and(eq(eventParticipants.userId, me(c).id), sql`instr(lower(${events.title}), ${needle}) > 0`))
      .orderBy(desc(events.createdAt))
      .limit(8)
    return c.json({
      events: rows.map((r) => ({ id: r.id, title: r.title, status: r.status, isHost: r.hostId === me(c).id })),
    })
  },
)
