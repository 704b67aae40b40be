import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  centsToDollarsString,
  floorDiv,
  formatUSD,
  MAX_ITEM_PRICE_CENTS,
  parseDollarsToCents,
  roundHalfUpDiv,
} from '@/domain/money'

describe('parseDollarsToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.99', 99],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['0', 0],
    ['$1,234.56', 123456],
    ['$ 7', 700],
    ['1,000,000', 100000000],
    ['  4.05  ', 405],
    ['007.10', 710],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents)
  })

  it.each([
    [12, 1200],
    [12.5, 1250],
    [0.29, 29],
    [1.15, 115], // 1.15 * 100 is 114.99999999999999
    [0, 0],
    [-0, 0],
  ])('reads the number %d as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents)
  })

  it.each([
    '',
    '   ',
    '.',
    '$',
    '-1',
    '-0.50',
    '1.005',
    '12.345',
    'abc',
    '12abc',
    '1e3',
    '12,34',
    '1234,567',
    '1,23',
    'NaN',
    'Infinity',
    '1.2.3',
    '99999999999999999999',
  ])('rejects %j', (input) => {
    expect(parseDollarsToCents(input)).toBeNull()
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, -0.01, 1.005, 0.1 + 0.2, 1e21, 1e-7])(
    'rejects the number %d',
    (input) => {
      expect(parseDollarsToCents(input)).toBeNull()
    },
  )

  it('round-trips every cent amount through its plain text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ITEM_PRICE_CENTS * 100 }), (cents) => {
        expect(parseDollarsToCents(centsToDollarsString(cents))).toBe(cents)
        expect(parseDollarsToCents(formatUSD(cents))).toBe(cents)
      }),
    )
  })
})

describe('formatUSD', () => {
  it('formats cents as US dollars', () => {
    expect(formatUSD(0)).toBe('$0.00')
    expect(formatUSD(5)).toBe('$0.05')
    expect(formatUSD(1250)).toBe('$12.50')
    expect(formatUSD(123456)).toBe('$1,234.56')
    expect(formatUSD(MAX_ITEM_PRICE_CENTS)).toBe('$100,000.00')
    expect(formatUSD(-199)).toBe('-$1.99')
  })

  it('refuses fractional cents, which can only come from a bug', () => {
    expect(() => formatUSD(12.5)).toThrow(RangeError)
    expect(() => formatUSD(Number.NaN)).toThrow(RangeError)
  })
})

describe('centsToDollarsString', () => {
  it('gives the plain input form', () => {
    expect(centsToDollarsString(1250)).toBe('12.50')
    expect(centsToDollarsString(5)).toBe('0.05')
    expect(centsToDollarsString(0)).toBe('0.00')
    expect(centsToDollarsString(123456)).toBe('1234.56')
    expect(centsToDollarsString(-5)).toBe('-0.05')
  })
})

describe('integer division helpers', () => {
  it('floorDiv floors exactly, also for negative dividends', () => {
    expect(floorDiv(7, 2)).toBe(3)
    expect(floorDiv(-7, 2)).toBe(-4)
    expect(floorDiv(6, 3)).toBe(2)
    expect(floorDiv(2 ** 53 - 1, 10000)).toBe(900719925474)
    expect(() => floorDiv(1, 0)).toThrow(RangeError)
  })

  it('roundHalfUpDiv rounds exact halves up', () => {
    expect(roundHalfUpDiv(5, 10)).toBe(1)
    expect(roundHalfUpDiv(4999, 10000)).toBe(0)
    expect(roundHalfUpDiv(5000, 10000)).toBe(1)
    expect(roundHalfUpDiv(15000, 10000)).toBe(2)
    expect(roundHalfUpDiv(14999, 10000)).toBe(1)
  })

  it('matches BigInt floor division on large safe integers', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 1, max: 2 ** 31 }), (a, b) => {
        expect(BigInt(floorDiv(a, b))).toBe(BigInt(a) / BigInt(b))
      }),
    )
  })
})
