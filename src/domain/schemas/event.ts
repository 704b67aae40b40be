import * as z from 'zod'
import * as EVENTS from '../../messages/events-more'
import * as ITEMS_RULES from '../../messages/items-rules'
import * as PARTICIPANTS from '../../messages/participants'
import { ADJUSTMENT_MODES } from '../adjustment'
import { type Money, usDollars } from '../currency'
import { MAX_AMOUNT_CENTS, MAX_ITEM_PRICE_CENTS } from '../money'
import { FULL_MILLI_PCT } from '../percent'
import { SPLIT_MESSAGES } from '../split'
import { SPLIT_MODE_MESSAGES } from '../split-modes'
import { currencySchema } from './currency'
import { text } from './text'

/** A tax or tip rate in thousandths of a percent (8.875% = 8875, 100% = 100000). */
const rate = z.number().int(EVENTS.percentDecimals).min(0, EVENTS.percentRange).max(FULL_MILLI_PCT, EVENTS.percentRange)
// Bounded so the domain's exact integer arithmetic (amount x FULL_MILLI_PCT) stays in the safe range.
const cents = z
  .number()
  .int(EVENTS.amountWholeCents)
  .min(0, EVENTS.amountAtLeastZero)
  .max(MAX_AMOUNT_CENTS, { error: () => EVENTS.amountAtMost(usDollars().format(MAX_AMOUNT_CENTS)) })
/** How the host gave a rate; only the editor reads it (it reopens in that mode), the bill never does. */
const rateMode = z.enum(ADJUSTMENT_MODES, EVENTS.modeInvalid)

/** The longest event title; the title boxes count towards it (src/components/events/title-hint.ts). */
export const EVENT_TITLE_MAX = 120
const title = text({ label: EVENTS.eventTitle, max: EVENT_TITLE_MAX, required: EVENTS.eventTitleRequired })
const description = text({ label: EVENTS.description, max: 2000, multiline: true })

export const createEventSchema = z.object({
  title,
  description: description.optional().default(''),
  taxMilliPct: rate.optional().default(0),
  tipMilliPct: rate.optional().default(0),
  taxMode: rateMode.optional().default('percent'),
  tipMode: rateMode.optional().default('percent'),
  // Off unless the host asks: at a restaurant table a claim is rarely contested (decision 051).
  claimsNeedApproval: z.boolean().optional().default(false),
  // On unless the host says otherwise (decision 053).
  guestsAllowed: z.boolean().optional().default(true),
  // Left out: the host's default currency, else US dollars.
  currency: currencySchema.optional(),
})
export type CreateEventInput = z.input<typeof createEventSchema>

export const updateEventSchema = z
  .object({
    title,
    description,
    status: z.enum(['open', 'closed']),
    locationName: text({ label: EVENTS.location, max: 200 }),
    taxMilliPct: rate,
    tipMilliPct: rate,
    // Fixed-amount mode: converted to a percent through the subtotal (docs/decisions/009).
    taxAmountCents: cents,
    tipAmountCents: cents,
    // Left out, it follows the value sent: an amount makes it 'amount', a percent 'percent'.
    taxMode: rateMode,
    tipMode: rateMode,
    claimsNeedApproval: z.boolean(),
    guestsAllowed: z.boolean(),
    // Only while the event has no items: every stored amount is in the currency's minor unit.
    currency: currencySchema,
  })
  .partial()
  .strict()
export type UpdateEventInput = z.input<typeof updateEventSchema>

// Add and edit word the same failure differently ('... name and price' / '... name & price').
const itemNameWith = (message: string) =>
  text({ label: ITEMS_RULES.itemName, max: 120, required: message, maxMessage: ITEMS_RULES.itemNameTooLong })
// The cap is the same number of minor units in every currency ($100,000.00, ¥10,000,000, KWD 10,000.000),
// named in the event's currency; `money` is asked only when a price is refused, so building formats nothing.
const itemPrice = (message: string, money: () => Money) =>
  z
    .number({ error: message })
    .int(message)
    // A discount, comp or credit line is a negative price, as large as any price (decision 046).
    .min(-MAX_ITEM_PRICE_CENTS, { error: () => ITEMS_RULES.priceAtMost(money().format(MAX_ITEM_PRICE_CENTS)) })
    .max(MAX_ITEM_PRICE_CENTS, { error: () => ITEMS_RULES.priceAtMost(money().format(MAX_ITEM_PRICE_CENTS)) })

