import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apportion, largestRemainder, tieHash } from '@/domain/apportion'

const keys = (n: number, seed = 's') => Array.from({ length: n }, (_, i) => `${seed}:k${i}`)

describe('apportion', () => {
  it('splits $10.00 three ways as 334/333/333, the same way every time', () => {
    const people = ['item-1:u:alice', 'item-1:u:bob', 'item-1:u:carol']
    // Pinned: stored bills must not change between releases. carol's key hashes lowest.
    expect(apportion(1000, [1, 1, 1], people)).toEqual([333, 333, 334])
    expect(apportion(1000, [1, 1, 1], [...people].reverse())).toEqual([334, 333, 333])
  })

  it('gives spare units to the largest remainders first', () => {
    // Ideals 22.22, 33.33, 44.44: floors sum to 99; the one spare cent goes to the .44.
    expect(apportion(100, [2, 3, 4], keys(3))).toEqual([22, 33, 45])
    // Ideals 1.5, 1.5, 7 (weights 3, 3, 14 of 20, total 10): one spare between the two halves.
    const halves = apportion(10, [3, 3, 14], ['x', 'y', 'z'])
    expect(halves[2]).toBe(7)
    expect([halves[0], halves[1]].sort()).toEqual([1, 2])
  })

  it('splits exact quotas exactly and gives a zero weight nothing', () => {
    expect(apportion(1000, [1, 2, 2], keys(3))).toEqual([200, 400, 400])
    expect(apportion(1, [0, 0, 5, 0], keys(4))).toEqual([0, 0, 1, 0])
    expect(apportion(0, [3, 4], keys(2))).toEqual([0, 0])
  })

  it('returns zeros for a zero total over zero weights, and refuses to lose money over zero weights', () => {
    expect(apportion(0, [0, 0], keys(2))).toEqual([0, 0])
    expect(apportion(0, [], [])).toEqual([])
    expect(() => apportion(5, [0, 0], keys(2))).toThrow(RangeError)
    expect(() => apportion(5, [], [])).toThrow(RangeError)
  })

  it('rejects bad input instead of guessing', () => {
    expect(() => apportion(10, [1, -1], keys(2))).toThrow(RangeError)
    expect(() => apportion(10, [1, 1], ['a', 'a'])).toThrow(RangeError)
    expect(() => apportion(10, [1, 1], ['a'])).toThrow(RangeError)
    expect(() => apportion(10.5, [1, 1], keys(2))).toThrow(RangeError)
  })

  it('stays exact where total x weight passes 2^53 (worked in BigInt), and splits a negative total by its size', () => {
    // Ideals: 2^40 x 2^20 / (2^20 + 1) = 1,099,510,579,200.999999 and 2^40 / (2^20 + 1) = 1,048,575.000001
    expect(apportion(2 ** 40, [2 ** 20, 1], keys(2))).toEqual([1_099_510_579_201, 1_048_575])
    expect(apportion(-1000, [1, 1, 1], keys(3)).sort((a, b) => a - b)).toEqual([-334, -333, -333])
    expect(apportion(-1000, [1, 1, 1], keys(3))).toEqual(apportion(1000, [1, 1, 1], keys(3)).map((p) => -p))
  })

  it('spreads the spare cent around the table across items (seeded by item id)', () => {
    const wins = { a: 0, b: 0, c: 0 }
    for (let item = 1; item <= 300; item++) {
      const parts = apportion(1000, [1, 1, 1], [`${item}:a`, `${item}:b`, `${item}:c`])
      if (parts[0] === 334) wins.a++
      if (parts[1] === 334) wins.b++
      if (parts[2] === 334) wins.c++
    }
    expect(wins.a + wins.b + wins.c).toBe(300)
    for (const n of Object.values(wins)) expect(n).toBeGreaterThan(60)
  })

  // Small weights are mixed in so that equal remainders, and so the tie-break, come up often.
  const weighted = fc
    .array(fc.tuple(fc.oneof(fc.nat({ max: 4 }), fc.nat({ max: 10000 })), fc.string()), { minLength: 1, maxLength: 40 })
    .filter((rows) => rows.some(([w]) => w > 0))

  it('always sums to the total, each part the floor or ceiling of its ideal', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), weighted, (total, rows) => {
        const weights = rows.map(([w]) => w)
        const ties = rows.map(([, s], i) => `${i}:${s}`)
        const parts = apportion(total, weights, ties)
        const sum = BigInt(weights.reduce((a, b) => a + b, 0))
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
        parts.forEach((p, i) => {
          const ideal = BigInt(total) * BigInt(weights[i] as number)
          const floor = ideal / sum
          const exact = ideal % sum === 0n
          expect(BigInt(p) === floor || (!exact && BigInt(p) === floor + 1n)).toBe(true)
        })
      }),
    )
  })

  it('does not depend on the order of the parts', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        weighted.chain((rows) =>
          fc.tuple(
            fc.constant(rows),
            fc.shuffledSubarray(
              rows.map((_, i) => i),
              { minLength: rows.length, maxLength: rows.length },
            ),
          ),
        ),
        (total, [rows, order]) => {
          const ties = rows.map(([, s], i) => `${i}:${s}`)
          const parts = apportion(
            total,
            rows.map(([w]) => w),
            ties,
          )
          const shuffled = apportion(
            total,
            order.map((i) => (rows[i] as [number, string])[0]),
            order.map((i) => ties[i] as string),
          )
          for (const [j, i] of order.entries()) expect(shuffled[j]).toBe(parts[i])
        },
      ),
    )
  })
})

describe('largestRemainder', () => {
  it('meets a rounded target with floor-or-ceiling parts', () => {
    // Ideals 0.4, 0.4, 0.4 (sum 1.2, rounds to 1): exactly one part gets the unit.
    const parts = largestRemainder(1, [4, 4, 4], 10, keys(3))
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1)
    expect([...parts].sort()).toEqual([0, 0, 1])
  })

  it('throws when the target cannot be met by floors and ceilings', () => {
    expect(() => largestRemainder(2, [10, 10], 10, keys(2))).not.toThrow()
    expect(() => largestRemainder(3, [10, 10], 10, keys(2))).toThrow(RangeError) // ideals are whole
    expect(() => largestRemainder(1, [10, 10], 10, keys(2))).toThrow(RangeError) // below the floors
    expect(() => largestRemainder(2, [5, 5, 0], 10, keys(3))).not.toThrow()
    expect(() => largestRemainder(3, [5, 5, 0], 10, keys(3))).toThrow(RangeError) // zero part cannot grow
    expect(() => largestRemainder(1, [1], 0, keys(1))).toThrow(RangeError)
    expect(() => largestRemainder(-1, [], 1, [])).toThrow(RangeError)
  })
})

describe('tieHash', () => {
  it('is a stable unsigned 32-bit value that tells nearby keys apart', () => {
    expect(tieHash('item-1:u:carol')).toBe(1044974922)
    const seen = new Set(Array.from({ length: 1000 }, (_, i) => tieHash(`7:u:${i}`)))
    expect(seen.size).toBe(1000)
    for (const h of seen) expect(h >>> 0).toBe(h)
  })
})
