import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPercent, splitEquallyAmongMilliPct, splitEquallyMilliPct, validateSplit } from '@/domain/split'

describe('validateSplit', () => {
  it('asks for a participant first', () => {
    expect(validateSplit({ ownerPercent: '100', shares: [] })).toEqual({
      ok: false,
      message: 'Please add at least one participant',
    })
  })

  it.each([
    ['', '50'],
    ['abc', '50'],
    ['-10', '50'],
    ['101', '50'],
    [Number.NaN, '50'],
  ])('rejects the share %j', (bad, owner) => {
    const result = validateSplit({ ownerPercent: owner, shares: [{ personKey: 'u:b', percent: bad }] })
    expect(result).toEqual({ ok: false, message: 'All shares must have valid percentages' })
  })

  it.each([['33.3333'], ['50.0001'], [33.3333]])('refuses the fourth decimal of %j, saying so', (bad) => {
    const result = validateSplit({ ownerPercent: '50', shares: [{ personKey: 'u:b', percent: bad }] })
    expect(result).toEqual({ ok: false, message: 'Shares can have at most 3 decimals, like 33.333' })
    const owner = validateSplit({ ownerPercent: bad, shares: [{ personKey: 'u:b', percent: '50' }] })
    expect(owner).toEqual({ ok: false, message: 'Shares can have at most 3 decimals, like 33.333' })
  })

  it("rejects an unreadable owner's share as an invalid percentage", () => {
    const result = validateSplit({ ownerPercent: 'x', shares: [{ personKey: 'u:b', percent: '50' }] })
    expect(result).toEqual({ ok: false, message: 'All shares must have valid percentages' })
  })

  it('checks percentages before the total', () => {
    const result = validateSplit({
      ownerPercent: '10',
      shares: [
        { personKey: 'u:b', percent: '10' },
        { personKey: 'u:c', percent: 'ten' },
      ],
    })
    expect(result).toEqual({ ok: false, message: 'All shares must have valid percentages' })
  })

  it.each([
    ['50', ['40']],
    ['50', ['50.02']],
    ['0', ['99.98']],
    ['100', ['100']],
    ['0', ['50.01', '50']],
    ['0', ['33.33', '33.33', '33.33']], // 99.99%: a hundredth short is not complete
    ['33.33', ['33.33', '33.33']],
    ['0', ['33.333', '33.333', '33.333']], // 99.999%: a thousandth short is not complete either
    ['50.001', ['50']],
  ])('rejects owner %s with %j as not totalling 100%%', (owner, percents) => {
    const result = validateSplit({
      ownerPercent: owner,
      shares: percents.map((percent, i) => ({ personKey: `u:${i}`, percent })),
    })
    expect(result).toEqual({ ok: false, message: 'Percentages must total 100%' })
  })

  it('accepts an exact 100% and returns thousandths of a percent, exactly as typed', () => {
    const result = validateSplit({
      ownerPercent: 33.334,
      shares: [
        { personKey: 'u:b', percent: '33.333' },
        { personKey: 'p:g', percent: 33.333 },
      ],
    })
    expect(result).toEqual({
      ok: true,
      ownerMilliPct: 33_334,
      shares: [
        { personKey: 'u:b', shareMilliPct: 33_333 },
        { personKey: 'p:g', shareMilliPct: 33_333 },
      ],
    })
    // Two decimals are still fine when they add up.
    const halves = validateSplit({ ownerPercent: '33.34', shares: [{ personKey: 'u:b', percent: '66.66' }] })
    expect(halves).toEqual({ ok: true, ownerMilliPct: 33_340, shares: [{ personKey: 'u:b', shareMilliPct: 66_660 }] })
  })

  it('gives nobody a slack: what is stored is exactly what was typed', () => {
    const ownerless = ['u:a', 'u:b', 'u:c'].map((personKey, i) => ({ personKey, percent: i ? '33.333' : '33.334' }))
    expect(validateSplit({ ownerPercent: '0', shares: ownerless })).toEqual({
      ok: true,
      shares: [
        { personKey: 'u:a', shareMilliPct: 33_334 },
        { personKey: 'u:b', shareMilliPct: 33_333 },
        { personKey: 'u:c', shareMilliPct: 33_333 },
      ],
      ownerMilliPct: 0,
    })
  })

  it('merges a person listed twice', () => {
    const result = validateSplit({
      ownerPercent: '40',
      shares: [
        { personKey: 'u:b', percent: '30' },
        { personKey: 'u:b', percent: '30' },
      ],
    })
    expect(result).toEqual({ ok: true, ownerMilliPct: 40_000, shares: [{ personKey: 'u:b', shareMilliPct: 60_000 }] })
  })

  it('accepts exactly the splits that total 100.000%, and stores each share as typed', () => {
    // Totals near 100% are the interesting ones, so most owners are what makes the total exactly 100.
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.boolean(),
        (parts, off, exact) => {
          const shared = parts.reduce((a, b) => a + b, 0)
          const o = Math.max(0, Math.min(100_000, exact ? 100_000 - shared : 100_000 - shared + off))
          const pct = (m: number) => (m / 1000).toFixed(3)
          const result = validateSplit({
            ownerPercent: pct(o),
            shares: parts.map((m, i) => ({ personKey: `u:${i}`, percent: pct(m) })),
          })
          expect(result.ok).toBe(o + shared === 100_000)
          if (result.ok) {
            expect(result.ownerMilliPct).toBe(o)
            expect(result.shares.map((s) => s.shareMilliPct)).toEqual(parts)
          }
        },
      ),
    )
  })
})

