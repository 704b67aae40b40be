// OCR lines (text + boxes) -> parsed receipt. Pure: no DOM, no I/O, so the
// browser, the Node CLI and tests share it.
import { amountStyleOf, findTrailingAmountLenient, stripAmounts } from './amounts'
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

  let items = extractItems(rows, 0, summaryStart)
  const sumOf = (list: ItemLine[]) => list.reduce((s, i) => s + lineTotal(i), 0)
  const totals = chooseTotals(rows, summaryStart, sumOf(items), items.length)
  items = items.filter((i) => i.rowIndex !== totals.subtotalRow)
  if (totals.subtotalCents !== null) items = fitToSubtotal(items, rows, summaryStart, totals.subtotalCents)

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
 * (a misread header or repeated line), or add one skipped priced row that
 * equals the shortfall.
 */
function fitToSubtotal(items: ItemLine[], rows: RowInfo[], end: number, subtotal: number): ItemLine[] {
  const sum = items.reduce((s, i) => s + lineTotal(i), 0)
  const diff = sum - subtotal
  if (Math.abs(diff) <= 1) return items
  if (diff > 0) {
    const idx = items.findLastIndex((i) => lineTotal(i) === diff)
    if (idx >= 0) return items.filter((_, i) => i !== idx)
  } else {
    const taken = new Set(items.map((i) => i.rowIndex))
    for (let r = 0; r < end; r++) {
      const row = rows[r] as RowInfo
      // A price with a misread digit ("Sushi Dinner 1B.95") is read leniently here only, where the subtotal
      // confirms it to the cent.
      const lenient = row.amounts.length === 0 ? findTrailingAmountLenient(row.text)[0] : undefined
      const amount = rowAmount(row) ?? lenient
      if (!amount || taken.has(r) || amount.cents !== -diff) continue
      const label = lenient ? stripAmounts(row.text, [lenient]) : row.label
      const name = hasLetters(label) ? label : 'Item'
      const added: ItemLine = { name, unitCents: amount.cents, quantity: 1, rowIndex: r }
      return [...items, added].sort((a, b) => a.rowIndex - b.rowIndex)
    }
  }
  return items
}