// Strict: a body that tries to set status or owner is refused, never half-applied.
/** Add Item's body, its price cap named in the event's currency. */
export const addItemSchemaIn = (money: () => Money) =>
  z
    .object({
      name: itemNameWith(ITEMS_RULES.addInvalid),
      priceCents: itemPrice(ITEMS_RULES.addInvalid, money),
    })
    .strict()
/** Edit Item's body, with the edit wording. */
export const editItemSchemaIn = (money: () => Money) =>
  z
    .object({
      name: itemNameWith(ITEMS_RULES.editInvalid),
      priceCents: itemPrice(ITEMS_RULES.editInvalid, money),
    })
    .strict()
/** The item bodies in US dollars: what the OpenAPI document shows and what a US-dollar event's refusal says. */
export const addItemSchema = addItemSchemaIn(usDollars)
export const editItemSchema = editItemSchemaIn(usDollars)

/** A person an item can belong to: a registered participant or a placeholder guest. */
export const personRefSchema = z.union([
  z.object({ userId: z.string().min(1).max(64) }).strict(),
  z.object({ placeholderId: z.string().min(1).max(64) }).strict(),
])
export type PersonRef = z.infer<typeof personRefSchema>

export const assignItemSchema = z.object({ assignee: personRefSchema })
export const quickAssignSchema = z.object({
  itemIds: z.array(z.string().min(1).max(64)).min(1, ITEMS_RULES.selectItem).max(200),
  assignees: z.array(personRefSchema).min(1, ITEMS_RULES.selectPerson).max(60),
})
// Percent strings or numbers as typed (at most 3 decimals: "33.333"); read by src/domain/split.ts, which
// has the form's messages. Bounded here only so nothing absurd reaches it (percent inputs are 0 to 100).
const percentInput = z.union([
  z.string().max(20, SPLIT_MESSAGES.invalidPercent),
  z.number().min(0, SPLIT_MESSAGES.invalidPercent).max(100, SPLIT_MESSAGES.invalidPercent),
])
/** A count of shares as typed ("2", "1.5"); read by src/domain/split-modes.ts, which says what is wrong. */
const sharesInput = z.union([
  z.string().max(20, SPLIT_MODE_MESSAGES.invalidShares),
  z.number().min(0, SPLIT_MODE_MESSAGES.invalidShares).max(1000, SPLIT_MODE_MESSAGES.invalidShares),
])
const splitPeople = <T extends z.ZodRawShape>(extra: T) =>
  z.array(z.object({ person: personRefSchema, ...extra }).strict()).max(60)
/** Split Item, kept as the person chose it (decision 046): percentages (the mode left out means this one),
 * equal parts, share counts or amounts in the event's minor unit. */
export const splitItemSchema = z.union([
  z.object({
    mode: z.literal('percent').optional(),
    ownerPercent: percentInput,
    shares: splitPeople({ percent: percentInput }),
  }),
  z.object({ mode: z.literal('equal'), includeOwner: z.boolean().optional(), shares: splitPeople({}) }),
  z.object({
    mode: z.literal('shares'),
    ownerShares: sharesInput.optional(),
    shares: splitPeople({ shares: sharesInput }),
  }),
  z.object({
    mode: z.literal('amounts'),
    shares: splitPeople({
      amountCents: z
        .number()
        .int(SPLIT_MODE_MESSAGES.invalidAmount)
        .min(0, SPLIT_MODE_MESSAGES.invalidAmount)
        .max(MAX_ITEM_PRICE_CENTS, SPLIT_MODE_MESSAGES.invalidAmount),
    }),
  }),
])
export type SplitItemInput = z.infer<typeof splitItemSchema>
export const placeholderSchema = z.object({
  name: text({ label: PARTICIPANTS.name, max: 60, required: PARTICIPANTS.guestNameRequired }),
})
export const joinSchema = z.object({
  code: text({ label: EVENTS.joinCode, max: 20, required: EVENTS.joinCodeRequired }),
})
