import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BillItemInput, computeBill, UNASSIGNED } from '../../src/domain/bill'
import { MAX_AMOUNT_CENTS, MAX_ITEM_PRICE_CENTS } from '../../src/domain/money'
import { parseShareCount, shareCountText, validateWeightedSplit } from '../../src/domain/split-modes'

// Issue 38's figures (decision 046): a split is kept as chosen and the money follows the choice.

/** The item a validated split stores, as the bill reads it back. */
function stored(
  itemId: string,
  priceCents: number,
  ownerKey: string | null,
  mode: 'equal' | 'shares' | 'amounts',
  people: Array<{ personKey: string; shares?: string; amountCents?: number }>,
  owner?: { included?: boolean; shares?: string },
): BillItemInput {
  const split = validateWeightedSplit({ mode, itemId, priceCents, ownerKey, owner, people })
  if (!split.ok) throw new Error(split.message)
  return {
    id: itemId,
    name: itemId,
    priceCents,
    ownerKey,
    splitMode: mode,
    ownerWeight: split.ownerWeight,
    shares: split.shares,
  }
}

const amountsOf = (items: BillItemInput[]) =>
  Object.fromEntries(
    computeBill({ taxMilliPct: 0, tipMilliPct: 0, items }).parties.map((p) => [p.key, p.subtotalCents]),
  )

describe('equal splits are equal cents', () => {
  it('a $3,000.00 platter three ways is $1,000.00 each (owner and two others)', () => {
    const platter = stored('platter', 300_000, 'u:a', 'equal', [{ personKey: 'u:b' }, { personKey: 'u:c' }])
    expect(amountsOf([platter])).toEqual({ 'u:a': 100_000, 'u:b': 100_000, 'u:c': 100_000 })
  })

  it('an unowned $3,000.00 platter among three is $1,000.00 each, nothing left unassigned', () => {
    const platter = stored('p', 300_000, null, 'equal', [
      { personKey: 'u:a' },
      { personKey: 'u:b' },
      { personKey: 'u:c' },
    ])
    expect(amountsOf([platter])).toEqual({ 'u:a': 100_000, 'u:b': 100_000, 'u:c': 100_000 })
  })

  it('the odd cent is not always the first listed person: it moves with the item', () => {
    const carriers = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const item = stored(`i${i}`, 1000, null, 'equal', [
        { personKey: 'u:a' },
        { personKey: 'u:b' },
        { personKey: 'u:c' },
      ])
      const parts = amountsOf([item])
      expect(Object.values(parts).sort()).toEqual([333, 333, 334])
      for (const [key, cents] of Object.entries(parts)) if (cents === 334) carriers.add(key)
    }
    expect(carriers.size).toBe(3)
  })

  it('the owner can leave themselves out of an equal split', () => {
    const item = stored('x', 1000, 'u:a', 'equal', [{ personKey: 'u:b' }, { personKey: 'u:c' }], { included: false })
    expect(amountsOf([item])).toEqual({ 'u:b': 500, 'u:c': 500 })
  })
})

describe('split by shares and by amounts', () => {
  it('2 : 1 of $10.00 is $6.67 / $3.33', () => {
    const item = stored('x', 1000, 'u:a', 'shares', [{ personKey: 'u:b', shares: '1' }], { shares: '2' })
    expect(amountsOf([item])).toEqual({ 'u:a': 667, 'u:b': 333 })
  })

  it('amounts are charged as typed; the owner keeps the rest', () => {
    const item = stored('x', 1000, 'u:a', 'amounts', [{ personKey: 'u:b', amountCents: 333 }])
    expect(amountsOf([item])).toEqual({ 'u:a': 667, 'u:b': 333 })
  })

  it('amounts on an item nobody owns must add up to the price', () => {
    const short = validateWeightedSplit({
      mode: 'amounts',
      itemId: 'x',
      priceCents: 1000,
      ownerKey: null,
      people: [
        { personKey: 'u:a', amountCents: 600 },
        { personKey: 'u:b', amountCents: 300 },
      ],
    })
    expect(short).toEqual({ ok: false, message: 'Amounts must add up to the price' })
    const over = validateWeightedSplit({
      mode: 'amounts',
      itemId: 'x',
      priceCents: 1000,
      ownerKey: 'u:a',
      people: [{ personKey: 'u:b', amountCents: 1200 }],
    })
    expect(over.ok).toBe(false)
  })

  it('refuses a share count it cannot read, and reads what it writes', () => {
    expect(parseShareCount('2')).toBe(2000)
    expect(parseShareCount('1.5')).toBe(1500)
    expect(parseShareCount('1,5')).toBe(1500)
    for (const bad of ['', '-1', 'two', '1.2345', '1e3']) expect(parseShareCount(bad)).toBeNull()
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (w) => parseShareCount(shareCountText(w)) === w))
  })

  it('a price change keeps the chosen proportions (amounts scale, to the cent)', () => {
    const item = stored('x', 1000, 'u:a', 'amounts', [{ personKey: 'u:b', amountCents: 250 }])
    expect(amountsOf([{ ...item, priceCents: 2000 }])).toEqual({ 'u:a': 1500, 'u:b': 500 })
  })
})

