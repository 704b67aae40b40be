// The 'Confirm Receipt Details' form as plain data: the reading becomes editable text fields, and
// the fields become the apply request in cents through confirmReceiptFormSchema (src/domain/schemas).
import type * as z from 'zod'
import { type Money as Currency, readMinor, usDollars } from '@/domain/currency'
import { milliPctFromAmount, milliPctToPercentString } from '@/domain/percent'
import { percentBasisCents } from '@/domain/receipt/reconcile'
import type { ParsedReceipt } from '@/domain/receipt/schema'
import type { ApplyReceiptInput } from '@/domain/schemas/receipt'
import { confirmReceiptFormSchema, type receiptDraftSchema } from '@/domain/schemas/receipt-form'
import * as RECEIPTS from '@/messages/receipts'

export type DraftItem = { key: number; name: string; price: string }
/** tax and tip: within Totals, whether the receipt's figure replaces the event's. */
export type Include = {
  location: boolean
  dateTime: boolean
  totals: boolean
  items: boolean
  tax: boolean
  tip: boolean
}
export type Money = 'subtotal' | 'tax' | 'tip' | 'total'
export type Draft = z.input<typeof receiptDraftSchema>

let nextKey = 1
export const newDraftItem = (name = '', price = ''): DraftItem => ({ key: nextKey++, name, price })

// Readers return amounts in major units (12.5 for $12.50, 1200 for ¥1,200): minor units of the event's
// currency. Negative lines (discounts) cannot be item prices, so they are shown as read ("-2.00") for the
// host to fix or remove, never silently dropped.
const toMinor = (major: number, c: Currency) => Math.round(major * 10 ** c.exponent)
/** "" or an unreadable tip counts as no tip. */
const tipMinor = (tip: string, c: Currency) => {
  const n = Number.parseFloat(tip.replace(/[^\d.-]/g, ''))
  return Number.isFinite(n) ? toMinor(n, c) : 0
}

/**
 * The form's first values. A place or date the reader is unsure of starts unticked. A receipt's tax or tip is ticked to replace the event's only when the event has
 * none yet: a rate the host typed (8.875%) is never swapped by default for one worked out from a receipt's
 * rounded amount (8.997%). Totals is ticked whenever the receipt has a tax or tip to offer, whatever the
 * event's rates: it is the section the host opts in from, so its two boxes stay usable and its summary says
 * plainly that both rates stay. A receipt with no tax or tip line (read as 0) leaves the event's figure alone.
 */
export function draftFrom(
  r: ParsedReceipt,
  event: Pick<CurrentTaxTip, 'taxMilliPct' | 'tipMilliPct'>,
  c: Currency = usDollars(),
): Draft {
  const text = (minor: number) => c.input(minor)
  const hasLocation = [r.location_name, r.street, r.city, r.state, r.zip].some(Boolean)
  const sure = unsure(r)
  const hasTax = toMinor(r.tax, c) > 0
  const hasTip = tipMinor(r.tip, c) > 0
  return {
    include: {
      location: hasLocation && !sure.location,
      dateTime: r.date_time !== '' && !sure.dateTime,
      totals: hasTax || hasTip,
      items: r.items.length > 0,
      tax: hasTax && event.taxMilliPct === 0,
      tip: hasTip && event.tipMilliPct === 0,
    },
    replaceExisting: false,
    items: r.items.map((i) => newDraftItem(i.name, text(toMinor(i.price, c)))),
    money: {
      subtotal: text(toMinor(r.subtotal, c)),
      tax: text(toMinor(r.tax, c)),
      tip: text(tipMinor(r.tip, c)),
      total: text(toMinor(r.total, c)),
    },
  }
}

/**
 * What the reader was unsure of: a place or a date it proposes but could not read cleanly (a garbled
 * name, no city line, a date that reads both ways). Those are offered unticked. Readers that say
 * nothing (the model providers) are taken as sure.
 */
export function unsure(r: ParsedReceipt): { location: boolean; dateTime: boolean } {
  return { location: r.confidence?.location === false, dateTime: r.confidence?.date_time === false }
}

/** Σ of the item prices that parse, and whether any do not. */
export function itemsSum(items: DraftItem[], currency: Currency = usDollars()) {
  let cents = 0
  let invalid = false
  for (const i of items) {
    const c = readMinor(currency, i.price)
    if (c === null) invalid = true
    else cents += c
  }
  return { cents, invalid }
}

export type Gaps = { itemsCents: number; itemsVsSubtotal: number; sumCents: number; sumVsTotal: number }

