import { Hono } from 'hono'
import * as z from 'zod'
import { text } from '../../src/domain/schemas/text'
import * as SHELL from '../../src/messages/shell-more'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { searchMyEvents } from '../services/people/search'

const searchResultSchema = z.object({
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
  v('query', z.object({ q: text({ label: SHELL.searchText, max: 100 }) })),
  async (c) => c.json({ events: await searchMyEvents(c.var.db, me(c).id, c.req.valid('query').q) }),
)
