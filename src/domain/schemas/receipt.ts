import * as z from 'zod'
import { MAX_ITEM_PRICE_CENTS } from '../money'

const cents = z
  .number()
  .int()
  .min(0)
  .max(MAX_ITEM_PRICE_CENTS * 100)
const text = (max: number) => z.string().trim().max(max).default('')

/** 'Confirm Receipt Details' → Apply: what to write, already converted to cents by the client. */
export const applyReceiptSchema = z.object({
  include: z.object({ location: z.boolean(), dateTime: z.boolean(), totals: z.boolean(), items: z.boolean() }),
  replaceExisting: z.boolean().default(false),
  receipt: z.object({
    location_name: text(200),
    street: text(200),
    city: text(100),
    state: text(50),
    zip: text(20),
    date_time: text(40),
    items: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Every item needs a name').max(120),
          priceCents: z.number().int().min(0).max(MAX_ITEM_PRICE_CENTS),
        }),
      )
      .max(200, 'A receipt can add at most 200 items'),
    subtotalCents: cents,
    taxCents: cents,
    tipCents: cents,
    totalCents: cents,
  }),
})
export type ApplyReceiptInput = z.input<typeof applyReceiptSchema>
