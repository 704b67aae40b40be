import { Hono } from 'hono'
import * as z from 'zod'
import { text } from '../../src/domain/schemas/text'
import * as SHELL from '../../src/messages/shell-more'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { searchMine } from '../services/people/search'

const searchResultSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(['open', 'closed']),
      isHost: z.boolean(),
      joinCode: z.string(),
    }),
  ),
  items: z.array(z.object({ id: z.string(), name: z.string(), eventId: z.string(), eventTitle: z.string() })),
  people: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      firstName: z.string().nullable(),
      eventId: z.string(),
      eventTitle: z.string(),
    }),
  ),
})

// The top bar's search: within your own events, their titles and join codes, their items, and the people
// you share them with (worker/services/people/search.ts).
export const searchRoutes = new Hono<AppEnv>().get(
  '/',
  doc('Search my events (title, join code), their items and the people in them', searchResultSchema, {
    tags: ['Search'],
  }),
  requireUser,
  // Cleaned like the titles it searches (NFC, no hidden characters), so what people see is what matches.
  v('query', z.object({ q: text({ label: SHELL.searchText, max: 100 }) })),
  async (c) => c.json(await searchMine(c.var.db, me(c).id, c.req.valid('query').q)),
)
