import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountFromBp, bpFromAmount, bpToPercentString, parsePercentToBp } from '@/domain/percent'

describe('parsePercentToBp', () => {
  it.each([
    ['8.88', 888],
    ['20', 2000],
    ['7.5', 750],
    ['7.50', 750],
    ['0', 0],
    ['100', 10000],
    ['100.00', 10000],
    ['.5', 50],
    [' 8.88% ', 888],
    ['0.01', 1],
  ])('reads %j as %i bp', (input, bp) => {
    expect(parsePercentToBp(input)).toBe(bp)
  })

  it.each([
    [8.88, 888],
    [20, 2000],
    [0.07, 7],
    [100, 10000],
  ])('reads the number %d as %i bp', (input, bp) => {
    expect(parsePercentToBp(input)).toBe(bp)
  })

  it.each(['', '.', '%', '-1', '100.01', '101', '8.888', 'abc', '1e2', '8,88', 'NaN'])('rejects %j', (input) => {
    expect(parsePercentToBp(input)).toBeNull()
  })

  it.each([Number.NaN, -0.01, 100.5, 8.885, 0.1 + 0.2, Number.POSITIVE_INFINITY])('rejects the number %d', (input) => {
    expect(parsePercentToBp(input)).toBeNull()
  })
})

describe('bpToPercentString', () => {
  it('writes the shortest form', () => {
    expect(bpToPercentString(888)).toBe('8.88')
    expect(bpToPercentString(2000)).toBe('20')
    expect(bpToPercentString(750)).toBe('7.5')
    expect(bpToPercentString(5)).toBe('0.05')
    expect(bpToPercentString(10000)).toBe('100')
    expect(bpToPercentString(0)).toBe('0')
  })

  it('round-trips every valid percent', () => {
    for (let bp = 0; bp <= 10000; bp++) expect(parsePercentToBp(bpToPercentString(bp))).toBe(bp)
  })
})

describe('amountFromBp', () => {
  it('rounds subtotal x percent half-up to a cent', () => {
    expect(amountFromBp(10000, 888)).toBe(888) // 8.88% of $100.00
    expect(amountFromBp(12345, 888)).toBe(1096) // $1096.236 -> $10.96
    expect(amountFromBp(5631, 888)).toBe(500) // $5.000328
    expect(amountFromBp(12345, 2000)).toBe(2469) // 20% tip
    expect(amountFromBp(5000, 1)).toBe(1) // exactly half a cent goes up
    expect(amountFromBp(4999, 1)).toBe(0)
    expect(amountFromBp(0, 888)).toBe(0)
    expect(amountFromBp(1234, 0)).toBe(0)
  })

  it('agrees with a BigInt reference over the whole product range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 10000 }), (sub, bp) => {
        const reference = (BigInt(sub) * BigInt(bp) * 2n + 10000n) / 20000n
        expect(BigInt(amountFromBp(sub, bp))).toBe(reference)
      }),
    )
  })

  it('rejects negative and fractional inputs', () => {
    expect(() => amountFromBp(-1, 888)).toThrow(RangeError)
    expect(() => amountFromBp(100, 8.88)).toThrow(RangeError)
  })
})

describe('bpFromAmount (spec section 9)', () => {
  it('is 0 with no subtotal or no amount', () => {
    expect(bpFromAmount(500, 0)).toBe(0)
    expect(bpFromAmount(0, 12345)).toBe(0)
  })

  it('rounds amount / subtotal to 2 decimals of a percent', () => {
    expect(bpFromAmount(888, 10000)).toBe(888)
    expect(bpFromAmount(1096, 12345)).toBe(888) // 8.8781...% -> 8.88%
    expect(bpFromAmount(1, 3)).toBe(3333) // 33.33...% gives back 1 cent
    expect(bpFromAmount(8004, 100000)).toBe(800) // 8.004% -> 8.00%
  })

  it('keeps the rounded percent when a neighbour is only as close, not closer', () => {
    // $1000 subtotal: 1 bp is 10 cents. $80.05 is 8.005%, rounded half-up to 8.01% = $80.10;
    // 8.00% = $80.00 is equally 5 cents off, so no nudge.
    expect(bpFromAmount(8005, 100000)).toBe(801)
  })

  it('clamps to 100%', () => {
    expect(bpFromAmount(2000, 1000)).toBe(10000)
    expect(bpFromAmount(1001, 1000)).toBe(10000)
    expect(bpFromAmount(1000, 1000)).toBe(10000)
  })

  it('returns the percent whose rounded amount is closest to the typed amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (sub, amount) => {
          const bp = bpFromAmount(amount, sub)
          expect(bp).toBeGreaterThanOrEqual(0)
          expect(bp).toBeLessThanOrEqual(10000)
          const off = (b: number) => Math.abs(amountFromBp(sub, b) - amount)
          // No percent within a few bp does strictly better (amounts grow with bp, so none further does).
          for (let b = Math.max(0, bp - 5); b <= Math.min(10000, bp + 5); b++)
            expect(off(b)).toBeGreaterThanOrEqual(off(bp))
          // And where an exact round trip is possible at all (one bp worth at most a cent), it is made.
          if (sub <= 10000 && amount <= sub) expect(amountFromBp(sub, bp)).toBe(amount)
        },
      ),
    )
  })

  it('is the plain rounded ratio when that is already the closest (spec step 2 before the nudge)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (sub, amount) => {
        fc.pre(amount <= sub)
        const ratio = (BigInt(amount) * 20000n + BigInt(sub)) / (2n * BigInt(sub))
        expect(bpFromAmount(amount, sub)).toBe(Number(ratio))
      }),
    )
  })
})
