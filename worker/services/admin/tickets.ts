import type * as z from 'zod'
import type { createTicketSchema } from '../../../src/domain/schemas/ticket'
import type { Db } from '../../db/client'
import { supportTickets } from '../../db/schema'
import { newId } from '../../lib/ids'

/** Stores a support ticket from this user (status and priority take their defaults). */
export async function createTicket(db: Db, userId: string, input: z.output<typeof createTicketSchema>) {
  const [row] = await db
    .insert(supportTickets)
    .values({ id: newId(), userId, ...input, createdAt: new Date() })
    .returning()
  if (!row) throw new Error('Ticket insert returned no row')
  return { ...row, createdAt: row.createdAt.toISOString() }
}
