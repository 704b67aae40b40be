import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountExample,
  currencyExponent,
  formatMoney,
  isCurrencyCode,
  minorToDecimal,
  parseAmount,
} from '../../src/domain/currency'

const minor = (text: string, currency: string, locale: string) => {
  const r = parseAmount(text, currency, locale)
  return r.ok ? r.minor : r.message
}

describe('currencies', () => {
  it('know their minor units from Intl: JPY 0, USD and EUR 2, KWD 3', () => {
    expect([
      currencyExponent('JPY'),
      currencyExponent('USD'),
      currencyExponent('EUR'),
      currencyExponent('KWD'),
    ]).toEqual([0, 2, 2, 3])
    expect(isCurrencyCode('USD')).toBe(true)
    expect(isCurrencyCode('usd')).toBe(false)
    expect(isCurrencyCode('XYZ')).toBe(false)
  })

  it('format minor units exactly, in the viewer locale', () => {
    expect(minorToDecimal(5, 2)).toBe('0.05')
    expect(minorToDecimal(-123456, 3)).toBe('-123.456')
    expect(minorToDecimal(1500, 0)).toBe('1500')
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56')
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€')
    expect(formatMoney(1500, 'JPY', 'ja-JP')).toBe('￥1,500')
    expect(formatMoney(1234567, 'KWD', 'en-US')).toBe('KWD\u00a01,234.567')
    // A float would print 0.30000000000000004 somewhere along the way; the decimal string never does.
    expect(formatMoney(30, 'USD', 'en-US')).toBe('$0.30')
  })

  it('read what people type in their locale', () => {
    expect(minor('1,234.56', 'USD', 'en-US')).toBe(123456)
    expect(minor('$12.5', 'USD', 'en-US')).toBe(1250)
    expect(minor('1.234,56', 'EUR', 'de-DE')).toBe(123456)
    expect(minor('12,50 €', 'EUR', 'de-DE')).toBe(1250)
    expect(minor('1 234,56', 'EUR', 'fr-FR')).toBe(123456)
    expect(minor("1'234.50", 'CHF', 'de-CH')).toBe(123450)
    expect(minor('1,500', 'JPY', 'ja-JP')).toBe(1500)
    expect(minor('12.345', 'KWD', 'en-US')).toBe(12345)
    expect(minor('12,34,567.00', 'INR', 'en-IN')).toBe(1234567_00)
    expect(minor('1.250', 'EUR', 'es-ES')).toBe(125000)
  })

  it('read amounts as the locale writes that currency: its own decimal mark, its own digits', () => {
    // fr-CH writes plain numbers "1 234,5" but amounts "1 234.50 CHF": what it shows is what it reads.
    expect(minor(formatMoney(123450, 'CHF', 'fr-CH'), 'CHF', 'fr-CH')).toBe(123450)
    expect(minor('1 234.50', 'CHF', 'fr-CH')).toBe(123450)
    // Arabic locales write Arabic-Indic digits and separators around direction marks; Western digits work too.
    expect(minor(formatMoney(1234567, 'KWD', 'ar-KW'), 'KWD', 'ar-KW')).toBe(1234567)
    expect(minor('١٢٫٣٤٥', 'KWD', 'ar-KW')).toBe(12345)
    expect(minor('12٫345', 'KWD', 'ar-KW')).toBe(12345)
    // A currency with no minor unit still knows the locale's decimal mark, so "1.000" in de-DE is a thousand.
    expect(minor('1.000', 'JPY', 'de-DE')).toBe(1000)
    expect(minor('1,5', 'JPY', 'de-DE')).toBe('JPY amounts have no decimal places: enter an amount like 1.234')
  })

  it('refuse what could mean two things, or has more decimals than the currency', () => {
    // The decimal mark of another locale: refused, naming this locale's mark (decision 050).
    expect(minor('1,5', 'USD', 'en-US')).toBe('Use . for decimals: enter an amount like 1,234.56')
    expect(minor('12.50', 'EUR', 'de-DE')).toBe('Use , for decimals: enter an amount like 1.234,56')
    expect(minor('12,5,0', 'EUR', 'de-DE')).toBe('Enter an amount like 1.234,56')
    expect(minor('1.5', 'JPY', 'ja-JP')).toBe('JPY amounts have no decimal places: enter an amount like 1,234')
    expect(minor('1.2345', 'KWD', 'en-US')).toBe('At most 3 decimal places for KWD: enter an amount like 1,234.567')
    expect(minor('12.345', 'USD', 'en-US')).toBe('At most 2 decimal places for USD: enter an amount like 1,234.56')
    for (const bad of ['', ' ', '-5', '1e3', '12..5', '1.2.3', 'abc', '12,', '99999999999999999'])
      expect(parseAmount(bad, 'USD', 'en-US').ok, bad).toBe(false)
    expect(amountExample('EUR', 'de-DE')).toBe('1.234,56')
  })

  it('read back exactly what they format, for any amount, in currencies of 0, 2 and 3 digits', () => {
    const cases = [
      ['JPY', 'ja-JP'],
      ['USD', 'en-US'],
      ['EUR', 'de-DE'],
      ['EUR', 'fr-FR'],
      ['KWD', 'en-US'],
      ['INR', 'en-IN'],
      ['CHF', 'de-CH'],
    ] as const
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...cases),
        (amount, [currency, locale]) => {
          const shown = formatMoney(amount, currency, locale)
          const read = parseAmount(shown, currency, locale)
          expect(read, shown).toEqual({ ok: true, minor: amount })
        },
      ),
      { numRuns: 500 },
    )
  })
})
