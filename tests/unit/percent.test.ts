import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountFromMilliPct,
  hasTooManyDecimals,
  milliPctFromAmount,
  milliPctToFixedString,
  milliPctToPercentString,
  parseRateToMilliPct,
  parseShareToMilliPct,
} from '@/domain/percent'

describe('parseShareToMilliPct (item shares, 3 decimals like tax and tip)', () => {
  it.each([
    ['33.333', 33_333],
    ['33.334', 33_334],
    ['8.88', 8880],
    ['20', 20_000],
    ['7.5', 7500],
    ['7.50', 7500],
    ['0', 0],
    ['100', 100_000],
    ['100.000', 100_000],
    ['.5', 500],
    [' 8.875% ', 8875],
    ['0.001', 1],
  ])('reads %j as %i thousandths of a percent', (input, milliPct) => {
    expect(parseShareToMilliPct(input)).toBe(milliPct)
  })

  it.each([
    [8.88, 8880],
    [33.333, 33_333],
    [20, 20_000],
    [0.07, 70],
    [100, 100_000],
  ])('reads the number %d as %i', (input, milliPct) => {
    expect(parseShareToMilliPct(input)).toBe(milliPct)
  })

  it.each(['', '.', '%', '-1', '100.001', '101', '33.3333', 'abc', '1e2', '8,88', 'NaN'])('rejects %j', (input) => {
    expect(parseShareToMilliPct(input)).toBeNull()
  })

  it.each([Number.NaN, -0.01, 100.5, 8.8855, 0.1 + 0.2, Number.POSITIVE_INFINITY])('rejects the number %d', (input) => {
    expect(parseShareToMilliPct(input)).toBeNull()
  })

  it('tells a fourth decimal apart from other mistakes, so the form can say which', () => {
    for (const typed of ['33.3333', '33.33333%', '.0001', 8.8855]) expect(hasTooManyDecimals(typed)).toBe(true)
    for (const typed of ['33.333', '33', 'abc', '-1.2345', '', '1e-4']) expect(hasTooManyDecimals(typed)).toBe(false)
  })
})

describe('milliPctToPercentString', () => {
  it('writes the shortest form', () => {
    expect(milliPctToPercentString(33_333)).toBe('33.333')
    expect(milliPctToPercentString(8880)).toBe('8.88')
    expect(milliPctToPercentString(20_000)).toBe('20')
    expect(milliPctToPercentString(7500)).toBe('7.5')
    expect(milliPctToPercentString(50)).toBe('0.05')
    expect(milliPctToPercentString(100_000)).toBe('100')
    expect(milliPctToPercentString(0)).toBe('0')
  })

  it('round-trips every valid share', () => {
    for (let m = 0; m <= 100_000; m++) expect(parseShareToMilliPct(milliPctToPercentString(m))).toBe(m)
  })
})

describe('milliPctToFixedString (the CSV column)', () => {
  it('always writes three decimals, exactly', () => {
    expect(milliPctToFixedString(33_333)).toBe('33.333')
    expect(milliPctToFixedString(100_000)).toBe('100.000')
    expect(milliPctToFixedString(5)).toBe('0.005')
    expect(milliPctToFixedString(0)).toBe('0.000')
    for (let m = 0; m <= 100_000; m += 7) expect(parseShareToMilliPct(milliPctToFixedString(m))).toBe(m)
    expect(() => milliPctToFixedString(-1)).toThrow(RangeError)
  })
})

describe('parseRateToMilliPct (tax and tip, 3 decimals)', () => {
  it.each([
    ['8.875', 8875],
    ['9.975', 9975],
    ['7.25', 7250],
    ['8.88', 8880],
    ['20', 20_000],
    ['0', 0],
    ['100', 100_000],
    ['100.000', 100_000],
    ['.005', 5],
    [' 8.875% ', 8875],
    ['0.001', 1],
  ])('reads %j as %i thousandths of a percent', (input, milliPct) => {
    expect(parseRateToMilliPct(input)).toBe(milliPct)
  })

  it.each([8.875, 9.975, 7.25, 0.001, 100])('reads the number %d', (input) => {
    expect(parseRateToMilliPct(input)).toBe(Math.round(input * 1000))
  })

  it.each(['', '.', '-1', '100.001', '101', '8.8751', 'abc', '1e2', '8,875'])('rejects %j', (input) => {
    expect(parseRateToMilliPct(input)).toBeNull()
  })

  it('round-trips every rate through milliPctToPercentString', () => {
    expect(milliPctToPercentString(8875)).toBe('8.875')
    expect(milliPctToPercentString(20_000)).toBe('20')
    expect(milliPctToPercentString(7250)).toBe('7.25')
    expect(milliPctToPercentString(5)).toBe('0.005')
    for (let m = 0; m <= 100_000; m++) expect(parseRateToMilliPct(milliPctToPercentString(m))).toBe(m)
  })
})

