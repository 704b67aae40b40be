// OCR lines (text + boxes) -> parsed receipt. Pure: no DOM, no I/O, so the
// browser, the Node CLI and tests share it.
import {
  type Amount,
  amountStyleOf,
  findTrailingAmountLenient,
  findTrailingAmountWithoutPoint,
  stripAmounts,
} from './amounts'
import { repairConfusedDigit } from './confused-digit'
import { detectCurrency } from './currency'
import { dateOrderShown, namesDayFirstTax, readDateTime } from './datetime'
import { extractHeader, headerIsSure } from './header'
import { expandItems, extractItems, type ItemLine, lineTotal } from './items'
import { hasLetters } from './keywords'
import { groupRows } from './layout'
import type { OcrLine } from './ocr-line'
import { reconcileReceipt } from './reconcile'
import { analyseRows, type RowInfo, rowAmount } from './rows'
import { emptyReceipt, type ParsedReceipt } from './schema'
import { dropStrayFirstDigits } from './stray-first-digit'
import { chooseTotals, findSummaryStart } from './totals'

export function parseReceiptLines(lines: OcrLine[]): ParsedReceipt {
  const grouped = groupRows(lines.filter((l) => l.text.trim() !== ''))
  const texts = grouped.map((r) => r.text)
  const header = extractHeader(
    texts,
    grouped.map((r) => r.height),
    grouped.map((r) => r.clear),
  )
  // The country decides how amounts and dates are written; abroad, the receipt's own dates decide first.
  const usAddress = header.state !== '' && header.zip !== ''
  const currency = detectCurrency(texts, usAddress)
  const style = amountStyleOf(texts, currency)
  const rows = analyseRows(grouped, style)
  const shown = dateOrderShown(texts)
  // Month first in the US; day first wherever another currency, decimal commas, whole units or a tax the
  // US does not have (GST, VAT, SST...) are printed.
  const abroad = currency !== undefined || style === 'whole' || writesDecimalCommas(texts) || namesDayFirstTax(texts)
  const countryOrder = usAddress || currency === 'USD' ? 'mdy' : abroad ? 'dmy' : null
  // A US address settles it: a first number above 12 there is a misread digit, not a day (read unsure).
  const order = usAddress ? 'mdy' : (shown ?? countryOrder)
  const date = readDateTime(texts, order ?? 'mdy', order !== null)
  const date_time = date.iso
  const found = {
    ...header,
    date_time,
    ...(currency ? { currency } : {}),
    confidence: { location: headerIsSure(header), date_time: date.sure },
  }
  const priced = rows.filter((r) => r.amounts.length > 0)
  const summaryStart = findSummaryStart(rows)
  // No money at all, or a single stray number with no bill words: not a receipt.
  if (priced.length === 0 || (priced.length < 2 && summaryStart === rows.length)) {
    return { ...emptyReceipt(false), ...found }
  }

  let items = dropStrayFirstDigits(extractItems(rows, 0, summaryStart), rows, summaryStart)
  const sumOf = (list: ItemLine[]) => list.reduce((s, i) => s + lineTotal(i), 0)
  const totals = chooseTotals(rows, summaryStart, sumOf(items), items.length)
  items = items.filter((i) => i.rowIndex !== totals.subtotalRow)
  if (totals.subtotalCents !== null) items = fitToSubtotal(items, rows, summaryStart, totals.subtotalCents)
  items = repairConfusedDigit(items, totals)

  const expanded = expandItems(items)
  return reconcileReceipt({
    isReceipt: true,
    ...found,
    items: expanded.map((i) => ({ name: i.name, price: i.priceCents / 100 })),
    subtotal: (totals.subtotalCents ?? sumOf(items)) / 100,
    tax: totals.taxCents / 100,
    tip: totals.tipCents === null ? '' : (totals.tipCents / 100).toFixed(2),
    total: (totals.totalCents ?? 0) / 100,
  })
}

/** Most of the receipt's amounts are written with a decimal comma ("12,50"), as in most of the world. */
function writesDecimalCommas(texts: string[]): boolean {
  const count = (re: RegExp) => texts.reduce((n, t) => n + (t.match(re)?.length ?? 0), 0)
  const commas = count(/(?<![\d,.])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,.])/g)
  return commas >= 2 && commas > count(/(?<![\d,.])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d,.])/g)
}

/**
 * The printed subtotal is a checksum on the items. When they disagree, try the
 * smallest repairs that make them agree: drop one line that equals the excess
 * (a misread header or repeated line), or add the fewest skipped priced rows (up to
 * three) that come to the shortfall.
 */
function fitToSubtotal(items: ItemLine[], rows: RowInfo[], end: number, subtotal: number): ItemLine[] {
  const sum = items.reduce((s, i) => s + lineTotal(i), 0)
  const diff = sum - subtotal
  if (Math.abs(diff) <= 1) return items
  if (diff > 0) {
    const idx = items.findLastIndex((i) => lineTotal(i) === diff)
    return idx >= 0 ? items.filter((_, i) => i !== idx) : items
  }
  const added = skippedRowsFor(-diff, items, rows, end)
  return added ? [...items, ...added].sort((a, b) => a.rowIndex - b.rowIndex) : items
}

const MAX_ADDED_ROWS = 3

/** The fewest skipped rows whose prices come to the shortfall; none if two sets do. */
function skippedRowsFor(shortfall: number, items: ItemLine[], rows: RowInfo[], end: number): ItemLine[] | null {
  const taken = new Set(items.map((i) => i.rowIndex))
  const found: ItemLine[] = []
  for (let r = 0; r < end; r++) {
    const row = rows[r] as RowInfo
    if (taken.has(r) || row.roles.size > 0) continue
    // A price with a misread digit or a lost point ("Sushi Dinner 1B.95", "Lady Gaga 1395") is read
    // leniently here only, where the subtotal confirms it to the cent.
    const lenient = row.amounts.length === 0 ? leniently(row.text) : undefined
    const amount = rowAmount(row) ?? lenient
    if (!amount || amount.cents <= 0 || amount.cents > shortfall) continue
    const label = lenient ? stripAmounts(row.text, [lenient]) : row.label
    found.push({ name: hasLetters(label) ? label : 'Item', unitCents: amount.cents, quantity: 1, rowIndex: r })
  }
  for (let size = 1; size <= Math.min(MAX_ADDED_ROWS, found.length); size++) {
    const fits = combinations(found, size).filter((set) => set.reduce((s, i) => s + i.unitCents, 0) === shortfall)
    if (fits.length === 1) return fits[0] as ItemLine[]
    if (fits.length > 1) return null
  }
  return null
}

/** A trailing price read with a misread digit or separator, or with its point lost ("1395" for 13.95). */
function leniently(text: string): Amount | undefined {
  return findTrailingAmountLenient(text)[0] ?? findTrailingAmountWithoutPoint(text)[0]
}

function combinations<T>(list: T[], size: number, from = 0): T[][] {
  if (size === 0) return [[]]
  const out: T[][] = []
  for (let i = from; i <= list.length - size; i++) {
    for (const rest of combinations(list, size - 1, i + 1)) out.push([list[i] as T, ...rest])
  }
  return out
}
