// Choosing subtotal, tax, tip and total. Labels alone mislead (a value printed
// one row off its label, "Sub Total" printed twice, tip suggestions, cash and
// change lines), so every combination of candidates is scored by its labels
// and by the receipt's own arithmetic: subtotal - discount + tax + tip = total, and
// Σ items = subtotal. A rounding line ("Rounding Adj -0.02", "Pembulatan") is part of that sum too,
// and a discount printed between subtotal and total ("COUPON DISCOUNT 8.90") is taken off it.

import { namesAmountToPay, type Role } from './keywords'
import { areAdjacent, isAmountOnly, isLabelOnly, isPercentOnly, type RowInfo, rowAmount } from './rows'
import { dollarAsEightAlternative, printsDollars } from './stray-first-digit'

export interface Totals {
  /** null when no subtotal is printed (the item sum stands in). */
  subtotalCents: number | null
  /** The row the subtotal was read from (null for the item sum): above the summary, it is not an item. */
  subtotalRow: number | null
  taxCents: number
  tipCents: number | null
  totalCents: number | null
  /** First row of the summary block. */
  summaryStart: number
}

interface Candidate {
  cents: number
  row: number
  score: Record<'subtotal' | 'tax' | 'tip' | 'total', number>
  rounding: boolean
  /** Labelled a discount, coupon or promotion: taken off the subtotal. */
  discount: boolean
  /** Labelled as the amount to pay ("TOTAL PAYABLE", "GRAND TOTAL", "TOTAL ROUNDED"). */
  toPay: boolean
}

type Scored = 'subtotal' | 'tax' | 'tip' | 'total'
const SCORED: Scored[] = ['subtotal', 'tax', 'tip', 'total']

/** The first row that opens the summary block: a subtotal/tax/total word near an amount. */
export function findSummaryStart(rows: RowInfo[]): number {
  for (const row of rows) {
    const summary = row.roles.has('subtotal') || row.roles.has('tax') || row.roles.has('total')
    if (!summary) continue
    const near = [rows[row.index - 1], rows[row.index + 1]].some(
      (r) => r !== undefined && isAmountOnly(r) && areAdjacent(r, row),
    )
    if (row.amounts.length > 0 || near) {
      // An amount-only row just above belongs to this label when it has none ("$3.84" / "Total Tax:").
      const above = rows[row.index - 1]
      const owns = row.amounts.length === 0 && above && isAmountOnly(above) && areAdjacent(above, row)
      return owns ? (above as RowInfo).index : row.index
    }
  }
  return rows.length
}

/** Rows at and after a "suggested tip" heading are not part of the bill. */
function suggestionCutoff(rows: RowInfo[], from: number): number {
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as RowInfo
    if (row.roles.has('suggestion') && row.amounts.length === 0) return i
  }
  return rows.length
}

