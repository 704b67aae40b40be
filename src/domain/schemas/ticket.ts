import * as z from 'zod'

export const createTicketSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  // Optional; an empty string is stored as null (spec section 5).
  imageUrl: z
    .string()
    .trim()
    .max(2000)
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
