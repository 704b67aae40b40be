// The bill breakdown: who holds what share of which item, and each party's subtotal, tax, tip and
// total. The browser runs it for every figure it shows (preview, breakdown, My Items) and the worker
// runs it for the amounts it charges (settlements); the event's stored subtotal/tax/tip/total are
// kept in SQL by the same integer rules (worker/services/events/snapshot.ts), and tests check both agree. It
// must be pure and deterministic (same answer whatever order items, shares or people arrive in).
// See docs/decisions/002-money-and-rounding.md.
import { apportion, largestRemainder } from './apportion'
import { assertSafeInt } from './money'
import { amountFromMilliPct, FULL_MILLI_PCT } from './percent'

/** The party that holds whatever nobody owns. Person keys look like `u:<userId>` or `p:<placeholderId>`. */
export const UNASSIGNED = 'unassigned'

export type BillItemInput = {
  id: string | number
  name: string
  priceCents: number
  /** Null when nobody owns the item: its unshared remainder then goes to UNASSIGNED. */
  ownerKey: string | null
  shares: ReadonlyArray<{ personKey: string; shareMilliPct: number }>
}

/** Tax and tip rates and item shares, all in thousandths of a percent (8.875% = 8875, 100% = 100000). */
export type BillInput = { taxMilliPct: number; tipMilliPct: number; items: ReadonlyArray<BillItemInput> }

export type BillLine = {
  itemId: string | number
  name: string
  priceCents: number
  /** This party's share of the item (owner: the unshared remainder, merged with any share of their own). */
  shareMilliPct: number
  amountCents: number
  isOwner: boolean
}

export type PartyBill = {
  key: string
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
  /** tax charged - round(subtotal x tax%): non-zero when largest remainder moved a cent so the parties
   * add up to the event's tax. The UI explains it quietly next to the tax this party pays. */
  taxRoundingCents: number
  /** The same for the tip. */
  tipRoundingCents: number
  /** Ordered by String(itemId) in code-unit order, so the order never depends on the input's. */
  lines: BillLine[]
}

export type Bill = {
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
  parties: PartyBill[]
}

/** An event's or a person's "bill summary" (subtotal, tax, tip, total), all in cents. */
export type BillSummary = { subtotal: number; tax: number; tip: number; total: number }

// Plain code-unit order, not localeCompare: the result must not depend on the runtime's locale data.
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function checkPersonKey(key: string): void {
  if (typeof key !== 'string' || key === '' || key === UNASSIGNED) {
    throw new RangeError(`invalid person key: ${JSON.stringify(key)}`)
  }
}

/** Who holds how many thousandths of a percent of one item, duplicates merged, zero holdings dropped. */
function holdersOf(item: BillItemInput): Map<string, { milliPct: number; isOwner: boolean }> {
  const holders = new Map<string, { milliPct: number; isOwner: boolean }>()
  let shared = 0
  for (const { personKey, shareMilliPct } of item.shares) {
    checkPersonKey(personKey)
    assertSafeInt(shareMilliPct, 'shareMilliPct')
    if (shareMilliPct < 0) throw new RangeError(`item ${item.id}: negative share`)
    shared += shareMilliPct
    const held = holders.get(personKey)
    holders.set(personKey, { milliPct: (held?.milliPct ?? 0) + shareMilliPct, isOwner: false })
  }
  if (shared > FULL_MILLI_PCT)
    throw new RangeError(`item ${item.id}: shares total ${shared} thousandths of a percent, more than 100%`)
  if (item.ownerKey !== null) checkPersonKey(item.ownerKey)
  const ownerKey = item.ownerKey ?? UNASSIGNED
  const held = holders.get(ownerKey)
  holders.set(ownerKey, { milliPct: (held?.milliPct ?? 0) + FULL_MILLI_PCT - shared, isOwner: item.ownerKey !== null })
  for (const [key, h] of holders) if (h.milliPct === 0) holders.delete(key)
  return holders
}

