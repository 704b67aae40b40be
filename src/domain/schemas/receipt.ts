import * as z from 'zod'
import * as RECEIPTS_RULES from '../../messages/receipts-rules'
import { MAX_AMOUNT_CENTS, MAX_ITEM_PRICE_CENTS } from '../money'
import { text } from './text'

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS)
const field = (label: string, max: number) => text({ label, max }).default('')

/** A replacement photo waiting for Apply, by the name the upload gave it (receipt-{time}-{random}-{file}). */
export const pendingPhotoName = z
  .string()
  .regex(/^receipt-\d+-[0-9a-f]{8}-[A-Za-z0-9._-]{1,80}$/, RECEIPTS_RULES.notWaitingPhoto)
export const PENDING_PHOTO_GONE = RECEIPTS_RULES.photoGone

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
    location_name: field(RECEIPTS_RULES.location, 200),
    street: field(RECEIPTS_RULES.street, 200),
    city: field(RECEIPTS_RULES.city, 100),
    state: field(RECEIPTS_RULES.state, 50),
    zip: field(RECEIPTS_RULES.zip, 20),
    date_time: field(RECEIPTS_RULES.dateAndTime, 40),
    items: z
      .array(
        z.object({
          name: text({ label: RECEIPTS_RULES.itemName, max: 120, required: RECEIPTS_RULES.itemNeedsName }),
          priceCents: z.number().int().min(0).max(MAX_ITEM_PRICE_CENTS),
        }),
      )
      .max(200, RECEIPTS_RULES.tooManyItems),
    subtotalCents: cents,
    taxCents: cents,
    tipCents: cents,
    totalCents: cents,
  }),
})
export type ApplyReceiptInput = z.input<typeof applyReceiptSchema>
