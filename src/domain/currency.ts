// Currencies by ISO 4217 code, for amounts kept as integers in the currency's minor unit (JPY has none,
// USD two digits, KWD three). The digits come from our own table (currency-exponents.ts, decision 047),
// never from the runtime's data, which differs between runtimes; Intl knows each locale's separators.
// Formatting hands Intl a decimal string, never a float, so no amount is ever off by a rounding error;
// reading refuses anything a person could have meant two ways.

import * as CURRENCY from '../messages/currency'
import { CURRENCY_EXPONENTS } from './currency-exponents'

export type AmountReading = { ok: true; minor: number } | { ok: false; message: string }

/** Whether `code` is an ISO 4217 currency the app offers (upper case, as stored). */
export function isCurrencyCode(code: string): boolean {
  return CURRENCY_EXPONENTS.has(code)
}

/**
 * Digits after the decimal point in `currency`'s minor unit: JPY 0, USD 2, KWD 3, from our table. A code
 * outside it (none can be stored: the API refuses them) gets ISO 4217's usual 2, never the runtime's guess.
 */
export function currencyExponent(currency: string): number {
  return CURRENCY_EXPONENTS.get(currency) ?? 2
}

/** Intl's digits pinned to the table's, so what is shown never depends on the runtime's currency data. */
const digitsOf = (currency: string) => {
  const exponent = currencyExponent(currency)
  return { minimumFractionDigits: exponent, maximumFractionDigits: exponent }
}

/** `minor` units as an exact decimal string: 123456 in a 2-digit currency is "1234.56", in JPY "123456". */
export function minorToDecimal(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0')
  if (exponent === 0) return `${sign}${digits}`
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/** An amount for people to read, in the viewer's locale and the event's currency ("1.234,56 €" in de-DE). */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digitsOf(currency) })
  // Intl formats a decimal string exactly (ES2023); the cast covers lib typings that predate it.
  return format.format(minorToDecimal(minor, currencyExponent(currency)) as unknown as number)
}

// How a locale writes an amount of a currency: its separators (a currency's own, which can differ from
// the locale's plain numbers: fr-CH writes "1 234,5" but "1 234.50 CHF"), its digits (Arabic locales
// write ٠-٩) and its symbol.
type Shape = { group: string; decimal: string; digits: string[]; symbol: string }

function shapeOf(currency: string, locale: string): Shape {
  // Two decimals asked for, so currencies without a minor unit (JPY) still show the locale's decimal mark.
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const parts = money.formatToParts(1234567.5)
  const numbering = money.resolvedOptions().numberingSystem
  const digitFormat = new Intl.NumberFormat(locale, { numberingSystem: numbering, useGrouping: false })
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    digits: Array.from({ length: 10 }, (_, d) => digitFormat.format(d)),
    symbol: parts.find((p) => p.type === 'currency')?.value ?? currency,
  }
}

// Spaces people type or paste: the plain space, and the no-break spaces some locales group with.
const SPACES = /[\s\u00a0\u202f]/g
// Direction marks that right-to-left locales put around amounts: invisible, so never part of one.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g

/** How an amount is written in this locale and currency, for messages: "1,234.56", "1.234,56", "1,234". */
export function amountExample(currency: string, locale: string): string {
  const exponent = currencyExponent(currency)
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digitsOf(currency) }).formatToParts(
    exponent === 0 ? 1234 : Number(`1234.${'5678'.slice(0, exponent)}`),
  )
  return parts
    .filter((p) => p.type === 'integer' || p.type === 'group' || p.type === 'decimal' || p.type === 'fraction')
    .map((p) => p.value)
    .join('')
}

/**
 * Reads an amount typed by a person in their locale ("1.234,56" in de-DE, "1,234.56" in en-US) into minor
 * units of `currency`. The currency's symbol or code may be typed too. Refused, with a message that shows
 * how to write it: more decimals than the currency has, group separators in places the locale never puts
 * them (so "1,5" in en-US or "12.50" in de-DE is refused, never guessed), and anything that is not a
 * plain non-negative amount.
 */
