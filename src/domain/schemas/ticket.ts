import * as z from 'zod'
import { text } from './text'

export const createTicketSchema = z.object({
  subject: text({ label: 'Subject', max: 200, required: 'Subject is required' }),
  description: text({ label: 'Description', max: 5000, required: 'Description is required', multiline: true }),
  // Optional; an empty string is stored as null, so "no screenshot" is one value.
  imageUrl: text({ label: 'Screenshot URL', max: 2000 })
    .optional()
    .nullable()
    .transform((s) => s || null)
    .refine((s) => s === null || /^https?:\/\//i.test(s), 'Screenshot URL must start with http:// or https://'),
})
export type CreateTicketInput = z.input<typeof createTicketSchema>

export const ticketSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    status: z.enum(['open', 'in_progress', 'resolved', 'closed']),
    priority: z.enum(['high', 'medium', 'low']),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportTicket' })
