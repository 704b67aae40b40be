import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
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
  v('query', z.object({ q: z.string().trim().max(100, 'Search text must be at most 100 characters') })),
  async (c) => {
    const { q } = c.req.valid('query')
    if (!q) return c.json({ events: [] })
    // LIKE with our own escape character, so '%' and '_' typed by people match literally.
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const rows = await c.var.db
      .select({ id: events.id, title: events.title, status: events.status, hostId: events.hostId })
      .from(eventParticipants)
      .innerJoin(events, eq(events.id, eventParticipants.eventId))
      .where(and(eq(eventParticipants.userId, me(c).id), sql`lower(${events.title}) like ${pattern} escape '\\'`))
      .orderBy(desc(events.createdAt))
      .limit(8)
    return c.json({
      events: rows.map((r) => ({ id: r.id, title: r.title, status: r.status, isHost: r.hostId === me(c).id })),
    })
  },
)
