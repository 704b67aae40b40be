import * as z from 'zod'
import * as TICKETS_RULES from '../../messages/tickets-rules'
import { text } from './text'

export const createTicketSchema = z.object({
  subject: text({ label: TICKETS_RULES.subject, max: 200, required: TICKETS_RULES.subjectRequired }),
  description: text({
    label: TICKETS_RULES.description,
    max: 5000,
    required: TICKETS_RULES.descriptionRequired,
    multiline: true,
  }),
  // Optional; an empty string is stored as null, so "no screenshot" is one value.
  imageUrl: text({ label: TICKETS_RULES.screenshotUrl, max: 2000 })
    .optional()
    .nullable()
    .transform((s) => s || null)
    .refine((s) => s === null || /^https?:\/\//i.test(s), TICKETS_RULES.screenshotUrlScheme),
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
