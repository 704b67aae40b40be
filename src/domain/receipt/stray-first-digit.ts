// A price with a first digit that is not part of it: a "$" OCR read as a digit ("$20.00" comes out
// "820.00" or "320.00" on a small or blurred photo), or a mark at the price's left read as one. The reading
// is plausible on its own, so it is only undone where the receipt's own arithmetic asks for it: dropping
// that first digit from the fewest prices makes the items add up to the printed subtotal, to the cent,
// where they did not before. A summary amount whose "$" was read as an 8, on a receipt that prints "$"
// elsewhere, is offered both ways to the choice of totals (totals.ts), whose arithmetic picks one.
import { type Amount, findAmounts } from './amounts'
import { type ItemLine, lineTotal } from './items'
import { isAmountOnly, isLabelOnly, type RowInfo, rowAmount } from './rows'

/** An item price of two or more whole digits, printed bare: its first digit may be a stray. */
const STRAY_FIRST_DIGIT = /^[1-9]\d+[.,]\d{2}$/
/** A summary amount: only the 8 a "$" is most often read as (S is already read as 5, see amounts.ts). */
const DOLLAR_AS_EIGHT = /^8\d+[.,]\d{2}$/
/** More prices than this and the combinations to try (2^n) grow past what one read should spend. */
const MAX_SUSPECTS = 8

export function dropStrayFirstDigits(items: ItemLine[], rows: RowInfo[], summaryStart: number): ItemLine[] {
  const sum = items.reduce((s, i) => s + lineTotal(i), 0)
  const targets = printedSubtotals(rows, summaryStart)
  if (targets.length === 0 || targets.includes(sum)) return items
  const suspects = items.flatMap((item, index) => {
    const fixed = withoutFirstDigit(item, rows[item.rowIndex])
    return fixed === undefined ? [] : [{ index, fixed, saved: lineTotal(item) - fixed * item.quantity }]
  })
  if (suspects.length === 0 || suspects.length > MAX_SUSPECTS) return items
  // The fewest repairs that reach a printed subtotal; an ambiguous fit (two ways) repairs nothing.
  let best: { mask: number; size: number } | null = null
  let tie = false
  for (let mask = 1; mask < 1 << suspects.length; mask++) {
    const picked = suspects.filter((_, k) => mask & (1 << k))
    const total = sum - picked.reduce((s, p) => s + p.saved, 0)
    if (!targets.includes(total)) continue
    if (best && picked.length === best.size) tie = true
    if (!best || picked.length < best.size) {
      best = { mask, size: picked.length }
      tie = false
    }
  }
  if (!best || tie) return items
  const chosen = best.mask
  const fixedAt = new Map(suspects.filter((_, k) => chosen & (1 << k)).map((s) => [s.index, s.fixed]))
  return items.map((item, i) => {
    const fixed = fixedAt.get(i)
    return fixed === undefined ? item : { ...item, unitCents: fixed }
  })
}

/** The item's unit price without its first digit, when that price is printed bare with two or more whole digits. */
function withoutFirstDigit(item: ItemLine, row: RowInfo | undefined): number | undefined {
  const amount = row && rowAmount(row)
  if (!row || !amount || amount.cents !== item.unitCents) return undefined
  return withoutFirst(row, amount, STRAY_FIRST_DIGIT)
}

/** What a summary amount printed bare as "840.30" comes to if its 8 is a misread "$" (40.30). */
export function dollarAsEightAlternative(row: RowInfo, amount: Amount): number | undefined {
  return withoutFirst(row, amount, DOLLAR_AS_EIGHT)
}

function withoutFirst(row: RowInfo, amount: Amount, pattern: RegExp): number | undefined {
  if (amount.dollarSign) return undefined
  const token = row.text.slice(amount.start, amount.end).trim()
  if (!pattern.test(token)) return undefined
  return findAmounts(token.slice(1))[0]?.cents
}

/** Amounts printed as the subtotal: on its labelled row, or alone on the row beside its label. */
function printedSubtotals(rows: RowInfo[], from: number): number[] {
  const out: number[] = []
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as RowInfo
    const amount = rowAmount(row)
    if (!amount || amount.cents <= 0) continue
    const labelled =
      row.roles.has('subtotal') ||
      (isAmountOnly(row) && [rows[i - 1], rows[i + 1]].some((n) => n && isLabelOnly(n) && n.roles.has('subtotal')))
    if (labelled) out.push(amount.cents)
  }
  return out
}

/** The receipt writes "$" on at least two of its amounts, so a bare one may have lost it to OCR. */
export function printsDollars(rows: RowInfo[]): boolean {
  return rows.reduce((n, r) => n + r.amounts.filter((a) => r.text.slice(a.start, a.end).includes('$')).length, 0) >= 2
}