function candidates(rows: RowInfo[], from: number): Candidate[] {
  const cutoff = suggestionCutoff(rows, from)
  const dollars = printsDollars(rows)
  const out: Candidate[] = []
  // A total printed under a rounding adjustment, before the payment lines, is the rounded amount to pay
  // ("TOTAL SALES 28.31", "ROUNDING ADJ -0.01", "TOTAL 28.30").
  let afterRounding = false
  for (let i = from; i < cutoff; i++) {
    const row = rows[i] as RowInfo
    const amount = rowAmount(row)
    if (row.roles.has('payment')) afterRounding = false
    if (!amount || row.roles.has('suggestion') || row.roles.has('memo') || isPercentOnly(row)) continue
    if (/\b(change|chng|cg|kembali|baki|r(ue|u)? ?ckgeld|wechselgeld|rendu|cambio)\b/i.test(row.label)) continue
    const score = { subtotal: 0, tax: 0, tip: 0, total: 0 }
    const own = (role: Role, w: number) => (row.roles.has(role) ? w : 0)
    for (const role of SCORED) score[role] = own(role, 3)
    if (row.roles.has('payment') && score.total === 0) score.total = 0.75
    // Labels on neighbouring rows: strong when this row is only a number, weak otherwise.
    for (const n of [rows[i - 1], rows[i + 1]]) {
      if (!n || !areAdjacent(n, row)) continue
      const w = isAmountOnly(row) && isLabelOnly(n) ? 2 : isLabelOnly(n) ? 1.5 : 0.75
      for (const role of SCORED) if (n.roles.has(role)) score[role] = Math.max(score[role], w)
    }
    // A rounding adjustment is a few hundredths; a "ROUNDING" row with more is the rounded total itself
    // ("ROUNDING RM 177.20" under "ROUNDING ADJUSTMENT -.02", "ROUNDED TOTAL 9.00").
    const roundedTotal = row.roles.has('rounding') && Math.abs(amount.cents) >= 50
    if (roundedTotal) score.total = 3
    const discount = row.roles.has('discount') && !SCORED.some((r) => row.roles.has(r))
    const toPay = roundedTotal || (row.roles.has('total') && (namesAmountToPay(row.label) || afterRounding))
    if (row.roles.has('rounding') && !roundedTotal) afterRounding = true
    // Between two totals the arithmetic accepts ("TOTAL 45.31" and, after a rounding line, "ROUNDED 45.30"),
    // the one labelled as the amount to pay wins.
    if (toPay) score.total += 0.5
    const candidate = {
      cents: amount.cents,
      row: i,
      score,
      rounding: row.roles.has('rounding') && !roundedTotal,
      discount,
      toPay,
    }
    out.push(candidate)
    // "858.30" on a receipt that prints "$": also offered as 58.30, a little less sure, for the arithmetic to pick.
    const alternative = dollars ? dollarAsEightAlternative(row, amount) : undefined
    if (alternative !== undefined) {
      const less = Object.fromEntries(SCORED.map((r) => [r, score[r] - 0.5])) as Candidate['score']
      out.push({ ...candidate, cents: alternative, score: less })
    }
  }
  return out
}

