import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountChanges, type ItemHolding, itemAmounts } from '@/domain/item-amounts'

const wine: ItemHolding = {
  id: 'wine',
  priceCents: 123_444,
  ownerKey: 'u:maria',
  shares: [
    { personKey: 'u:priya', shareMilliPct: 33_333 },
    { personKey: 'p:gus', shareMilliPct: 33_333 },
  ],
}

describe('itemAmounts', () => {
  it('gives each holder their part to the cent, the owner the remainder, adding up to the price', () => {
    const parts = itemAmounts(wine)
    // 33.333% of $1,234.44 is $411.476...: Priya and Gus tie on the remainder, the item-seeded hash decides.
    expect(parts.get('u:priya')).toEqual({ cents: 41_147, milliPct: 33_333 })
    expect(parts.get('p:gus')).toEqual({ cents: 41_148, milliPct: 33_333 })
    expect(parts.get('u:maria')).toEqual({ cents: 41_149, milliPct: 33_334 })
    expect([...parts.values()].reduce((s, p) => s + p.cents, 0)).toBe(123_444)
  })

  it('leaves Unassigned out: nobody is told about it', () => {
    const parts = itemAmounts({ ...wine, ownerKey: null })
    expect([...parts.keys()].sort()).toEqual(['p:gus', 'u:priya'])
  })
})

describe('amountChanges', () => {
  it('names who was put on a split, with their share and cents', () => {
    const before = { ...wine, shares: [] }
    expect(amountChanges(before, wine)).toEqual([
      { key: 'p:gus', before: { cents: 0, milliPct: 0 }, after: { cents: 41_148, milliPct: 33_333 } },
      { key: 'u:maria', before: { cents: 123_444, milliPct: 100_000 }, after: { cents: 41_149, milliPct: 33_334 } },
      { key: 'u:priya', before: { cents: 0, milliPct: 0 }, after: { cents: 41_147, milliPct: 33_333 } },
    ])
  })

  it('names everyone a price change or a deletion moves, and nobody when nothing moved', () => {
    expect(
      amountChanges(wine, { ...wine, priceCents: 100 }).map((c) => [c.key, c.before.cents, c.after.cents]),
    ).toEqual([
      ['p:gus', 41_148, 33],
      ['u:maria', 41_149, 34],
      ['u:priya', 41_147, 33],
    ])
    expect(amountChanges(wine, null).every((c) => c.after.cents === 0)).toBe(true)
    expect(amountChanges(wine, { ...wine })).toEqual([])
  })

  it('reports exactly the people whose part differs, for any two splits of any price', () => {
    const people = ['u:a', 'u:b', 'p:c', 'u:d']
    const holding = fc.record({
      priceCents: fc.integer({ min: 0, max: 1_000_000 }),
      ownerKey: fc.constantFrom('u:a', null),
      shares: fc.uniqueArray(
        fc.record({
          personKey: fc.constantFrom(...people.slice(1)),
          shareMilliPct: fc.integer({ min: 1, max: 33_333 }),
        }),
        {
          selector: (s) => s.personKey,
        },
      ),
    })
    fc.assert(
      fc.property(holding, holding, (x, y) => {
        const before = { id: 'i', ...x }
        const after = { id: 'i', ...y }
        const changes = amountChanges(before, after)
        const was = itemAmounts(before)
        const now = itemAmounts(after)
        for (const key of people) {
          const a = was.get(key)
          const b = now.get(key)
          const moved = (a?.cents ?? 0) !== (b?.cents ?? 0) || (a?.milliPct ?? 0) !== (b?.milliPct ?? 0)
          expect(changes.some((c) => c.key === key)).toBe(moved)
        }
      }),
    )
  })
})
