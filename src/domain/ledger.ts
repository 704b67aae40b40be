// The payment ledger (docs/decisions/034). What people owe comes from the bill (planSettlements over
// computeBill); what they paid is a list of payments that nothing but the people on them changes:
// a recalculation replaces what is owed and never touches a payment. Everything below is a pure
// function of those two lists, so the browser and the worker agree to the cent.

export type Owed = { debtorId: string; creditorId: string; amountCents: number }

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'disputed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export type LedgerPayment = { fromId: string; toId: string; amountCents: number; status: PaymentStatus }

/** One pair of people in one event: what the bill says, what was paid, what is left. */
export type LedgerLine = {
  debtorId: string
  creditorId: string
  /** What the bill says the debtor owes the creditor (0 when only payments link them now). */
  owedCents: number
  /** Confirmed payments, debtor to creditor minus creditor to debtor. */
  paidCents: number
  /** Payments reported and not yet confirmed, debtor to creditor minus creditor to debtor. */
  reportedCents: number
  /** owed - paid: above 0 the debtor still owes; below 0 the creditor owes that much back. */
  outstandingCents: number
}

const SEP = '\u0000'

/**
 * Every pair with something owed or paid between them. A pair keeps the direction of its bill
 * (debtor -> creditor); a pair with payments only is read from its first payment's payer. Only
 * confirmed payments reduce what is owed: a reported payment is money not yet received, and a
 * disputed one counts for nothing until the person paid confirms it.
 */