describe('amountFromMilliPct', () => {
  it('rounds subtotal x rate half-up to a cent', () => {
    expect(amountFromMilliPct(10000, 8875)).toBe(888) // 8.875% of $100.00 = $8.875 -> $8.88
    expect(amountFromMilliPct(10000, 9975)).toBe(998) // Quebec: $9.975 -> $9.98
    expect(amountFromMilliPct(12345, 8880)).toBe(1096) // $10.96236 -> $10.96
    expect(amountFromMilliPct(12345, 20_000)).toBe(2469)
    expect(amountFromMilliPct(50_000, 1)).toBe(1) // exactly half a cent goes up
    expect(amountFromMilliPct(49_999, 1)).toBe(0)
    expect(amountFromMilliPct(0, 8875)).toBe(0)
  })

  it('agrees with a BigInt reference, far past 2^53 products', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 100_000 }),
        (sub, m) => {
          const reference = (BigInt(sub) * BigInt(m) * 2n + 100_000n) / 200_000n
          expect(BigInt(amountFromMilliPct(sub, m))).toBe(reference)
        },
      ),
    )
  })

  it('rejects negative and fractional inputs', () => {
    expect(() => amountFromMilliPct(-1, 8875)).toThrow(RangeError)
    expect(() => amountFromMilliPct(100, 8.875)).toThrow(RangeError)
  })
})

describe('amountFromMilliPct (an item share)', () => {
  it('rounds price x share half-up to a cent', () => {
    expect(amountFromMilliPct(1001, 33_330)).toBe(334) // 333.63
    expect(amountFromMilliPct(1001, 33_333)).toBe(334) // 333.663
    expect(amountFromMilliPct(50_000, 1)).toBe(1)
    expect(amountFromMilliPct(49_999, 1)).toBe(0)
  })
})

describe('milliPctFromAmount (docs/product.md#64-tax-and-tip, to 3 decimals)', () => {
  it('is 0 with no subtotal or no amount', () => {
    expect(milliPctFromAmount(500, 0)).toBe(0)
    expect(milliPctFromAmount(0, 12345)).toBe(0)
  })

  it('rounds amount / subtotal to 3 decimals of a percent', () => {
    expect(milliPctFromAmount(888, 10000)).toBe(8880)
    expect(milliPctFromAmount(1096, 12345)).toBe(8878) // 8.8781...% -> 8.878%
    expect(milliPctFromAmount(1, 3)).toBe(33_333) // 33.333...% gives back 1 cent
    expect(milliPctFromAmount(80_004, 1_000_000)).toBe(8000) // 8.0004% -> 8.000%
  })

  it('keeps the rounded rate when a neighbour is only as close, not closer', () => {
    // $10,000 subtotal: 0.001% is 10 cents. $800.05 is 8.0005%, rounded half-up to 8.001% = $800.10;
    // 8.000% = $800.00 is equally 5 cents off, so no nudge.
    expect(milliPctFromAmount(80_005, 1_000_000)).toBe(8001)
  })

  it('clamps to 100%', () => {
    expect(milliPctFromAmount(2000, 1000)).toBe(100_000)
    expect(milliPctFromAmount(1001, 1000)).toBe(100_000)
    expect(milliPctFromAmount(1000, 1000)).toBe(100_000)
  })

  it('returns the rate whose rounded amount is closest to the typed amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (sub, amount) => {
          const m = milliPctFromAmount(amount, sub)
          expect(m).toBeGreaterThanOrEqual(0)
          expect(m).toBeLessThanOrEqual(100_000)
          const off = (x: number) => Math.abs(amountFromMilliPct(sub, x) - amount)
          // No rate within a few steps does strictly better (amounts grow with the rate).
          for (let x = Math.max(0, m - 5); x <= Math.min(100_000, m + 5); x++)
            expect(off(x)).toBeGreaterThanOrEqual(off(m))
          // Where an exact round trip is possible at all (one step worth at most a cent), it is made.
          if (sub <= 100_000 && amount <= sub) expect(amountFromMilliPct(sub, m)).toBe(amount)
        },
      ),
    )
  })

  it('is the plain rounded ratio when that is already the closest (before the nudge, product.md 6.4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (sub, amount) => {
        fc.pre(amount <= sub)
        const ratio = (BigInt(amount) * 200_000n + BigInt(sub)) / (2n * BigInt(sub))
        expect(milliPctFromAmount(amount, sub)).toBe(Number(ratio))
      }),
    )
  })
})
