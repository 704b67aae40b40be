import { Hono } from 'hono'
import { createTicketSchema, ticketSchema } from '../../src/domain/schemas/ticket'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { createTicket } from '../services/admin/tickets'

export const ticketRoutes = new Hono<AppEnv>().post(
  '/',
  doc('Submit a support ticket', ticketSchema, { status: 201, tags: ['Support'], errors: [400, 401, 429] }),
  requireUser,
  v('json', createTicketSchema),
  async (c) => {
    await takeAllowance(c.var.db, c.env, 'support tickets', rules.ticket(me(c).id))
    return c.json(await createTicket(c.var.db, me(c).id, c.req.valid('json')), 201)
  },
)
