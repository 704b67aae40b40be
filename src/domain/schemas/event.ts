import * as z from 'zod'
import { MAX_ITEM_PRICE_CENTS } from '../money'
import { FULL_MILLI_PCT } from '../percent'

/** A tax or tip rate in thousandths of a percent (8.875% = 8875, 100% = 100000). */
const rate = z
  .number()
  .int('Percent must have at most 3 decimals')
  .min(0, 'Percent must be 0 to 100')
  .max(FULL_MILLI_PCT, 'Percent must be 0 to 100')
const cents = z.number().int('Amount must be in whole cents').min(0, 'Amount must be at least 0')

export const createEventSchema = z.object({
  title: z.string().trim().min(1, 'Event Title is required').max(120, 'Event Title must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional().default(''),
  taxMilliPct: rate.optional().default(0),
  tipMilliPct: rate.optional().default(0),
})
export type CreateEventInput = z.input<typeof createEventSchema>

export const updateEventSchema = z
  .object({
    title: z.string().trim().min(1, 'Event Title is required').max(120, 'Event Title must be at most 120 characters'),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
    status: z.enum(['open', 'closed']),
    locationName: z.string().trim().max(200, 'Location must be at most 200 characters'),
    taxMilliPct: rate,
    tipMilliPct: rate,
    // Fixed-amount mode: converted to a percent through the subtotal (spec sections 5 and 9).
    taxAmountCents: cents,
    tipAmountCents: cents,
  })
  .partial()
  .strict()
export type UpdateEventInput = z.input<typeof updateEventSchema>

// Add and edit word the same failure differently (spec section 5).
const itemNameWith = (message: string) =>
  z.string().trim().min(1, message).max(120, 'Item name must be at most 120 characters')
const itemName = itemNameWith('Enter valid name and price')
const itemPrice = z
  .number({ error: 'Enter valid name and price' })
  .int('Enter valid name and price')
  .min(0, 'Enter valid name and price')
  .max(MAX_ITEM_PRICE_CENTS, 'Price must be at most $100,000.00')

// Strict: a body that tries to set status or owner is refused, never half-applied.
export const addItemSchema = z.object({ name: itemName, priceCents: itemPrice }).strict()
export const editItemSchema = z
  .object({
    name: itemNameWith('Enter valid name & price'),
    priceCents: z
      .number({ error: 'Enter valid name & price' })
      .int('Enter valid name & price')
      .min(0, 'Enter valid name & price')
      .max(MAX_ITEM_PRICE_CENTS, 'Price must be at most $100,000.00'),
  })
  .strict()

/** A person an item can belong to: a registered participant or a placeholder guest. */
export const personRefSchema = z.union([
  z.object({ userId: z.string().min(1) }).strict(),
  z.object({ placeholderId: z.string().min(1) }).strict(),
])
export type PersonRef = z.infer<typeof personRefSchema>

export const assignItemSchema = z.object({ assignee: personRefSchema })
export const quickAssignSchema = z.object({
  itemIds: z.array(z.string()).min(1, 'Select at least one item').max(200),
  assignees: z.array(personRefSchema).min(1, 'Select at least one person').max(60),
})
export const splitItemSchema = z.object({
  // Percent strings or numbers as typed; validated by src/domain/split.ts with the spec's messages.
  ownerPercent: z.union([z.string(), z.number()]),
  shares: z.array(z.object({ person: personRefSchema, percent: z.union([z.string(), z.number()]) })).max(60),
})
export const placeholderSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
})
export const joinSchema = z.object({ code: z.string().trim().min(1, 'Please enter a join code').max(20) })
