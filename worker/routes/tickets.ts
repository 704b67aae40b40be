import { Hono } from 'hono'
import { createTicketSchema, ticketSchema } from '../../src/domain/schemas/ticket'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { createTicket } from '../services/tickets'

export const ticketRoutes = new Hono<AppEnv>().post(
  '/',
  doc('Submit a support ticket', ticketSchema, { status: 201, tags: ['Support'] }),
  requireUser,
  v('json', createTicketSchema),
  async (c) => c.json(await createTicket(c.var.db, me(c).id, c.req.valid('json')), 201),
)
