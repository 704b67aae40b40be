// A price with one digit misread as a digit of similar shape ("27.95" read "27.85", "3.66" read "3.68"):
// the most common OCR slip on a photographed receipt, and plausible on its own. It is undone only where the
// receipt's own arithmetic asks for it twice over: the printed subtotal, tax, tip and total agree with each
// other to the cent (so the subtotal is not the misread one), and changing exactly one cents digit of exactly
// one price, to a digit of similar shape, makes the items add up to that subtotal. Two such repairs: none.
// Only the cents digits: a gap of whole dollars is as likely an item the reader missed (a $2.00 side), while
// no line costs the dime or two cents such a gap comes to.
import { type ItemLine, lineTotal } from './items'
import type { Totals } from './totals'

/** Digits that thermal-print and camera OCR take for each other (strokes added or lost). */
const LOOKALIKES: Record<string, string> = {
  '0': '68',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '058',
  '7': '1',
  '8': '03569',
  '9': '8',
}

export function repairConfusedDigit(items: ItemLine[], totals: Totals): ItemLine[] {
  const { subtotalCents: subtotal, subtotalRow, taxCents, tipCents, totalCents } = totals
  // Only a printed subtotal that the printed total confirms: subtotal + tax + tip = total, to the cent.
  if (subtotal === null || subtotalRow === null || subtotal + taxCents + (tipCents ?? 0) !== totalCents) return items
  const gap = subtotal - items.reduce((s, i) => s + lineTotal(i), 0)
  if (Math.abs(gap) <= 1) return items
  const repairs = items.flatMap((item, index) =>
    lookalikePrices(item.unitCents)
      .filter((cents) => (cents - item.unitCents) * item.quantity === gap)
      .map((cents) => ({ index, cents })),
  )
  if (repairs.length !== 1) return items
  const [repair] = repairs as [{ index: number; cents: number }]
  return items.map((item, i) => (i === repair.index ? { ...item, unitCents: repair.cents } : item))
}

/** Every price one lookalike digit away from `cents` in its cents digits ("27.85" -> 27.95, 27.35...). */
function lookalikePrices(cents: number): number[] {
  if (cents <= 0) return []
  const whole = Math.floor(cents / 100)
  const decimals = String(cents % 100).padStart(2, '0')
  const out: number[] = []
  for (let i = 0; i < 2; i++) {
    for (const d of LOOKALIKES[decimals[i] as string] ?? '') {
      out.push(whole * 100 + Number(decimals.slice(0, i) + d + decimals.slice(i + 1)))
    }
  }
  return out
}
