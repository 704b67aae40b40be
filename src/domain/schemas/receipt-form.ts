import * as z from 'zod'
import * as RECEIPTS_RULES from '../../messages/receipts-rules'
import { type Money, usDollars } from '../currency'
import type { ParsedReceipt } from '../receipt/schema'
import { addItemFormIn } from './event-form'
import { type ApplyReceiptInput, applyReceiptSchema } from './receipt'

// 'Confirm Receipt Details' as a form: the reading as editable text (prices in dollars), read into the
// apply request in cents and piped into the worker's own applyReceiptSchema (docs/decisions/016-forms.md).

/** 'Enter an amount like 4.50' in the event's currency as the viewer writes it ("4,50", "450" in yen). */
const receiptAmountMessage = (money: Money) =>
  RECEIPTS_RULES.enterAmountLike(money.input(money.exponent >= 2 ? 450 * 10 ** (money.exponent - 2) : 450))
const MONEY = ['subtotal', 'tax', 'tip', 'total'] as const

export const receiptDraftSchema = z.object({
  /** tax and tip: within Totals, whether the receipt's figure replaces the event's. */
  include: z.object({
    location: z.boolean(),
    dateTime: z.boolean(),
    totals: z.boolean(),
    items: z.boolean(),
    tax: z.boolean(),
    tip: z.boolean(),
  }),
  replaceExisting: z.boolean(),
  items: z.array(z.object({ key: z.number(), name: z.string(), price: z.string() })),
  money: z.object({ subtotal: z.string(), tax: z.string(), tip: z.string(), total: z.string() }),
})

/**
 * Reads the draft into the apply body. Item lines are read like Add Item's (same messages) and matter
 * only when Line Items is applied; amounts (blank = 0) only when Totals is. Errors sit at
 * ['items', n] and ['money', k]; anything the API schema refuses beyond that at ['receipt', ...].
 */
export function confirmReceiptFormSchema(r: ParsedReceipt, pendingPhoto?: string, money: () => Money = usDollars) {
  const itemForm = addItemFormIn(money)
  return receiptDraftSchema
    .transform((d, ctx): ApplyReceiptInput => {
      const items: { name: string; priceCents: number }[] = []
      if (d.include.items)
        d.items.forEach((line, n) => {
          const item = itemForm.safeParse(line)
          if (item.success) items.push(item.data)
          else ctx.addIssue({ code: 'custom', path: ['items', n], message: item.error.issues[0]?.message ?? '' })
        })
      const cents = { subtotal: 0, tax: 0, tip: 0, total: 0 }
      for (const k of MONEY) {
        const r = money().parse(d.money[k] === '' ? '0' : d.money[k])
        if (r.ok) cents[k] = r.minor
        else if (d.include.totals)
          // The other decimal mark ("4.50" in de-DE) is told which to use (decision 050).
          ctx.addIssue({
            code: 'custom',
            path: ['money', k],
            message: r.decimalMark ? r.message : receiptAmountMessage(money()),
          })
      }
      if (ctx.issues.length) return z.NEVER
      return {
        include: { ...d.include, tax: d.include.totals && d.include.tax, tip: d.include.totals && d.include.tip },
        replaceExisting: d.include.items && d.replaceExisting,
        ...(pendingPhoto ? { pendingPhoto } : {}),
        receipt: {
          location_name: r.location_name,
          street: r.street,
          city: r.city,
          state: r.state,
          zip: r.zip,
          date_time: r.date_time,
          items,
          subtotalCents: cents.subtotal,
          taxCents: cents.tax,
          tipCents: cents.tip,
          totalCents: cents.total,
        },
      }
    })
    .pipe(applyReceiptSchema)
}