export function ledgerLines(owed: readonly Owed[], payments: readonly LedgerPayment[]): LedgerLine[] {
  const lines = new Map<string, LedgerLine>()
  const lineFor = (a: string, b: string) => {
    const existing = lines.get(a + SEP + b) ?? lines.get(b + SEP + a)
    if (existing) return existing
    const line = { debtorId: a, creditorId: b, owedCents: 0, paidCents: 0, reportedCents: 0, outstandingCents: 0 }
    lines.set(a + SEP + b, line)
    return line
  }
  for (const o of owed) {
    if (o.debtorId === o.creditorId) continue
    const line = lineFor(o.debtorId, o.creditorId)
    line.owedCents += line.debtorId === o.debtorId ? o.amountCents : -o.amountCents
  }
  for (const p of payments) {
    if (p.fromId === p.toId || p.status === 'disputed') continue
    const line = lineFor(p.fromId, p.toId)
    const signed = line.debtorId === p.fromId ? p.amountCents : -p.amountCents
    if (p.status === 'confirmed') line.paidCents += signed
    else line.reportedCents += signed
  }
  for (const line of lines.values()) line.outstandingCents = line.owedCents - line.paidCents
  return [...lines.values()].sort(
    (a, b) => b.owedCents - a.owedCents || cmp(a.debtorId, b.debtorId) || cmp(a.creditorId, b.creditorId),
  )
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** What `fromId` still owes `toId` on these lines (negative: `toId` owes `fromId`). */
export function owesCents(lines: readonly LedgerLine[], fromId: string, toId: string): number {
  let cents = 0
  for (const l of lines) {
    if (l.debtorId === fromId && l.creditorId === toId) cents += l.outstandingCents
    else if (l.debtorId === toId && l.creditorId === fromId) cents -= l.outstandingCents
  }
  return cents
}

/** Payments `fromId` reported to `toId` that are not confirmed yet (net of any reported back). */
export function reportedCents(lines: readonly LedgerLine[], fromId: string, toId: string): number {
  let cents = 0
  for (const l of lines) {
    if (l.debtorId === fromId && l.creditorId === toId) cents += l.reportedCents
    else if (l.debtorId === toId && l.creditorId === fromId) cents -= l.reportedCents
  }
  return cents
}

/**
 * The most `fromId` may record as paid to `toId`: what they owe less what they already reported
 * and is awaiting confirmation, so nobody pays twice by accident. 0 when nothing is owed.
 */
export const payableCents = (lines: readonly LedgerLine[], fromId: string, toId: string) =>
  Math.max(0, owesCents(lines, fromId, toId) - Math.max(0, reportedCents(lines, fromId, toId)))

/**
 * What can still be paid on a tab, signed like its outstanding amount (+ the debtor pays, - the creditor pays
 * back): the outstanding amount less what the one paying already reported and awaits confirmation (reported
 * is signed the same way). payableCents for one tab; settle-up spreads only this (docs/decisions/048).
 */
export function leftToPayCents(outstandingCents: number, reportedCents: number): number {
  const sign = outstandingCents < 0 ? -1 : 1
  const left = Math.max(0, Math.abs(outstandingCents) - Math.max(0, sign * reportedCents))
  return left === 0 ? 0 : sign * left
}

/** Each person's net position: above 0 they are owed, below 0 they owe. Sums to 0 over everyone. */
export function balances(lines: readonly LedgerLine[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const l of lines) {
    out.set(l.debtorId, (out.get(l.debtorId) ?? 0) - l.outstandingCents)
    out.set(l.creditorId, (out.get(l.creditorId) ?? 0) + l.outstandingCents)
  }
  return out
}

/** What one person's tab did in a recalculation, for their notification. */
export type TabChange = {
  debtorId: string
  creditorId: string
  oldOwedCents: number
  newOwedCents: number
  paidCents: number
  /** Reported and awaiting confirmation, debtor to creditor (net of any the other way). */
  reportedCents: number
  /** What is left after the change: above 0 still owed, below 0 owed back. */
  outstandingCents: number
}

/**
 * The pairs whose bill amount a recalculation changed (from `before` to `after`, the same payments
 * on both sides), with the old and new figures and what is left once confirmed payments count.
 * A pair that appears or disappears changes from or to 0.
 */
export function tabChanges(
  before: readonly Owed[],
  after: readonly Owed[],
  payments: readonly LedgerPayment[],
): TabChange[] {
  const oldLines = ledgerLines(before, payments)
  const newLines = ledgerLines(after, payments)
  const changes: TabChange[] = []
  const seen = new Set<string>()
  for (const line of [...newLines, ...oldLines]) {
    const key = [line.debtorId, line.creditorId].sort().join(SEP)
    if (seen.has(key)) continue
    seen.add(key)
    // Read both sides in the new line's direction (or the old one's when the pair is gone).
    const { debtorId, creditorId } = newLines.find((l) => sameKey(l, key)) ?? line
    const owedIn = (lines: LedgerLine[]) => {
      const l = lines.find((x) => sameKey(x, key))
      if (!l) return 0
      return l.debtorId === debtorId ? l.owedCents : 0 - l.owedCents
    }
    const oldOwedCents = owedIn(oldLines)
    const newOwedCents = owedIn(newLines)
    if (oldOwedCents === newOwedCents) continue
    const outstandingCents = owesCents(newLines, debtorId, creditorId)
    changes.push({
      debtorId,
      creditorId,
      oldOwedCents,
      newOwedCents,
      paidCents: newOwedCents - outstandingCents,
      reportedCents: reportedCents(newLines, debtorId, creditorId),
      outstandingCents,
    })
  }
  return changes
}

const sameKey = (l: LedgerLine, key: string) => [l.debtorId, l.creditorId].sort().join(SEP) === key

/** One event's tab between two people, for spreading a payment across events. */
export type EventTab = { eventId: string; owedCents: number }

/**
 * Spreads one payment over several events' tabs, oldest first (callers pass them in that order),
 * never more than a tab's amount; whatever is left after the last tab goes on the last one (an
 * overpayment then shows there as owed back). The parts sum to the payment exactly.
 */
export function allocatePayment(tabs: readonly EventTab[], amountCents: number): { eventId: string; cents: number }[] {
  const parts: { eventId: string; cents: number }[] = []
  let left = amountCents
  for (const t of tabs) {
    if (left <= 0) break
    const cents = Math.min(left, Math.max(0, t.owedCents))
    if (cents > 0) parts.push({ eventId: t.eventId, cents })
    left -= cents
  }
  if (left > 0) {
    const last = tabs[tabs.length - 1]
    if (!last) return []
    const part = parts.find((p) => p.eventId === last.eventId)
    if (part) part.cents += left
    else parts.push({ eventId: last.eventId, cents: left })
  }
  return parts
}
