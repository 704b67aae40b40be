import * as z from 'zod'
import { ADJUSTMENT_MODES } from '../adjustment'
import { MAX_AMOUNT_CENTS, MAX_ITEM_PRICE_CENTS } from '../money'
import { FULL_MILLI_PCT } from '../percent'
import { SPLIT_MESSAGES } from '../split'
import { currencySchema } from './currency'
import { text } from './text'

/** A tax or tip rate in thousandths of a percent (8.875% = 8875, 100% = 100000). */
const rate = z
  .number()
  .int('Percent must have at most 3 decimals')
  .min(0, 'Percent must be 0 to 100')
  .max(FULL_MILLI_PCT, 'Percent must be 0 to 100')
// Bounded so the domain's exact integer arithmetic (amount x FULL_MILLI_PCT) stays in the safe range.
const cents = z
  .number()
  .int('Amount must be in whole cents')
  .min(0, 'Amount must be at least 0')
  .max(MAX_AMOUNT_CENTS, 'Amount must be at most $100,000,000.00')
/** How the host gave a rate; only the editor reads it (it reopens in that mode), the bill never does. */
const rateMode = z.enum(ADJUSTMENT_MODES, 'Mode must be percent or amount')

/** The longest event title; the title boxes count towards it (src/components/events/title-hint.ts). */
export const EVENT_TITLE_MAX = 120
const title = text({ label: 'Event Title', max: EVENT_TITLE_MAX, required: 'Event Title is required' })
const description = text({ label: 'Description', max: 2000, multiline: true })

export const createEventSchema = z.object({
  title,
  description: description.optional().default(''),
  taxMilliPct: rate.optional().default(0),
  tipMilliPct: rate.optional().default(0),
  taxMode: rateMode.optional().default('percent'),
  tipMode: rateMode.optional().default('percent'),
  claimsNeedApproval: z.boolean().optional().default(true),
  // Left out: the host's default currency, else US dollars.
  currency: currencySchema.optional(),
})
export type CreateEventInput = z.input<typeof createEventSchema>

export const updateEventSchema = z
  .object({
    title,
    description,
    status: z.enum(['open', 'closed']),
    locationName: text({ label: 'Location', max: 200 }),
    taxMilliPct: rate,
    tipMilliPct: rate,
    // Fixed-amount mode: converted to a percent through the subtotal (docs/decisions/009).
    taxAmountCents: cents,
    tipAmountCents: cents,
    // Left out, it follows the value sent: an amount makes it 'amount', a percent 'percent'.
    taxMode: rateMode,
    tipMode: rateMode,
    claimsNeedApproval: z.boolean(),
    // Only while the event has no items: every stored amount is in the currency's minor unit.
    currency: currencySchema,
  })
  .partial()
  .strict()
export type UpdateEventInput = z.input<typeof updateEventSchema>

// Add and edit word the same failure differently ('... name and price' / '... name & price').
const itemNameWith = (message: string) =>
  text({ label: 'Item name', max: 120, required: message, maxMessage: 'Item name must be at most 120 characters' })
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
  z.object({ userId: z.string().min(1).max(64) }).strict(),
  z.object({ placeholderId: z.string().min(1).max(64) }).strict(),
])
export type PersonRef = z.infer<typeof personRefSchema>

export const assignItemSchema = z.object({ assignee: personRefSchema })
export const quickAssignSchema = z.object({
  itemIds: z.array(z.string().min(1).max(64)).min(1, 'Select at least one item').max(200),
  assignees: z.array(personRefSchema).min(1, 'Select at least one person').max(60),
})
// Percent strings or numbers as typed (at most 3 decimals: "33.333"); read by src/domain/split.ts, which
// has the form's messages. Bounded here only so nothing absurd reaches it (percent inputs are 0 to 100).
const percentInput = z.union([
  z.string().max(20, SPLIT_MESSAGES.invalidPercent),
  z.number().min(0, SPLIT_MESSAGES.invalidPercent).max(100, SPLIT_MESSAGES.invalidPercent),
])
export const splitItemSchema = z.object({
  ownerPercent: percentInput,
  shares: z.array(z.object({ person: personRefSchema, percent: percentInput })).max(60),
})
export const placeholderSchema = z.object({
  name: text({ label: 'Name', max: 60, required: 'Name is required' }),
})
export const joinSchema = z.object({
  code: text({ label: 'Join code', max: 20, required: 'Please enter a join code' }),
})
