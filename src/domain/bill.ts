// The bill breakdown: who holds what share of which item, and each party's subtotal, tax, tip and
// total. The browser runs it for every figure it shows (preview, breakdown, My Items) and the worker
// runs it for the amounts it charges (settlements); the event's stored subtotal/tax/tip/total are
// kept in SQL by the same integer rules (worker/services/events/snapshot.ts), and tests check both agree. It
// must be pure and deterministic (same answer whatever order items, shares or people arrive in).
// See docs/decisions/002-money-and-rounding.md.
import { apportion, largestRemainder } from './apportion'
import { assertSafeInt, roundHalfUpDiv } from './money'
import { FULL_MILLI_PCT } from './percent'
import { percentsOfWeights, type SplitMode, WEIGHTED_MODES } from './split-weights'

/** The party that holds whatever nobody owns. Person keys look like `u:<userId>` or `p:<placeholderId>`. */
export const UNASSIGNED = 'unassigned'

export type BillItemInput = {
  id: string | number
  name: string
  /** Negative for a discount, comp or credit line: shared like any item, each part with its sign. */
  priceCents: number
  /** Null when nobody owns the item: its unshared remainder then goes to UNASSIGNED. */
  ownerKey: string | null
  /** How the split was chosen (src/domain/split-modes.ts); left out, 'percent'. */
  splitMode?: SplitMode
  /** The owner's weight in the equal, shares and amounts modes (null: the owner holds nothing). */
  ownerWeight?: number | null
  /** shareMilliPct is the percent (chosen in 'percent' mode, worked out from the weights in the others);
   * weight is what the person chose in the other modes (1 each, 2000 for "2" shares, 667 cents). */
  shares: ReadonlyArray<{ personKey: string; shareMilliPct: number; weight?: number | null }>
}

/** Tax and tip rates and item shares, all in thousandths of a percent (8.875% = 8875, 100% = 100000).
 * A tax or tip given as an amount (taxAmountCents / tipAmountCents not null) is charged exactly as typed
 * whatever the subtotal (decision 046); its rate is then only what the screens show beside it. */
export type BillInput = {
  taxMilliPct: number
  tipMilliPct: number
  taxAmountCents?: number | null
  tipAmountCents?: number | null
  items: ReadonlyArray<BillItemInput>
}

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

type Holder = { milliPct: number; weight: number; isOwner: boolean }

/** Who holds how many thousandths of a percent of one item, duplicates merged, zero holdings dropped.
 * `weight` is what the money is split by: the percent itself in 'percent' mode, the chosen weights in
 * the others (src/domain/split-modes.ts), whose percents are then worked out by the same largest
 * remainder to total exactly 100%. */
function holdersOf(item: BillItemInput): Map<string, Holder> {
  if (item.ownerKey !== null) checkPersonKey(item.ownerKey)
  for (const { personKey } of item.shares) checkPersonKey(personKey)
  const ownerKey = item.ownerKey ?? UNASSIGNED
  const weighted = item.splitMode !== undefined && WEIGHTED_MODES.has(item.splitMode)
  return weighted ? weightedHolders(item, ownerKey) : percentHolders(item, ownerKey)
}

function percentHolders(item: BillItemInput, ownerKey: string): Map<string, Holder> {
  const holders = new Map<string, Holder>()
  let shared = 0
  for (const { personKey, shareMilliPct } of item.shares) {
    assertSafeInt(shareMilliPct, 'shareMilliPct')
    if (shareMilliPct < 0) throw new RangeError(`item ${item.id}: negative share`)
    shared += shareMilliPct
    const held = holders.get(personKey)?.milliPct ?? 0
    holders.set(personKey, { milliPct: held + shareMilliPct, weight: held + shareMilliPct, isOwner: false })
  }
  if (shared > FULL_MILLI_PCT)
    throw new RangeError(`item ${item.id}: shares total ${shared} thousandths of a percent, more than 100%`)
  const held = holders.get(ownerKey)?.milliPct ?? 0
  const owned = held + FULL_MILLI_PCT - shared
  holders.set(ownerKey, { milliPct: owned, weight: owned, isOwner: item.ownerKey !== null })
  for (const [key, h] of holders) if (h.milliPct === 0) holders.delete(key)
  return holders
}

function weightedHolders(item: BillItemInput, ownerKey: string): Map<string, Holder> {
  const weights = new Map<string, number>()
  const add = (key: string, weight: number | null | undefined) => {
    const w = weight ?? 0
    assertSafeInt(w, 'weight')
    if (w < 0) throw new RangeError(`item ${item.id}: negative weight`)
    weights.set(key, (weights.get(key) ?? 0) + w)
  }
  for (const share of item.shares) add(share.personKey, share.weight)
  add(ownerKey, item.ownerWeight)
  for (const [key, w] of weights) if (w === 0) weights.delete(key)
  // Nobody left holding a weight (every sharer taken off since): the item is wholly its owner's again.
  if (weights.size === 0) weights.set(ownerKey, 1)
  const keys = [...weights.keys()]
  const percents = percentsOfWeights(
    item.id,
    ownerKey,
    keys.map((personKey) => ({ personKey, weight: weights.get(personKey) as number })),
  )
  const holders = new Map<string, Holder>()
  keys.forEach((key, i) => {
    const isOwner = key === item.ownerKey
    holders.set(key, { milliPct: percents[i] as number, weight: weights.get(key) as number, isOwner })
  })
  return holders
}

