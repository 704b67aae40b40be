import { Hono } from 'hono'
import { createTicketSchema, ticketSchema } from '../../src/domain/schemas/ticket'
import { supportTickets } from '../db/schema'
import type { AppEnv } from '../env'
import { newId } from '../lib/ids'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'

export const ticketRoutes = new Hono<AppEnv>().post(
  '/',
  doc('Submit a support ticket', ticketSchema, { status: 201, tags: ['Support'] }),
  requireUser,
  v('json', createTicketSchema),
  async (c) => {
    const input = c.req.valid('json')
    const [row] = await c.var.db
      .insert(supportTickets)
      .values({ id: newId(), userId: me(c).id, ...input, createdAt: new Date() })
      .returning()
    if (!row) throw new Error('Ticket insert returned no row')
    return c.json({ ...row, createdAt: row.createdAt.toISOString() }, 201)
  },
)