export function chooseTotals(rows: RowInfo[], summaryStart: number, itemsSum: number, itemCount: number): Totals {
  const cands = candidates(rows, summaryStart)
  const none: Candidate = {
    cents: 0,
    row: -1,
    score: { subtotal: 0, tax: 0, tip: 0, total: 0 },
    rounding: false,
    discount: false,
    toPay: false,
  }
  const virtualSubtotal: Candidate = { ...none, row: -2, cents: itemsSum }
  // The priced row just above the summary may be the subtotal with its word garbled ("ORIGENAL.TIL 11.00"
  // over "TAX 0.91" and "TOTAL 11.91"). It is offered as a subtotal only, and wins only where the
  // receipt's arithmetic takes it and the item sum does not (an item sum that adds up earns more).
  const aboveRow = rows[summaryStart - 1]
  const aboveAmount = aboveRow ? rowAmount(aboveRow) : undefined
  const above: Candidate[] =
    aboveAmount && aboveAmount.cents > 0 && itemCount > 1
      ? [{ ...none, cents: aboveAmount.cents, row: summaryStart - 1 }]
      : []
  const subs = [virtualSubtotal, ...above, ...cands.filter((c) => c.cents >= 0)]
  const taxRows = cands.filter((c) => c.score.tax >= 3)
  const taxes = [none, ...cands.filter((c) => c.cents >= 0 && c.cents > 0)]
  if (taxRows.length >= 2) {
    const sum = taxRows.reduce((s, c) => s + c.cents, 0)
    taxes.push({ ...none, cents: sum, row: -3, score: { ...none.score, tax: 3.5 } })
  }
  const tips = [none, ...cands.filter((c) => c.score.tip > 0 && c.cents > 0)]
  const totals = cands.filter((c) => c.cents > 0 && !c.rounding)
  // A rounding adjustment is a few hundredths at most (to the nearest 5 or 10 of the minor unit).
  const roundings = [none, ...cands.filter((c) => c.rounding && c.cents !== 0 && Math.abs(c.cents) < 50)]
  const discounts = [
    none,
    ...cands.filter((c) => c.discount && c.cents !== 0).map((c) => ({ ...c, cents: Math.abs(c.cents) })),
  ]
  // The largest amount labelled as the one to pay: a total printed above it and smaller is a partial total
  // ("TOTAL 6% SUPPLIES (INC. GST) 25.44" above "TOTAL PAYABLE 33.05").
  const due = cands.filter((c) => c.toPay && c.cents > 0).sort((a, b) => b.cents - a.cents)[0]
  // Partial totals above the amount to pay that add up to it ("TOTAL 6% SUPPLIES 30.01" and "TOTAL 0%
  // SUPPLIES -7.43" over "TOTAL PAYABLE 22.58"): that sum is the receipt's own arithmetic, and every total
  // above is a part of the bill, larger or not.
  const labelledAbove = due ? cands.filter((c) => c.score.total >= 3 && c.row < due.row) : []
  const dueIsSumOfParts =
    due !== undefined &&
    labelledAbove.some((a) => labelledAbove.some((b) => b !== a && Math.abs(a.cents + b.cents - due.cents) <= 1))
  const partialAbove = (g: Candidate) =>
    due !== undefined && g.row < due.row && (g.cents < due.cents || dueIsSumOfParts)

  // While a row is labelled the total, the item sum standing in for the subtotal does not make a row labelled
  // as another part of the bill ("Food Subtotal 31.45") the total: with that total misread ("TOTAL $3.34"
  // for $33.34) the identity would outweigh every label and drop the printed tax.
  const labelledTotal = cands.some((c) => c.score.total >= 3)
  const otherPartAsTotal = (g: Candidate) =>
    labelledTotal && g.score.total < 3 && SCORED.some((role) => role !== 'total' && g.score[role] >= 3)

  type Choice = {
    score: number
    s: Candidate
    t: Candidate
    p: Candidate
    g: Candidate | null
    r: Candidate
    d: Candidate
  }
  let best: Choice | null = null
  for (const s of subs) {
    for (const t of taxes) {
      if (t.row >= 0 && t.row === s.row) continue
      for (const p of tips) {
        if (p.row >= 0 && (p.row === s.row || p.row === t.row)) continue
        const gs: (Candidate | null)[] = [...totals, null]
        for (const g of gs) {
          if (g && (g.row === s.row || g.row === t.row || g.row === p.row)) continue
          for (const d of discounts) {
            if (d.row >= 0 && [s.row, t.row, p.row, g?.row].includes(d.row)) continue
            for (const r of roundings) {
              let score = scoreCombination(s, t, p, g, itemsSum, itemCount, r.cents - d.cents)
              if (g && partialAbove(g)) score -= 8
              if (g && s.row === -2 && otherPartAsTotal(g)) score -= 3
              if (s.row >= 0 && s.row < summaryStart) score -= 1
              if (g && g === due && dueIsSumOfParts) score += 6
              if (!best || score > best.score) best = { score, s, t, p, g, r, d }
            }
          }
        }
      }
    }
  }
  if (!best)
    return { subtotalCents: null, subtotalRow: null, taxCents: 0, tipCents: null, totalCents: null, summaryStart }
  const { s, t, p, g, r, d } = best
  return {
    subtotalCents: s.row === -2 ? null : s.cents,
    subtotalRow: s.row >= 0 ? s.row : null,
    taxCents: t.cents,
    tipCents: p.row === -1 ? null : p.cents,
    totalCents: g ? g.cents : s.cents - d.cents + t.cents + p.cents + r.cents,
    summaryStart,
  }
}

function scoreCombination(
  s: Candidate,
  t: Candidate,
  p: Candidate,
  g: Candidate | null,
  itemsSum: number,
  itemCount: number,
  /** The rounding adjustment less any discount: what the receipt adds to subtotal, tax and tip. */
  adjustCents: number,
): number {
  let score = s.score.subtotal + t.score.tax + p.score.tip + (g ? g.score.total : -1)
  const sum = s.cents + t.cents + p.cents + adjustCents
  if (g && Math.abs(sum - g.cents) <= 1) score += 6
  else if (g) score -= 1
  if (itemCount > 0 && Math.abs(s.cents - itemsSum) <= 1) score += 2
  if (s.row === -2 && itemCount === 0) score -= 2
  // Plausibility: taxes and tips are a fraction of the subtotal; the total is the largest.
  if (t.cents > 0.2 * s.cents + 1) score -= 4
  if (p.cents > 0.5 * s.cents + 1) score -= 4
  // (less what a discount or a rounding down takes off)
  if (g && g.cents < s.cents + Math.min(0, adjustCents)) score -= 5
  // Printed order: subtotal, then tax, then total.
  if (g && s.row >= 0 && g.row < s.row) score -= 1
  if (g && t.row >= 0 && g.row < t.row) score -= 1
  if (t.row >= 0 && s.row >= 0 && t.row < s.row) score -= 0.5
  return score
}
