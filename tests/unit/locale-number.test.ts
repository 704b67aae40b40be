import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveAdjustment } from '../../src/domain/adjustment'
import { moneyIn, parseAmount } from '../../src/domain/currency'
import { rateText, readRate } from '../../src/domain/locale-number'
import type { ParsedReceipt } from '../../src/domain/receipt/schema'
import { addItemFormIn } from '../../src/domain/schemas/event-form'
import { confirmReceiptFormSchema } from '../../src/domain/schemas/receipt-form'

// Decision 050: one pair of number marks per locale, read the same way by every amount and rate field; what
// the app writes in a locale (amounts shown, inputs pre-filled, rates) reads back there to the minor unit.

const percentIn = (text: string, locale: string, currency = 'EUR') =>
  resolveAdjustment(
    { mode: 'percent', percent: text, amount: '' },
    { milliPct: 0, mode: 'percent', subtotalCents: 10_000, money: moneyIn(currency, locale) },
  )

describe('rates in the viewer locale', () => {
  it('read "7,5" in a German browser as 7.5 %, like "7.5" in an American one', () => {
    expect(percentIn('7,5', 'de-DE')).toMatchObject({ ok: true, milliPct: 7500, amountCents: 750 })
    expect(percentIn('7.5', 'en-US', 'USD')).toMatchObject({ ok: true, milliPct: 7500 })
    expect(percentIn('8,875 %', 'fr-FR')).toMatchObject({ ok: true, milliPct: 8875 })
    expect(percentIn('100', 'de-DE')).toMatchObject({ ok: true, milliPct: 100_000 })
  })

  it('refuse the other decimal mark and say which one to use', () => {
    expect(percentIn('7.5', 'de-DE')).toEqual({ ok: false, error: 'Use , for decimals, e.g. 7,5' })
    expect(percentIn('7,5', 'en-US', 'USD')).toEqual({ ok: false, error: 'Use . for decimals, e.g. 7.5' })
    expect(percentIn('1.000', 'de-DE')).toEqual({
      ok: false,
      error: 'Enter a percentage from 0 to 100 (at most 3 decimals)',
    })
    expect(readRate('7,1234', 'de-DE')).toEqual({ ok: false, why: 'tooPrecise' })
    expect(readRate('100,5', 'de-DE')).toEqual({ ok: false, why: 'range' })
  })

  it('read both decimal marks where neither is the group mark (fr-CH writes "7,5" and "12.50 CHF")', () => {
    expect(readRate('7,5', 'fr-CH', 'CHF')).toEqual({ ok: true, milliPct: 7500 })
    expect(readRate('7.5', 'fr-CH', 'CHF')).toEqual({ ok: true, milliPct: 7500 })
  })
})

describe('amounts in the viewer locale', () => {
  it('read back what fr-CH pre-fills: "1234,50", with or without its group mark', () => {
    const chf = moneyIn('CHF', 'fr-CH')
    expect(chf.parse(chf.input(123450))).toEqual({ ok: true, minor: 123450 })
    for (const typed of ['1234,50', '1\u202f234,50', '1 234,50', '1 234.50', '1234.5'])
      expect(chf.parse(typed), typed).toEqual({ ok: true, minor: 123450 })
  })

  it('say which decimal mark to use for a price typed with the other one', () => {
    expect(parseAmount('12.50', 'EUR', 'de-DE')).toMatchObject({
      ok: false,
      message: 'Use , for decimals: enter an amount like 1.234,56',
    })
    const add = addItemFormIn(() => moneyIn('EUR', 'de-DE'))
    const refused = add.safeParse({ name: 'Brezel', price: '12.50' })
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Enter valid name and price (use , for decimals)'])
    expect(add.parse({ name: 'Brezel', price: '12,50' })).toEqual({ name: 'Brezel', priceCents: 1250 })
    // A currency without decimals names no decimal mark.
    expect(parseAmount('12,5', 'JPY', 'ja-JP')).toEqual({
      ok: false,
      message: 'JPY amounts have no decimal places: enter an amount like 1,234',
    })
    // Three digits after the group mark are a grouped thousand, not a decimal: read as such.
    expect(parseAmount('1.250', 'EUR', 'de-DE')).toEqual({ ok: true, minor: 125000 })
  })

  it('write amounts with the locale number marks where its money format would contradict them (en-DE)', () => {
    const eur = moneyIn('EUR', 'en-DE')
    expect(eur.format(123450)).toBe('€1.234,50')
    expect(eur.input(123450)).toBe('1234,50')
    expect(eur.parse('1.234,50')).toEqual({ ok: true, minor: 123450 })
  })
})

