// The parsed-receipt shape: what every receipt reader returns,
// whether the offline OCR parser or a model provider. External shape, so money
// is in dollars here; the reconciliation maths works in integer cents.
import * as z from 'zod'

const parsedReceiptItemSchema = z.object({
  name: z.string(),
  price: z.number(),
})

/** Arithmetic checks attached by reconcileReceipt, in integer cents. */
export const receiptChecksSchema = z.object({
  /** Σ item prices. */
  items_sum_cents: z.number().int(),
  /** The subtotal as printed (null when the receipt shows none). */
  printed_subtotal_cents: z.number().int().nullable(),
  /** printed subtotal − Σ items (0 when they agree or no subtotal was printed). */
  items_gap_cents: z.number().int(),
  /** total − (subtotal + tax + tip). */
  total_gap_cents: z.number().int(),
})

export const parsedReceiptSchema = z.object({
  isReceipt: z.boolean(),
  location_name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** ISO 8601 local time, e.g. "2016-05-26T12:53:10", or "" when unknown. */
  date_time: z.string(),
  items: z.array(parsedReceiptItemSchema),
  subtotal: z.number(),
  tax: z.number(),
  /** A string, as every reader returns it (worker/receipts/prompt.ts); "" when the receipt shows no tip. */
  tip: z.string(),
  total: z.number(),
  checks: receiptChecksSchema.optional(),
  /** ISO 4217 code, only when the receipt shows it beyond doubt (a code, or a sign of one currency). */
  currency: z.string().length(3).optional(),
  /**
   * Whether the reader is sure of the place and the date it proposes (the offline reader says; models do
   * not). A place or date it is unsure of is offered unticked.
   */
  confidence: z.object({ location: z.boolean(), date_time: z.boolean() }).optional(),
})

export type ParsedReceiptItem = z.infer<typeof parsedReceiptItemSchema>
export type ParsedReceipt = z.infer<typeof parsedReceiptSchema>
export type ReceiptChecks = z.infer<typeof receiptChecksSchema>

export function emptyReceipt(isReceipt = false): ParsedReceipt {
  return {
    isReceipt,
    location_name: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    date_time: '',
    items: [],
    subtotal: 0,
    tax: 0,
    tip: '',
    total: 0,
  }
}

// Models answer loosely: numbers as "12.50" or "$12.50", nulls for unknown
// fields, missing keys. This schema accepts that and normalises to the strict shape.
const looseMoney = z
  .union([z.number(), z.string(), z.null(), z.undefined()])
  .transform((v) => (typeof v === 'number' ? v : moneyFromText(v ?? '')))
const looseText = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))

export const modelReceiptSchema = z.object({
  isReceipt: z.union([z.boolean(), z.string(), z.null(), z.undefined()]).transform((v) => v === true || v === 'true'),
  location_name: looseText,
  street: looseText,
  city: looseText,
  state: looseText,
  zip: looseText,
  date_time: looseText,
  items: z
    .array(z.object({ name: looseText, price: looseMoney }))
    .nullish()
    .transform((v) => v ?? []),
  subtotal: looseMoney,
  tax: looseMoney,
  tip: z
    .union([z.string(), z.number(), z.null(), z.undefined()])
    .transform((v) => (v === null || v === undefined || v === '' ? '' : tipText(v))),
  total: looseMoney,
})

function moneyFromText(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '')
  const n = Number.parseFloat(cleaned)
  return Number.isFinite(n) ? n : 0
}

function tipText(v: string | number): string {
  const n = typeof v === 'number' ? v : moneyFromText(v)
  return n === 0 && typeof v === 'string' && !/\d/.test(v) ? '' : n.toFixed(2)
}
