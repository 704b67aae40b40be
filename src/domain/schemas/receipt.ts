import * as z from 'zod'
import { MAX_AMOUNT_CENTS, MAX_ITEM_PRICE_CENTS } from '../money'
import { text } from './text'

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS)
const field = (label: string, max: number) => text({ label, max }).default('')

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
    location_name: field('Location', 200),
    street: field('Street', 200),
    city: field('City', 100),
    state: field('State', 50),
    zip: field('ZIP', 20),
    date_time: field('Date and time', 40),
    items: z
      .array(
        z.object({
          name: text({ label: 'Item name', max: 120, required: 'Every item needs a name' }),
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