/** A tax or tip as the event gives it: a rate of the subtotal, or an amount charged as typed. */
type Adjustment = { milliPct: number; amountCents: number | null }

/** The event's tax (or tip): nothing on a subtotal of zero or less (there is nothing to charge it on),
 * the typed amount in amount mode, else subtotal x rate rounded half-up. */
function eventAmount(subtotalCents: number, a: Adjustment): number {
  if (subtotalCents <= 0) return 0
  return a.amountCents ?? roundHalfUpDiv(subtotalCents * a.milliPct, FULL_MILLI_PCT)
}

/**
 * Splits one event-wide amount (tax or tip) over the parties in proportion to their subtotals. Each
 * party's ideal is subtotal_i x target / subtotal (the same as subtotal_i x rate when the target is the
 * rounded rate amount); largest remainder gives each floor or ceil of it and the parts add up exactly.
 * Returns the parts and each party's ideal rounded half-up (what the UI compares them with).
 */
function spread(
  subtotals: number[],
  keys: string[],
  eventSubtotal: number,
  target: number,
  a: Adjustment,
  seed: string,
): { parts: number[]; ideals: number[] } {
  if (target === 0 || eventSubtotal <= 0) return { parts: subtotals.map(() => 0), ideals: subtotals.map(() => 0) }
  const tieKeys = keys.map((k) => `${seed}:${k}`)
  if (a.amountCents === null) {
    // subtotal x rate stays a safe integer up to a ~$900M subtotal; largestRemainder asserts it.
    const numerators = subtotals.map((s) => s * a.milliPct)
    return {
      parts: largestRemainder(target, numerators, FULL_MILLI_PCT, tieKeys),
      ideals: numerators.map((n) => roundHalfUpDiv(n, FULL_MILLI_PCT)),
    }
  }
  // An amount times a subtotal passes 2^53 on large bills: exact in BigInt.
  const big = BigInt(target)
  const numerators = subtotals.map((s) => BigInt(s) * big)
  const d = BigInt(eventSubtotal)
  return {
    parts: largestRemainder(target, numerators, d, tieKeys),
    ideals: numerators.map((n) => {
      const twice = 2n * n + d
      const q = twice / (2n * d) - (twice % (2n * d) < 0n ? 1n : 0n)
      return Number(q)
    }),
  }
}

export function computeBill(input: BillInput): Bill {
  const { taxMilliPct, tipMilliPct, items } = input
  assertSafeInt(taxMilliPct, 'taxMilliPct')
  assertSafeInt(tipMilliPct, 'tipMilliPct')
  if (taxMilliPct < 0 || tipMilliPct < 0) throw new RangeError('tax and tip percents must be non-negative')
  const tax: Adjustment = { milliPct: taxMilliPct, amountCents: input.taxAmountCents ?? null }
  const tip: Adjustment = { milliPct: tipMilliPct, amountCents: input.tipAmountCents ?? null }
  for (const a of [tax, tip]) {
    if (a.amountCents === null) continue
    assertSafeInt(a.amountCents, 'tax or tip amount')
    if (a.amountCents < 0) throw new RangeError('tax and tip amounts must be non-negative')
  }

  const lines = new Map<string, BillLine[]>()
  const itemIds = new Set<string>()
  let subtotalCents = 0
  for (const item of items) {
    // Ids seed the tie-break and order the lines; a repeat would make both order-dependent.
    const id = String(item.id)
    if (itemIds.has(id)) throw new RangeError(`duplicate item id ${id}`)
    itemIds.add(id)
    assertSafeInt(item.priceCents, 'priceCents')
    subtotalCents += item.priceCents

    const holders = [...holdersOf(item)]
    // An odd cent the split cannot place by its remainders goes to the item's owner (decision 002).
    const owner = holders.find(([, h]) => h.isOwner)?.[0]
    const amounts = apportion(
      item.priceCents,
      holders.map(([, h]) => h.weight),
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
  // The event's tax is rounded once from the event subtotal (or is the amount typed). Each party's ideal
  // is its share of it by subtotal; because the event figure is the rounded sum of those ideals (or the
  // exact sum, for an amount), largest remainder can give every party floor or ceil of its ideal
  // (within one cent) while the parts add up exactly.
  const taxCents = eventAmount(subtotalCents, tax)
  const tipCents = eventAmount(subtotalCents, tip)
  const taxes = spread(subtotals, keys, subtotalCents, taxCents, tax, 'tax')
  const tips = spread(subtotals, keys, subtotalCents, tipCents, tip, 'tip')

  const parties = keys.map((key, i): PartyBill => {
    const sub = subtotals[i] as number
    const taxPart = taxes.parts[i] as number
    const tipPart = tips.parts[i] as number
    const partyLines = (lines.get(key) as BillLine[]).sort((a, b) => byString(String(a.itemId), String(b.itemId)))
    return {
      key,
      subtotalCents: sub,
      taxCents: taxPart,
      tipCents: tipPart,
      totalCents: sub + taxPart + tipPart,
      taxRoundingCents: taxPart - (taxes.ideals[i] as number),
      tipRoundingCents: tipPart - (tips.ideals[i] as number),
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