describe('splitEquallyMilliPct', () => {
  it.each([
    [0, 100_000, 0],
    [1, 50_000, 50_000],
    [2, 33_334, 33_333], // 3 people: 33.333 each, the owner keeps 33.334
    [3, 25_000, 25_000],
    [5, 16_665, 16_667], // 6 people: 16.6666..% rounds to 16.667 each, the owner keeps 16.665
    [6, 14_284, 14_286], // 7 people: 14.285714..% rounds to 14.286
  ])(
    'with %i participants the owner keeps %i and each gets %i thousandths of a percent',
    (count, ownerMilliPct, eachMilliPct) => {
      expect(splitEquallyMilliPct(count)).toEqual({ ownerMilliPct, eachMilliPct })
    },
  )

  it('always totals exactly 100% and passes validation', () => {
    for (let count = 1; count <= 600; count++) {
      const { ownerMilliPct, eachMilliPct } = splitEquallyMilliPct(count)
      expect(ownerMilliPct + eachMilliPct * count).toBe(100_000)
      expect(ownerMilliPct).toBeGreaterThanOrEqual(0)
      // Rounded half-up to 3 decimals, unless that leaves the owner below zero (then rounded down).
      const rounded = Math.floor((2 * 100_000 + count + 1) / (2 * (count + 1)))
      expect(eachMilliPct).toBe(rounded * count <= 100_000 ? rounded : Math.floor(100_000 / (count + 1)))
      const shares = Array.from({ length: count }, (_, i) => ({ personKey: `u:${i}`, percent: eachMilliPct / 1000 }))
      expect(validateSplit({ ownerPercent: ownerMilliPct / 1000, shares }).ok).toBe(true)
    }
  })

  it('rejects a negative or fractional count', () => {
    expect(() => splitEquallyMilliPct(-1)).toThrow(RangeError)
    expect(() => splitEquallyMilliPct(1.5)).toThrow(RangeError)
  })
})

describe('splitEquallyAmongMilliPct (an item nobody owns)', () => {
  it('gives all of it to the chosen people, exactly 100%, each within 0.001 of the others', () => {
    expect(splitEquallyAmongMilliPct(3)).toEqual([33_334, 33_333, 33_333])
    expect(splitEquallyAmongMilliPct(4)).toEqual([25_000, 25_000, 25_000, 25_000])
    expect(splitEquallyAmongMilliPct(1)).toEqual([100_000])
    expect(splitEquallyAmongMilliPct(0)).toEqual([])
    for (let n = 1; n <= 60; n++) {
      const parts = splitEquallyAmongMilliPct(n)
      expect(parts.reduce((a, b) => a + b, 0)).toBe(100_000)
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
    }
  })
})

describe('clampPercent', () => {
  it('clamps to 0..100', () => {
    expect(clampPercent(-5)).toBe(0)
    expect(clampPercent(150)).toBe(100)
    expect(clampPercent(33.33)).toBe(33.33)
    expect(clampPercent(Number.NaN)).toBe(0)
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100)
  })
})