/** Splits one event-wide amount (tax or tip) over the parties; see computeBill. */
function spreadByPercent(
  subtotals: number[],
  keys: string[],
  milliPct: number,
  target: number,
  seed: string,
): number[] {
  const tieKeys = keys.map((k) => `${seed}:${k}`)
  // subtotal x rate stays a safe integer up to a ~$900M subtotal; largestRemainder asserts it.
  return largestRemainder(
    target,
    subtotals.map((s) => s * milliPct),
    FULL_MILLI_PCT,
    tieKeys,
  )
}

export function computeBill(input: BillInput): Bill {
  const { taxMilliPct, tipMilliPct, items } = input
  assertSafeInt(taxMilliPct, 'taxMilliPct')
  assertSafeInt(tipMilliPct, 'tipMilliPct')
  if (taxMilliPct < 0 || tipMilliPct < 0) throw new RangeError('tax and tip percents must be non-negative')

  const lines = new Map<string, BillLine[]>()
  const itemIds = new Set<string>()
  let subtotalCents = 0
  for (const item of items) {
    // Ids seed the tie-break and order the lines; a repeat would make both order-dependent.
    const id = String(item.id)
    if (itemIds.has(id)) throw new RangeError(`duplicate item id ${id}`)
    itemIds.add(id)
    assertSafeInt(item.priceCents, 'priceCents')
    if (item.priceCents < 0) throw new RangeError(`item ${id}: negative price`)
    subtotalCents += item.priceCents

    const holders = [...holdersOf(item)]
    // An odd cent the split cannot place by its remainders goes to the item's owner (decision 002).
    const owner = holders.find(([, h]) => h.isOwner)?.[0]
    const amounts = apportion(
      item.priceCents,
      holders.map(([, h]) => h.milliPct),
      holders.map(([key]) => `${id}:${key}`),
      owner === undefined ? undefined : `${id}:${owner}`,
    )
    holders.forEach(([key, h], i) => {
      const line: BillLine = {
        itemId: item.id,
        name: item.name,
        priceCents: item.priceCents,
        shareMilliPct: h.milliPct,
        amountCents: amounts[i] as number,
        isOwner: h.isOwner,
      }
      const list = lines.get(key)
      if (list) list.push(line)
      else lines.set(key, [line])
    })
  }

  const keys = [...lines.keys()].sort(byString)
  const subtotals = keys.map((k) => (lines.get(k) as BillLine[]).reduce((sum, l) => sum + l.amountCents, 0))
  // The event's tax is rounded once from the event subtotal. Each party's ideal is its subtotal x
  // percent; because the event figure is the rounded sum of those ideals, largest remainder can give
  // every party floor or ceil of its ideal (within one cent) while the parts add up exactly.
  const taxCents = amountFromMilliPct(subtotalCents, taxMilliPct)
  const tipCents = amountFromMilliPct(subtotalCents, tipMilliPct)
  const taxes = spreadByPercent(subtotals, keys, taxMilliPct, taxCents, 'tax')
  const tips = spreadByPercent(subtotals, keys, tipMilliPct, tipCents, 'tip')

  const parties = keys.map((key, i): PartyBill => {
    const sub = subtotals[i] as number
    const tax = taxes[i] as number
    const tip = tips[i] as number
    const partyLines = (lines.get(key) as BillLine[]).sort((a, b) => byString(String(a.itemId), String(b.itemId)))
    return {
      key,
      subtotalCents: sub,
      taxCents: tax,
      tipCents: tip,
      totalCents: sub + tax + tip,
      taxRoundingCents: tax - amountFromMilliPct(sub, taxMilliPct),
      tipRoundingCents: tip - amountFromMilliPct(sub, tipMilliPct),
      lines: partyLines,
    }
  })

  return { subtotalCents, taxCents, tipCents, totalCents: subtotalCents + taxCents + tipCents, parties }
}

/** One party's part of the bill; a person who holds nothing gets an all-zero bill rather than undefined,
 * since "you owe $0.00" is the truthful answer. */
export function billForParty(bill: Bill, key: string): PartyBill {
  const found = bill.parties.find((p) => p.key === key)
  return (
    found ?? {
      key,
      subtotalCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 0,
      taxRoundingCents: 0,
      tipRoundingCents: 0,
      lines: [],
    }
  )
}

export function billSummary(bill: Bill): BillSummary {
  return { subtotal: bill.subtotalCents, tax: bill.taxCents, tip: bill.tipCents, total: bill.totalCents }
}