export function parseAmount(text: string, currency: string, locale: string): AmountReading {
  const exponent = currencyExponent(currency)
  const example = amountExample(currency, locale)
  const unclear: AmountReading = { ok: false, message: CURRENCY.enterAmountLike(example) }
  const { group, decimal, digits: native, symbol } = shapeOf(currency, locale)
  // The locale's own digits read as the digits they are; Western digits are always understood too.
  const latin = (t: string) => t.replace(/./gu, (ch) => (native.includes(ch) ? String(native.indexOf(ch)) : ch))
  let rest = latin(text.replace(SPACES, '').replace(DIRECTION_MARKS, ''))
  // Swiss grouping is a typographic apostrophe; keyboards type the plain one.
  if (group === '\u2019') rest = rest.replace(/'/g, group)
  for (const mark of [currency, currency.toLowerCase(), symbol.replace(SPACES, '')])
    if (mark && rest.includes(mark)) rest = rest.replace(mark, '')
  if (rest === '') return unclear
  // The group separator as typed: a locale grouping with a no-break space is typed with a plain one.
  const groupTyped = group.replace(SPACES, '')
  const allowed = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', decimal, groupTyped].filter(Boolean))
  if ([...rest].some((ch) => !allowed.has(ch))) return unclear

  const at = rest.lastIndexOf(decimal)
  const whole = at >= 0 ? rest.slice(0, at) : rest
  const fraction = at >= 0 ? rest.slice(at + decimal.length) : ''
  if (at >= 0 && (fraction === '' || fraction.includes(decimal) || (groupTyped && fraction.includes(groupTyped))))
    return unclear
  if (whole.includes(decimal)) return unclear
  if (fraction.length > exponent)
    return {
      ok: false,
      message:
        exponent === 0 ? CURRENCY.noDecimals(currency, example) : CURRENCY.tooManyDecimals(exponent, currency, example),
    }
  const digits = groupTyped ? whole.split(groupTyped).join('') : whole
  if (digits === '' && fraction === '') return unclear
  if (digits.length > 15) return unclear
  // Grouped input must be grouped as this locale groups that number (1,234,567 or India's 12,34,567).
  if (groupTyped && whole.includes(groupTyped)) {
    // 'always': some locales leave four-digit numbers ungrouped (es-ES "1250") but "1.250" is still clear.
    const expected = latin(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
        useGrouping: 'always' as unknown as boolean,
      })
        .formatToParts(BigInt(digits || '0'))
        .filter((p) => p.type === 'integer' || p.type === 'group')
        .map((p) => p.value)
        .join('')
        .replace(SPACES, ''),
    )
    if (expected !== whole) return unclear
  }
  const minor = Number(`${digits || '0'}${fraction.padEnd(exponent, '0')}`)
  return Number.isSafeInteger(minor) ? { ok: true, minor } : unclear
}

/** One currency as one viewer reads and writes it: what screens, forms and messages format amounts with. */
export type Money = {
  currency: string
  locale: string
  /** Digits of the minor unit: JPY 0, USD 2, KWD 3. */
  exponent: number
  /** "$1,234.50", "1.234,50 €", "￥1,235". */
  format: (minor: number) => string
  /** An amount as typed in this locale, or why it cannot be read (parseAmount). */
  parse: (text: string) => AmountReading
  /** How this locale marks the currency: "$", "€", "￥", "KWD". */
  symbol: string
  /** The plain form for pre-filling an input: no symbol, no grouping ("1234.50", "1234,50", "1235"). */
  input: (minor: number) => string
}

const monies = new Map<string, Money>()

/**
 * `currency` as `locale` writes it. Made once per pair: an Intl formatter is slow to build (the first
 * loads locale data) and bills format many amounts. A locale the runtime does not know reads as en-US.
 */
export function moneyIn(currency: string, locale: string): Money {
  const key = `${currency} ${locale}`
  const known = monies.get(key)
  if (known) return known
  const safeLocale = Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US'
  const exponent = currencyExponent(currency)
  const shown = new Intl.NumberFormat(safeLocale, { style: 'currency', currency, ...digitsOf(currency) })
  const plain = new Intl.NumberFormat(safeLocale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    useGrouping: false,
  })
  const decimal = (minor: number) => minorToDecimal(minor, exponent) as unknown as number
  const money: Money = {
    currency,
    locale: safeLocale,
    exponent,
    symbol: shapeOf(currency, safeLocale).symbol,
    // Intl formats a decimal string exactly (ES2023); the cast covers lib typings that predate it.
    format: (minor) => shown.format(decimal(minor)),
    parse: (text) => parseAmount(text, currency, safeLocale),
    input: (minor) => plain.format(decimal(minor)),
  }
  monies.set(key, money)
  return money
}

/** Events from before currencies, and anything with no viewer: US dollars as the US writes them. */
export const usDollars = () => moneyIn('USD', 'en-US')

/** An amount as typed, in minor units, or null when it cannot be read. */
export function readMinor(money: Money, text: string): number | null {
  const r = money.parse(text)
  return r.ok ? r.minor : null
}
