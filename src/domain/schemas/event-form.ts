import * as z from 'zod'
import { type Adjustment, type AdjustmentOrigin, adjustmentPatch, readPercent, resolveAdjustment } from '../adjustment'
import { parseDollarsToCents } from '../money'
import { addItemSchema, createEventSchema, editItemSchema, type UpdateEventInput, updateEventSchema } from './event'

// Forms whose inputs are typed text (prices in dollars, percents) rather than the API's integers. Each
// schema reads the form's values and outputs exactly the API body, by piping into the API's own schema,
// so the worker and the browser refuse the same things with the same words (docs/decisions/016-forms.md).

/** Dollars as typed ('12.50', '$1,234') to cents; unreadable text becomes NaN, which the cents schema refuses
 * with its own message. */
const dollarsText = z.string().transform((s) => parseDollarsToCents(s) ?? Number.NaN)

/** A percent as typed: blank is 0, else 0 to 100 with at most 3 decimals, in thousandths of a percent. */
const percentText = z.string().transform((s, ctx) => {
  const rate = readPercent(s)
  if (rate.value === null) ctx.addIssue({ code: 'custom', message: rate.error })
  return rate.value ?? z.NEVER
})

const itemForm = (api: typeof addItemSchema | typeof editItemSchema) =>
  z
    .object({ name: api.shape.name, price: dollarsText.pipe(api.shape.priceCents) })
    .transform(({ name, price }) => ({ name, priceCents: price }))

/** Add Item: { name, price: '12.50' } -> { name, priceCents: 1250 } ('Enter valid name and price'). */
export const addItemFormSchema = itemForm(addItemSchema)
/** Edit Item: the same with the edit wording ('Enter valid name & price'). */
export const editItemFormSchema = itemForm(editItemSchema)

/** Create Event: tax and tip typed as percents (there is no subtotal yet for an amount) -> the POST
 * /api/events body, which says so, so the editor later opens them as percents. */
export const createEventFormSchema = z
  .object({
    title: createEventSchema.shape.title,
    description: createEventSchema.shape.description,
    tax: percentText.pipe(createEventSchema.shape.taxMilliPct.unwrap().unwrap()),
    tip: percentText.pipe(createEventSchema.shape.tipMilliPct.unwrap().unwrap()),
    claimsNeedApproval: z.boolean(),
  })
  .transform(({ tax, tip, ...rest }) => ({
    ...rest,
    taxMilliPct: tax,
    tipMilliPct: tip,
    taxMode: 'percent' as const,
    tipMode: 'percent' as const,
  }))

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
    })
    .transform((v, ctx): UpdateEventInput => {
      const patch: UpdateEventInput = {
        ...(v.title !== event.title && { title: v.title }),
        ...(v.description !== (event.description ?? '') && { description: v.description }),
        ...(v.locationName !== (event.locationName ?? '') && { locationName: v.locationName }),
        ...(v.status !== event.status && { status: v.status }),
        ...(v.claimsNeedApproval !== event.claimsNeedApproval && { claimsNeedApproval: v.claimsNeedApproval }),
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