// Languages and regions that cover every way of writing numbers: Latin and native digits, space, dot,
// comma and apostrophe groups, Indian grouping, and the English-in-Europe locales whose money format
// contradicts their numbers.
const LOCALES = [
  'en-US',
  'en-GB',
  'en-IN',
  'en-CH',
  'en-DE',
  'en-NL',
  'en-BE',
  'en-DK',
  'en-SE',
  'en-FI',
  'en-ZA',
  'en-150',
  'de-DE',
  'de-AT',
  'de-CH',
  'de-LI',
  'fr-FR',
  'fr-CH',
  'fr-CA',
  'fr-BE',
  'it-IT',
  'it-CH',
  'rm-CH',
  'gsw-CH',
  'es-ES',
  'es-MX',
  'es-AR',
  'es-CL',
  'es-419',
  'pt-PT',
  'pt-BR',
  'nl-NL',
  'nl-BE',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'sk-SK',
  'hu-HU',
  'ro-RO',
  'bg-BG',
  'el-GR',
  'ru-RU',
  'uk-UA',
  'tr-TR',
  'lt-LT',
  'ar-EG',
  'ar-SA',
  'ar-KW',
  'ar-MA',
  'ar-DZ',
  'fa-IR',
  'he-IL',
  'ur-PK',
  'hi-IN',
  'bn-BD',
  'mr-IN',
  'ne-NP',
  'my-MM',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
  'th-TH',
  'vi-VN',
  'id-ID',
  'ms-MY',
  'fil-PH',
  'sw-KE',
  'kk-KZ',
]
const CURRENCIES = ['USD', 'EUR', 'CHF', 'JPY', 'KWD', 'INR', 'SEK']

describe('what the app writes in a locale, it reads there', () => {
  it('amounts shown and pre-filled read back to the same minor units, in every locale and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (locale, currency, minor) => {
          const money = moneyIn(currency, locale)
          for (const written of [money.format(minor), money.input(minor)])
            expect(money.parse(written), `${written} in ${locale}`).toEqual({ ok: true, minor })
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('rates pre-filled read back to the same thousandths of a percent, in every locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 100_000 }),
        (locale, currency, milliPct) => {
          const written = rateText(milliPct, locale, currency)
          expect(readRate(written, locale, currency), `${written} in ${locale}`).toEqual({ ok: true, milliPct })
          expect(readRate(`${written} %`, locale, currency)).toEqual({ ok: true, milliPct })
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('every locale has one decimal mark that is never also its group mark', () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES) {
        const money = moneyIn(currency, locale)
        if (money.exponent === 0) continue
        // One and a half units, written as the input writes it, is read as one and a half, not as 15.
        const half = 10 ** money.exponent + 5 * 10 ** (money.exponent - 1)
        expect(money.parse(money.input(half)), `${locale} ${currency}`).toEqual({ ok: true, minor: half })
      }
  })
})

describe('the receipt confirm form in the viewer locale', () => {
  const receipt: ParsedReceipt = {
    isReceipt: true,
    location_name: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    date_time: '',
    items: [],
    subtotal: 0,
    tax: 0,
    tip: '',
    total: 0,
  }
  const draft = (tax: string, price: string) => ({
    include: { location: false, dateTime: false, totals: true, items: true, tax: true, tip: false },
    replaceExisting: false,
    items: [{ key: 1, name: 'Brezel', price }],
    money: { subtotal: '4,50', tax, tip: '', total: '' },
  })

  it('reads a German reading, and names the decimal mark when a figure has the other one', () => {
    const form = confirmReceiptFormSchema(receipt, undefined, () => moneyIn('EUR', 'de-DE'))
    const ok = form.parse(draft('0,32', '4,50'))
    expect(ok.receipt).toMatchObject({ subtotalCents: 450, taxCents: 32, items: [{ name: 'Brezel', priceCents: 450 }] })
    const refused = form.safeParse(draft('0.32', '4.50'))
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0', 'Enter valid name and price (use , for decimals)'],
      ['money.tax', 'Use , for decimals: enter an amount like 1.234,56'],
    ])
  })
})