describe('discounts, and tax or tip typed as an amount', () => {
  const own = (id: string, price: number, owner: string): BillItemInput => ({
    id,
    name: id,
    priceCents: price,
    ownerKey: owner,
    shares: [],
  })

  it('-10.00 Discount on $100.00 leaves $90.00; tax is charged on what is left', () => {
    const discount = stored('d', -1000, null, 'equal', [{ personKey: 'u:a' }, { personKey: 'u:b' }])
    const bill = computeBill({
      taxMilliPct: 10_000,
      tipMilliPct: 0,
      items: [own('a', 6000, 'u:a'), own('b', 4000, 'u:b'), discount],
    })
    expect(bill.subtotalCents).toBe(9000)
    expect(bill.taxCents).toBe(900)
    expect(Object.fromEntries(bill.parties.map((p) => [p.key, p.subtotalCents]))).toEqual({ 'u:a': 5500, 'u:b': 3500 })
  })

  it('a person whose credits outweigh their dishes goes below zero, and the parts still add up', () => {
    const bill = computeBill({
      taxMilliPct: 8875,
      tipMilliPct: 0,
      items: [own('a', 5000, 'u:a'), own('comp', -1200, 'u:b'), own('b', 700, 'u:b')],
    })
    const b = bill.parties.find((p) => p.key === 'u:b')
    expect(b?.subtotalCents).toBe(-500)
    expect(b?.taxCents).toBeLessThan(0)
    expect(bill.parties.reduce((s, p) => s + p.totalCents, 0)).toBe(bill.totalCents)
  })

  it('$218.77 tax typed on a $2,500.00 subtotal is charged as $218.77; a $412.37 tip as $412.37', () => {
    const bill = computeBill({
      taxMilliPct: 8751,
      tipMilliPct: 16495,
      taxAmountCents: 21_877,
      tipAmountCents: 41_237,
      items: [own('a', 125_000, 'u:a'), own('b', 75_000, 'u:b'), own('c', 50_000, 'u:c')],
    })
    expect(bill.taxCents).toBe(21_877)
    expect(bill.tipCents).toBe(41_237)
    expect(bill.parties.reduce((s, p) => s + p.taxCents, 0)).toBe(21_877)
    expect(bill.parties.reduce((s, p) => s + p.tipCents, 0)).toBe(41_237)
  })

  it('no tax on a bill with nothing (or less than nothing) to charge it on', () => {
    const bill = computeBill({
      taxMilliPct: 10_000,
      tipMilliPct: 0,
      taxAmountCents: 500,
      items: [own('c', -100, 'u:a')],
    })
    expect([bill.taxCents, bill.tipCents, bill.totalCents]).toEqual([0, 0, -100])
  })
})

describe('property: every mode reconciles to the cent up to the $100M cap', () => {
  const people = ['u:a', 'u:b', 'u:c', 'u:d', 'p:e']
  const itemArb = fc.record({
    price: fc.integer({ min: -MAX_ITEM_PRICE_CENTS, max: MAX_ITEM_PRICE_CENTS }),
    owner: fc.option(fc.constantFrom(...people), { nil: null }),
    mode: fc.constantFrom('equal' as const, 'shares' as const, 'amounts' as const),
    sharers: fc.uniqueArray(fc.constantFrom(...people), { minLength: 1, maxLength: 5 }),
    counts: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 6, maxLength: 6 }),
    cuts: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 6, maxLength: 6 }),
  })
  it('parts add up to each item, to the bill, and a typed tax or tip is charged as typed', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        (specs, taxAmount, tipRate) => {
          const items = specs.flatMap((spec, i) => {
            const sharers = spec.sharers.filter((k) => k !== spec.owner)
            if (sharers.length === 0) return []
            const size = Math.abs(spec.price)
            // Amounts that add up to the price (or less, on an owned item) from the random cuts.
            const cutSum = spec.cuts.slice(0, sharers.length).reduce((a, b) => a + b, 0) || 1
            const amounts = sharers.map((_, j) => Math.floor((size * (spec.cuts[j] as number)) / cutSum))
            if (spec.owner === null) amounts[0] = (amounts[0] as number) + size - amounts.reduce((a, b) => a + b, 0)
            // A zero amount takes that person off the split; keep every listed person on it.
            const mode = spec.mode === 'amounts' && amounts.some((a) => a === 0) ? 'equal' : spec.mode
            return [
              stored(
                `i${i}`,
                spec.price,
                spec.owner,
                mode,
                sharers.map((personKey, j) => ({
                  personKey,
                  shares: shareCountText(spec.counts[j] as number),
                  amountCents: amounts[j],
                })),
                { shares: shareCountText(spec.counts[5] as number) },
              ),
            ]
          })
          const bill = computeBill({ taxMilliPct: 0, tipMilliPct: tipRate, taxAmountCents: taxAmount, items })
          const sum = (f: (p: (typeof bill.parties)[number]) => number) => bill.parties.reduce((s, p) => s + f(p), 0)
          expect(sum((p) => p.subtotalCents)).toBe(bill.subtotalCents)
          expect(sum((p) => p.taxCents)).toBe(bill.taxCents)
          expect(sum((p) => p.tipCents)).toBe(bill.tipCents)
          expect(sum((p) => p.totalCents)).toBe(bill.totalCents)
          expect(bill.taxCents).toBe(bill.subtotalCents > 0 && taxAmount !== null ? taxAmount : 0)
          for (const item of items) {
            const lines = bill.parties.flatMap((p) => p.lines.filter((l) => l.itemId === item.id))
            expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(item.priceCents)
            expect(lines.reduce((s, l) => s + l.shareMilliPct, 0)).toBe(100_000)
            if (item.splitMode === 'equal' && item.ownerKey === null) {
              const cents = lines.filter((l) => l.amountCents !== 0).map((l) => Math.abs(l.amountCents))
              expect(Math.max(...cents) - Math.min(...cents)).toBeLessThanOrEqual(1)
            }
          }
          // An unowned item split in these modes is wholly its sharers': nothing is left to nobody.
          expect(bill.parties.find((p) => p.key === UNASSIGNED)).toBeUndefined()
        },
      ),
      { numRuns: 300 },
    )
  })
})
