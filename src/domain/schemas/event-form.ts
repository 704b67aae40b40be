import * as z from 'zod'
import * as ITEMS_RULES from '../../messages/items-rules'
import { type Adjustment, type AdjustmentOrigin, adjustmentPatch, readPercent, resolveAdjustment } from '../adjustment'
import { type Money, usDollars } from '../currency'
import { MAX_ITEM_PRICE_CENTS } from '../money'
import { currencySchema } from './currency'
import { addItemSchema, createEventSchema, editItemSchema, type UpdateEventInput, updateEventSchema } from './event'

// Forms whose inputs are typed text (prices in dollars, percents) rather than the API's integers. Each
// schema reads the form's values and outputs exactly the API body, by piping into the API's own schema,
// so the worker and the browser refuse the same things with the same words (docs/decisions/016-forms.md).

/** An amount as typed in the viewer's locale ('12.50', '$1,234', '1.234,50 €') to minor units, or a
 * discount, comp or credit line written with a minus sign in front ('-10.00', '−10,00 €'), read as the same
 * amount negated (decision 046); unreadable text becomes NaN, which the amount schema refuses with its own
 * message. `money` is asked only when a value is read, so building a schema formats nothing. */
const amountText = (money: () => Money, invalid: string) =>
  z.string().transform((s, ctx) => {
    const text = s.trim()
    const negative = /^[-\u2212]/.test(text)
    const r = money().parse(negative ? text.slice(1) : text)
    if (r.ok) return negative ? -r.minor : r.minor
    // "12.50" in de-DE: the item message, and which decimal mark this locale uses (decision 050).
    if (r.decimalMark) {
      ctx.addIssue({ code: 'custom', message: ITEMS_RULES.withDecimalMark(invalid, r.decimalMark) })
      return z.NEVER
    }
    return Number.NaN
  })

/** A percent as typed in the viewer's locale ("7,5" in de-DE): blank is 0, else 0 to 100 with at most 3
 * decimals, in thousandths of a percent. */
const percentText = (locale: () => string) =>
  z.string().transform((s, ctx) => {
    const rate = readPercent(s, locale())
    if (rate.value === null) ctx.addIssue({ code: 'custom', message: rate.error })
    return rate.value ?? z.NEVER
  })

const itemForm = (api: typeof addItemSchema | typeof editItemSchema, money: () => Money, invalid: string) =>
  z
    .object({
      name: api.shape.name,
      price: amountText(money, invalid)
        // The cap in the event's currency ("Price must be at most ¥10,000,000"), before the API's own rules.
        .refine((n) => Number.isNaN(n) || Math.abs(n) <= MAX_ITEM_PRICE_CENTS, {
          error: () => ITEMS_RULES.priceAtMost(money().format(MAX_ITEM_PRICE_CENTS)),
          abort: true,
        })
        .pipe(api.shape.priceCents),
    })
    .transform(({ name, price }) => ({ name, priceCents: price }))

/** Add Item in the event's currency as the viewer writes it: { name, price: '12.50' } -> { name, priceCents:
 * 1250 } ('Enter valid name and price'). */
export const addItemFormIn = (money: () => Money) => itemForm(addItemSchema, money, ITEMS_RULES.addInvalid)
/** Edit Item: the same with the edit wording ('Enter valid name & price'). */
export const editItemFormIn = (money: () => Money) => itemForm(editItemSchema, money, ITEMS_RULES.editInvalid)
/** The item forms for US dollars as the US writes them. */
export const addItemFormSchema = addItemFormIn(usDollars)
export const editItemFormSchema = editItemFormIn(usDollars)

/** Create Event: tax and tip typed as percents in the viewer's locale (there is no subtotal yet for an
 * amount) -> the POST /api/events body, which says so, so the editor later opens them as percents. */
export const createEventFormIn = (locale: () => string) =>
  z
    .object({
      title: createEventSchema.shape.title,
      description: createEventSchema.shape.description,
      tax: percentText(locale).pipe(createEventSchema.shape.taxMilliPct.unwrap().unwrap()),
      tip: percentText(locale).pipe(createEventSchema.shape.tipMilliPct.unwrap().unwrap()),
      claimsNeedApproval: z.boolean(),
      guestsAllowed: z.boolean(),
      currency: currencySchema.optional(),
    })
    .transform(({ tax, tip, ...rest }) => ({
      ...rest,
      taxMilliPct: tax,
      tipMilliPct: tip,
      taxMode: 'percent' as const,
      tipMode: 'percent' as const,
    }))
/** Create Event for a viewer who writes numbers as the US does. */
export const createEventFormSchema = createEventFormIn(() => 'en-US')

const adjustmentValues = z.object({
  mode: z.enum(['percent', 'amount']),
  percent: z.string(),
  amount: z.string(),
}) satisfies z.ZodType<Adjustment>

export type EditEventFormValues = z.input<ReturnType<typeof editEventFormSchema>>
type EventBefore = {
  title: string
  description: string | null
  locationName: string | null
  status: 'open' | 'closed'
  claimsNeedApproval: boolean
  guestsAllowed: boolean
  currency?: string
}

/**
 * The event editor: reads the form and outputs the PATCH body with only what changed (an empty object
 * when nothing did). Tax and tip are percent-or-amount inputs linked through the subtotal the editor
 * opened with (`origins`); a closed event that stays closed keeps them (the worker refuses money changes).
 */
export function editEventFormSchema(event: EventBefore, origins: { tax: AdjustmentOrigin; tip: AdjustmentOrigin }) {
  const shape = updateEventSchema.shape
  return z
    .object({
      title: shape.title.unwrap(),
      description: shape.description.unwrap(),
      locationName: shape.locationName.unwrap(),
      status: shape.status.unwrap(),
      tax: adjustmentValues,
      tip: adjustmentValues,
      claimsNeedApproval: z.boolean(),
      guestsAllowed: z.boolean(),
      currency: currencySchema.optional(),
    })
    .transform((v, ctx): UpdateEventInput => {
      const patch: UpdateEventInput = {
        ...(v.title !== event.title && { title: v.title }),
        ...(v.description !== (event.description ?? '') && { description: v.description }),
        ...(v.locationName !== (event.locationName ?? '') && { locationName: v.locationName }),
        ...(v.status !== event.status && { status: v.status }),
        ...(v.claimsNeedApproval !== event.claimsNeedApproval && { claimsNeedApproval: v.claimsNeedApproval }),
        ...(v.guestsAllowed !== event.guestsAllowed && { guestsAllowed: v.guestsAllowed }),
        ...(v.currency !== undefined && v.currency !== event.currency && { currency: v.currency }),
      }
      if (event.status === 'closed' && v.status === 'closed') return patch
      for (const which of ['tax', 'tip'] as const) {
        const r = resolveAdjustment(v[which], origins[which])
        if (!r.ok) ctx.addIssue({ code: 'custom', path: [which, v[which].mode], message: r.error })
        else Object.assign(patch, adjustmentPatch(which, v[which], origins[which]))
      }
      return ctx.issues.length ? z.NEVER : patch
    })
    .pipe(updateEventSchema)
}
