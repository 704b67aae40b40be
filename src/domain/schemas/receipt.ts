import * as z from 'zod'
import { MAX_ITEM_PRICE_CENTS } from '../money'

const cents = z
  .number()
  .int()
  .min(0)
  .max(MAX_ITEM_PRICE_CENTS * 100)
const text = (max: number) => z.string().trim().max(max).default('')

/** A replacement photo waiting for Apply, by the name the upload gave it (receipt-{time}-{random}-{file}). */
export const pendingPhotoName = z
  .string()
  .regex(/^receipt-\d+-[0-9a-f]{8}-[A-Za-z0-9._-]{1,80}$/, 'Not a waiting photo')
export const PENDING_PHOTO_GONE = 'The new photo is no longer waiting to be applied. Choose it again.'

/** 'Confirm Receipt Details' → Apply: what to write, already converted to cents by the client. */
export const applyReceiptSchema = z.object({
  include: z.object({
    location: z.boolean(),
    dateTime: z.boolean(),
    totals: z.boolean(),
    items: z.boolean(),
    // Within Totals, whether the receipt's tax and tip replace the event's (each omitted = yes).
    tax: z.boolean().optional(),
    tip: z.boolean().optional(),
  }),
  replaceExisting: z.boolean().default(false),
  /** A replacement photo uploaded for this reading: it becomes the receipt only now. */
  pendingPhoto: pendingPhotoName.optional(),
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
