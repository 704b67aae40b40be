// Receipt arithmetic, in integer cents so no float drift:
// when Σ item prices and the printed subtotal disagree by more than a cent the
// sum of items is used, and every gap is reported so the UI can show it.
import type { ParsedReceipt, ReceiptChecks } from './schema'

export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}

function toDollars(cents: number): number {
  return cents / 100
}

/** "" or an unparsable tip counts as no tip. */
export function tipCents(tip: string): number {
  const n = Number.parseFloat(tip.replace(/[$,\s]/g, ''))
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

function sumItemCents(items: { price: number }[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price), 0)
}

/**
 * The subtotal that receipt tax and tip become percents of: Σ item prices when they differ from the
 * printed subtotal by more than a cent (the bill is built from the items, so their sum must be its
 * subtotal), else the printed subtotal.
 */
export function percentBasisCents(itemCents: number[], subtotalCents: number): number {
  const sum = itemCents.reduce((s, c) => s + c, 0)
  return itemCents.length > 0 && Math.abs(sum - subtotalCents) > 1 ? sum : subtotalCents
}

function receiptChecks(receipt: ParsedReceipt): ReceiptChecks {
  const itemsSum = sumItemCents(receipt.items)
  const printed = receipt.subtotal === 0 && itemsSum !== 0 ? null : toCents(receipt.subtotal)
  const subtotal = subtotalToUse(itemsSum, printed, receipt.items.length)
  return {
    items_sum_cents: itemsSum,
    printed_subtotal_cents: printed,
    items_gap_cents: printed === null ? 0 : printed - itemsSum,
    total_gap_cents: toCents(receipt.total) - (subtotal + toCents(receipt.tax) + tipCents(receipt.tip)),
  }
}

function subtotalToUse(itemsSum: number, printed: number | null, itemCount: number): number {
  if (printed === null) return itemsSum
  if (itemCount > 0 && Math.abs(printed - itemsSum) > 1) return itemsSum
  return printed
}

/**
 * Apply that rule and attach the checks. Items are kept as read; the
 * subtotal becomes Σ items when they disagree by more than 0.01. A receipt
 * with no items keeps its printed subtotal.
 */
export function reconcileReceipt(receipt: ParsedReceipt): ParsedReceipt {
  const checks = receiptChecks(receipt)
  const subtotal = subtotalToUse(checks.items_sum_cents, checks.printed_subtotal_cents, receipt.items.length)
  const tip = tipCents(receipt.tip)
  return {
    ...receipt,
    items: receipt.items.map((item) => ({ ...item, price: toDollars(toCents(item.price)) })),
    subtotal: toDollars(subtotal),
    tax: toDollars(toCents(receipt.tax)),
    tip: receipt.tip === '' ? '' : toDollars(tip).toFixed(2),
    total: toDollars(toCents(receipt.total)),
    checks,
  }
}