/** The two reconciliation checks, live as the host edits: items vs subtotal, parts vs total. */
export function gaps(d: Draft, c: Currency = usDollars()): Gaps | null {
  const m = moneyCents(d, c)
  if (!m) return null
  const itemsCents = itemsSum(d.items, c).cents
  const sumCents = m.subtotal + m.tax + m.tip
  return { itemsCents, itemsVsSubtotal: itemsCents - m.subtotal, sumCents, sumVsTotal: m.total - sumCents }
}

function moneyCents(d: Draft, currency: Currency): Record<Money, number> | null {
  const out = {} as Record<Money, number>
  for (const k of ['subtotal', 'tax', 'tip', 'total'] as const) {
    const c = readMinor(currency, d.money[k] === '' ? '0' : d.money[k])
    if (c === null) return null
    out[k] = c
  }
  return out
}

/** The event's tax and tip as they are now (its percents, and what they charge on its subtotal). */
export type CurrentTaxTip = { taxMilliPct: number; tipMilliPct: number; taxCents: number; tipCents: number }

export type TaxTipLine = {
  /** The percent the receipt's amount becomes (on the same subtotal the worker will use), or null. */
  receiptPercent: string | null
  currentPercent: string
  currentCents: number
  /** Whether applying writes this line. */
  replaces: boolean
}

/** Tax and tip side by side: the receipt's (as the percent it will become) and the event's current. */
export function taxTipLines(
  d: Draft,
  current: CurrentTaxTip,
  c: Currency = usDollars(),
): Record<'tax' | 'tip', TaxTipLine> {
  const subtotal = readMinor(c, d.money.subtotal === '' ? '0' : d.money.subtotal)
  const itemCents = d.include.items ? d.items.map((i) => readMinor(c, i.price)) : []
  const basis =
    subtotal === null || itemCents.some((c) => c === null) ? null : percentBasisCents(itemCents as number[], subtotal)
  const line = (k: 'tax' | 'tip', milliPct: number, cents: number): TaxTipLine => {
    const amount = readMinor(c, d.money[k] === '' ? '0' : d.money[k])
    return {
      receiptPercent:
        basis === null || amount === null ? null : milliPctToPercentString(milliPctFromAmount(amount, basis)),
      currentPercent: milliPctToPercentString(milliPct),
      currentCents: cents,
      replaces: d.include.totals && d.include[k],
    }
  }
  return {
    tax: line('tax', current.taxMilliPct, current.taxCents),
    tip: line('tip', current.tipMilliPct, current.tipCents),
  }
}

/**
 * The event's rate and the receipt's side by side, the event's first since it is the one that stays unless
 * the host ticks the box: "Event 8.875% ($2.33) · Receipt 8.997%".
 */
export function rateComparison(l: TaxTipLine, c: Currency = usDollars()): string {
  const event = RECEIPTS.eventRate(l.currentPercent, l.currentCents > 0 ? c.format(l.currentCents) : null)
  if (l.receiptPercent === null) return event
  if (l.receiptPercent === '0') return RECEIPTS.noneOnReceipt(event)
  return RECEIPTS.receiptRate(event, l.receiptPercent, l.receiptPercent === l.currentPercent)
}

/** One line for the Totals choice: what Apply will do to the event's tax and tip. */
export function totalsSummary(lines: Record<'tax' | 'tip', TaxTipLine>): string {
  // Short enough for two lines of a phone's half-width card.
  const part = (name: string, l: TaxTipLine) =>
    l.replaces ? RECEIPTS.newRate(name, l.receiptPercent ?? '?') : RECEIPTS.rateStays(name, l.currentPercent)
  const text = `${part(RECEIPTS.taxName, lines.tax)}; ${part(RECEIPTS.tipName, lines.tip)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Messages to show: per item line (by key), per amount, and anything else the API schema refused. */
export type DraftErrors = { items: Record<number, string>; money: Partial<Record<Money, string>>; other?: string }

/** Puts the form schema's issues where the dialog shows them. */
function draftErrors(d: Draft, issues: { path: PropertyKey[]; message: string }[]): DraftErrors {
  const errors: DraftErrors = { items: {}, money: {} }
  for (const { path, message } of issues) {
    const item = path[0] === 'items' && typeof path[1] === 'number' ? d.items[path[1]] : undefined
    if (item) errors.items[item.key] ??= message
    else if (path[0] === 'money') errors.money[path[1] as Money] ??= message
    else errors.other ??= message
  }
  return errors
}

/** The apply request, or the fields to fix (items only matter when Line Items is checked). */
export function toApply(
  d: Draft,
  r: ParsedReceipt,
  pendingPhoto?: string,
): { ok: true; input: ApplyReceiptInput } | { ok: false; errors: DraftErrors } {
  const parsed = confirmReceiptFormSchema(r, pendingPhoto).safeParse(d)
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: draftErrors(d, parsed.error.issues) }
}
