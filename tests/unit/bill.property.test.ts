import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Bill, type BillInput, type BillItemInput, computeBill, UNASSIGNED } from '@/domain/bill'
import { MAX_ITEM_PRICE_CENTS } from '@/domain/money'
import { amountFromMilliPct } from '@/domain/percent'

// Up to 30 people: registered users and guests (placeholders).
const personKey = fc.oneof(
  fc.integer({ min: 1, max: 20 }).map((n) => `u:${n}`),
  fc.integer({ min: 1, max: 10 }).map((n) => `p:${n}`),
)

// Typical prices, tiny prices (many exact ties) and the maximum.
const price = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 7 }),
  fc.integer({ min: 0, max: MAX_ITEM_PRICE_CENTS }),
)

// Tax and tip rates in thousandths of a percent: real three-decimal rates, round ones and anything in 0-100%.
const rate = fc.oneof(
  fc.constantFrom(0, 8875, 9975, 7250, 8880, 18_000, 20_000, 100_000),
  fc.integer({ min: 0, max: 100_000 }),
)

// Random shares (thousandths of a percent) whose sum never passes 100%: each is capped at what is left.
// Equal splits are mixed in because they produce the exact ties the tie-break must settle, and
// three-decimal thirds (33.333 / 33.334) because people type them.
const shares = fc
  .array(
    fc.record({
      personKey,
      shareMilliPct: fc.oneof(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(33_333, 33_334, 50_000, 25_000, 33_330, 1),
      ),
    }),
    {
      maxLength: 6,
    },
  )
  .map((rows) => {
    let left = 100_000
    return rows.map((r) => {
      const shareMilliPct = Math.min(r.shareMilliPct, left)
      left -= shareMilliPct
      return { ...r, shareMilliPct }
    })
  })

const itemRow = fc.record({ priceCents: price, ownerKey: fc.option(personKey, { freq: 4 }), shares })

// Big tables (up to 200 items, sizes spread over the whole range) and small ones, where edge cases
// such as "nothing is unassigned" or "one person, one cent of tax" actually come up.
const event: fc.Arbitrary<BillInput> = fc.record({
  taxMilliPct: rate,
  tipMilliPct: rate,
  items: fc
    .oneof(fc.array(itemRow, { maxLength: 200, size: 'max' }), fc.array(itemRow, { maxLength: 8 }))
    .map((rows) => rows.map((r, i): BillItemInput => ({ id: `item-${i}`, name: `Item ${i}`, ...r }))),
})

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** The input with items, and shares within each item, in a different order. */
function shuffled(input: BillInput, seed: number): BillInput {
  let state = seed >>> 0 || 1
  const rand = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state % n
  }
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = [...xs]
    for (let i = out.length - 1; i > 0; i--) {
      const j = rand(i + 1)
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }
  return { ...input, items: shuffle(input.items).map((it) => ({ ...it, shares: shuffle(it.shares) })) }
}

function expectConsistent(input: BillInput, bill: Bill): void {
  const { parties } = bill
  expect(bill.subtotalCents).toBe(sum(input.items.map((i) => i.priceCents)))
  expect(bill.taxCents).toBe(amountFromMilliPct(bill.subtotalCents, input.taxMilliPct))
  expect(bill.tipCents).toBe(amountFromMilliPct(bill.subtotalCents, input.tipMilliPct))
  expect(bill.totalCents).toBe(bill.subtotalCents + bill.taxCents + bill.tipCents)
  // The people plus Unassigned add up to the event, to the cent.
  expect(sum(parties.map((p) => p.subtotalCents))).toBe(bill.subtotalCents)
  expect(sum(parties.map((p) => p.taxCents))).toBe(bill.taxCents)
  expect(sum(parties.map((p) => p.tipCents))).toBe(bill.tipCents)
  expect(sum(parties.map((p) => p.totalCents))).toBe(bill.totalCents)

  const keys = parties.map((p) => p.key)
  expect(keys).toEqual([...new Set(keys)].sort())
  for (const p of parties) {
    expect(p.lines.length).toBeGreaterThan(0)
    for (const n of [p.subtotalCents, p.taxCents, p.tipCents, ...p.lines.map((l) => l.amountCents)]) {
      expect(n).toBeGreaterThanOrEqual(0)
    }
    expect(sum(p.lines.map((l) => l.amountCents))).toBe(p.subtotalCents)
    expect(p.totalCents).toBe(p.subtotalCents + p.taxCents + p.tipCents)
    // Tax and tip each within one cent of subtotal x percent (strictly: floor or ceiling of it)...
    for (const [charged, rate, moved] of [
      [p.taxCents, input.taxMilliPct, p.taxRoundingCents],
      [p.tipCents, input.tipMilliPct, p.tipRoundingCents],
    ] as const) {
      expect(Math.abs(charged * 100_000 - p.subtotalCents * rate)).toBeLessThan(100_000)
      const plain = amountFromMilliPct(p.subtotalCents, rate)
      expect(Math.abs(charged - plain)).toBeLessThanOrEqual(1)
      // ...and the rounding note says exactly how far from the plainly rounded figure.
      expect(moved).toBe(charged - plain)
    }
  }

  // Every item is split exactly, each holder's part the floor or ceiling of price x share.
  const byItem = new Map<string, number>()
  for (const p of parties) {
    for (const l of p.lines) {
      byItem.set(String(l.itemId), (byItem.get(String(l.itemId)) ?? 0) + l.amountCents)
      const ideal = l.priceCents * l.shareMilliPct
      expect(l.amountCents * 100_000 > ideal - 100_000 && l.amountCents * 100_000 < ideal + 100_000).toBe(true)
      expect(l.shareMilliPct).toBeGreaterThan(0)
    }
  }
  for (const i of input.items) expect(byItem.get(String(i.id))).toBe(i.priceCents)

  // Unassigned appears exactly when some unowned item keeps an unshared part.
  const unowned = input.items.some((i) => i.ownerKey === null && sum(i.shares.map((s) => s.shareMilliPct)) < 100_000)
  expect(keys.includes(UNASSIGNED)).toBe(unowned)
}

describe('computeBill over random events', () => {
  it('adds up to the event to the cent, with every part within a cent of its ideal', () => {
    const seen = { bigTable: 0, movedCent: 0, withUnassigned: 0, withoutUnassigned: 0 }
    fc.assert(
      fc.property(event, (input) => {
        const bill = computeBill(input)
        expectConsistent(input, bill)
        if (input.items.length > 100) seen.bigTable++
        if (bill.parties.some((p) => p.taxRoundingCents !== 0 || p.tipRoundingCents !== 0)) seen.movedCent++
        if (bill.parties.some((p) => p.key === UNASSIGNED)) seen.withUnassigned++
        else if (bill.parties.length > 0) seen.withoutUnassigned++
      }),
      { numRuns: 300 },
    )
    // The generator must actually reach the cases the properties are about.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10)
  })

  it('does not depend on the order of items or shares', () => {
    fc.assert(
      fc.property(event, fc.integer(), (input, seed) => {
        expect(computeBill(shuffled(input, seed))).toEqual(computeBill(input))
      }),
      { numRuns: 200 },
    )
  })
})
