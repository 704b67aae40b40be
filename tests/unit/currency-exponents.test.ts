// The minor unit of each currency is ours, not the runtime's (decision 047): a runtime update must never
// change what a stored integer means. Node's currency data is newer than workerd's and Chromium's and
// already disagrees with them (RSD: 2 digits here, 0 there), so these tests, run in Node, fail whenever
// anything reads a currency's digits from Intl instead of the table.
import { describe, expect, it } from 'vitest'
import { currencyExponent, formatMoney, isCurrencyCode, moneyIn, parseAmount } from '@/domain/currency'
import { CURRENCY_CODES, CURRENCY_EXPONENTS, ISO_4217_DIFFERS } from '@/domain/currency-exponents'
import { currencyForLocale } from '@/domain/locale-currency'
import { currencySchema } from '@/domain/schemas/currency'

// ISO 4217's minor units (list one), written out here apart from the table so the two can be compared:
// these have none or three; every other offered currency has two, and XDR and XSU have none listed.
const ISO_NO_DECIMALS = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(' ')
const ISO_THREE = 'BHD IQD JOD KWD LYD OMR TND'.split(' ')
const ISO_UNLISTED = ['XDR', 'XSU']
const iso = (code: string) =>
  ISO_UNLISTED.includes(code) ? null : ISO_NO_DECIMALS.includes(code) ? 0 : ISO_THREE.includes(code) ? 3 : 2

const runtimeCurrencies = () =>
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? []

describe('the currency exponent table', () => {
  it('decides RSD, where runtimes disagree: whole dinars, as every RSD amount was stored', () => {
    expect(currencyExponent('RSD')).toBe(0)
    expect(formatMoney(123456, 'RSD', 'en-US')).toBe('RSD\u00a0123,456')
    expect(parseAmount('123,456', 'RSD', 'en-US')).toEqual({ ok: true, minor: 123456 })
    const dinars = moneyIn('RSD', 'sr-Latn-RS')
    expect(dinars.exponent).toBe(0)
    expect(dinars.parse(dinars.format(123456))).toEqual({ ok: true, minor: 123456 })
    expect(dinars.input(123456)).toBe('123456')
  })

  it('covers every currency the runtime knows, and the API accepts exactly the table', () => {
    expect(runtimeCurrencies().filter((code) => !CURRENCY_EXPONENTS.has(code))).toEqual([])
    for (const code of CURRENCY_CODES) {
      expect(isCurrencyCode(code)).toBe(true)
      expect(currencySchema.parse(code.toLowerCase())).toBe(code)
    }
    // Codes outside the table (a made-up one, gold, the test code, no currency, a peseta) are refused.
    for (const code of ['XYZ', 'XAU', 'XTS', 'XXX', 'ESP']) expect(currencySchema.safeParse(code).success).toBe(false)
    expect(CURRENCY_CODES).toEqual([...CURRENCY_CODES].sort())
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length)
  })

  it('covers every currency the app picks for a region', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
    const regions = letters.flatMap((a) => letters.map((b) => `${a}${b}`))
    const picked = new Set(
      regions.flatMap((region) => {
        try {
          return [currencyForLocale(`und-${region}`)]
        } catch {
          return []
        }
      }),
    )
    expect(picked.size).toBeGreaterThan(10)
    expect([...picked].filter((code) => !CURRENCY_EXPONENTS.has(code))).toEqual([])
  })

  it('is ISO 4217 except where the app has always stored fewer digits, each listed with ISO’s figure', () => {
    const differs = CURRENCY_CODES.filter((code) => iso(code) !== CURRENCY_EXPONENTS.get(code))
    expect(differs).toEqual(Object.keys(ISO_4217_DIFFERS).sort())
    for (const code of differs) {
      expect(ISO_4217_DIFFERS[code]).toBe(iso(code))
      // The app's unit is never finer than ISO's: an amount it stored is always a whole number of ISO units.
      expect(CURRENCY_EXPONENTS.get(code)).toBeLessThanOrEqual(iso(code) ?? 2)
    }
  })

  it.each(CURRENCY_CODES)('%s shows exactly its table digits and reads back what it shows', (code) => {
    const exponent = currencyExponent(code)
    const money = moneyIn(code, 'en-US')
    const shown = money.format(1234567)
    const decimals = shown.match(/\.(\d+)/)?.[1] ?? ''
    expect(decimals.length).toBe(exponent)
    expect(money.parse(shown)).toEqual({ ok: true, minor: 1234567 })
    expect(money.parse(money.input(1234567))).toEqual({ ok: true, minor: 1234567 })
  })
})
