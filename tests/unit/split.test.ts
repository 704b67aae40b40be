import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPercent, splitEquallyAmongBp, splitEquallyBp, validateSplit } from '@/domain/split'

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
    ['33.333', '50'],
    [Number.NaN, '50'],
  ])('rejects the share %j', (bad, owner) => {
    const result = validateSplit({ ownerPercent: owner, shares: [{ personKey: 'u:b', percent: bad }] })
    expect(result).toEqual({ ok: false, message: 'All shares must have valid percentages' })
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
    ['0', ['50.01', '50']], // within 0.01 of 100, but nothing would be left for the owner to keep
  ])('rejects owner %s with %j as not totalling 100%%', (owner, percents) => {
    const result = validateSplit({
      ownerPercent: owner,
      shares: percents.map((percent, i) => ({ personKey: `u:${i}`, percent })),
    })
    expect(result).toEqual({ ok: false, message: 'Percentages must total 100%' })
  })

  it('accepts an exact 100% and returns basis points', () => {
    const result = validateSplit({
      ownerPercent: 33.34,
      shares: [
        { personKey: 'u:b', percent: '33.33' },
        { personKey: 'p:g', percent: 33.33 },
      ],
    })
    expect(result).toEqual({
      ok: true,
      ownerBp: 3334,
      shares: [
        { personKey: 'u:b', shareBp: 3333 },
        { personKey: 'p:g', shareBp: 3333 },
      ],
    })
  })

  it('accepts 0.01 either side of 100%, the owner absorbing the difference', () => {
    const under = validateSplit({
      ownerPercent: '33.33',
      shares: [
        { personKey: 'u:b', percent: '33.33' },
        { personKey: 'u:c', percent: '33.33' },
      ],
    })
    expect(under).toMatchObject({ ok: true, ownerBp: 3334 })
    const over = validateSplit({ ownerPercent: '50.01', shares: [{ personKey: 'u:b', percent: '50' }] })
    expect(over).toMatchObject({ ok: true, ownerBp: 5000 })
  })

  it('merges a person listed twice', () => {
    const result = validateSplit({
      ownerPercent: '40',
      shares: [
        { personKey: 'u:b', percent: '30' },
        { personKey: 'u:b', percent: '30' },
      ],
    })
    expect(result).toEqual({ ok: true, ownerBp: 4000, shares: [{ personKey: 'u:b', shareBp: 6000 }] })
  })

  it('stores shares that, with the owner, make exactly 100% whenever it accepts', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10000 }),
        fc.array(fc.nat({ max: 10000 }), { minLength: 1, maxLength: 8 }),
        (o, bps) => {
          const pct = (bp: number) => (bp / 100).toFixed(2)
          const result = validateSplit({
            ownerPercent: pct(o),
            shares: bps.map((bp, i) => ({ personKey: `u:${i}`, percent: pct(bp) })),
          })
          const total = o + bps.reduce((a, b) => a + b, 0)
          const sharesTotal = total - o
          expect(result.ok).toBe(Math.abs(total - 10000) <= 1 && sharesTotal <= 10000)
          if (result.ok) {
            expect(result.ownerBp + result.shares.reduce((a, s) => a + s.shareBp, 0)).toBe(10000)
            expect(result.ownerBp).toBeGreaterThanOrEqual(0)
          }
        },
      ),
    )
  })
})

describe('splitEquallyBp', () => {
  it.each([
    [0, 10000, 0],
    [1, 5000, 5000],
    [2, 3334, 3333], // 3 people: 33.33 each, the owner keeps 33.34
    [3, 2500, 2500],
    [5, 1665, 1667], // 6 people: 16.666..% rounds to 16.67 each, the owner keeps 16.65
    [6, 1426, 1429], // 7 people: 14.2857..% rounds to 14.29
  ])('with %i participants the owner keeps %i bp and each gets %i bp', (count, ownerBp, eachBp) => {
    expect(splitEquallyBp(count)).toEqual({ ownerBp, eachBp })
  })

  it('always totals exactly 100% and passes validation', () => {
    for (let count = 1; count <= 300; count++) {
      const { ownerBp, eachBp } = splitEquallyBp(count)
      expect(ownerBp + eachBp * count).toBe(10000)
      expect(ownerBp).toBeGreaterThanOrEqual(0)
      // Rounded half-up to 2 decimals, unless that leaves the owner below zero (then rounded down).
      const rounded = Math.floor((2 * 10000 + count + 1) / (2 * (count + 1)))
      expect(eachBp).toBe(rounded * count <= 10000 ? rounded : Math.floor(10000 / (count + 1)))
      const shares = Array.from({ length: count }, (_, i) => ({ personKey: `u:${i}`, percent: eachBp / 100 }))
      expect(validateSplit({ ownerPercent: ownerBp / 100, shares }).ok).toBe(true)
    }
  })

  it('rejects a negative or fractional count', () => {
    expect(() => splitEquallyBp(-1)).toThrow(RangeError)
    expect(() => splitEquallyBp(1.5)).toThrow(RangeError)
  })
})

describe('splitEquallyAmongBp (an item nobody owns)', () => {
  it('gives all of it to the chosen people, exactly 100%, each within 0.01 of the others', () => {
    expect(splitEquallyAmongBp(3)).toEqual([3334, 3333, 3333])
    expect(splitEquallyAmongBp(4)).toEqual([2500, 2500, 2500, 2500])
    expect(splitEquallyAmongBp(1)).toEqual([10_000])
    expect(splitEquallyAmongBp(0)).toEqual([])
    for (let n = 1; n <= 60; n++) {
      const parts = splitEquallyAmongBp(n)
      expect(parts.reduce((a, b) => a + b, 0)).toBe(10_000)
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
    }
  })
})

describe('validateSplit on an item nobody owns', () => {
  it('gives the 0.01 slack of 33.33 x 3 to the people when Unassigned is 0', () => {
    const shares = ['u:a', 'u:b', 'u:c'].map((personKey) => ({ personKey, percent: '33.33' }))
    expect(validateSplit({ ownerPercent: '0', shares, ownerless: true })).toEqual({
      ok: true,
      shares: [
        { personKey: 'u:a', shareBp: 3334 },
        { personKey: 'u:b', shareBp: 3333 },
        { personKey: 'u:c', shareBp: 3333 },
      ],
      ownerBp: 0,
    })
    // With an owner the slack stays the owner's, as before.
    expect(validateSplit({ ownerPercent: '0', shares })).toMatchObject({ ok: true, ownerBp: 1 })
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
