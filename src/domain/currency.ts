// Currencies by ISO 4217 code, for amounts kept as integers in the currency's minor unit (JPY has none,
// USD two digits, KWD three). The digits come from our own table (currency-exponents.ts, decision 047),
// never from the runtime's data, which differs between runtimes; Intl knows each locale's separators.
// Formatting hands Intl a decimal string, never a float, so no amount is ever off by a rounding error;
// reading refuses anything a person could have meant two ways.

import * as CURRENCY from '../messages/currency'
import { CURRENCY_EXPONENTS } from './currency-exponents'
import { localeMarks, readLocaleDecimal, SPACES, withPairMarks, writeLocaleDecimal } from './locale-number'

/** `decimalMark`: refused for a decimal mark the locale does not use; the one it uses, for short messages. */
export type AmountReading = { ok: true; minor: number } | { ok: false; message: string; decimalMark?: string }

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
  const resolved = new Intl.NumberFormat(locale).resolvedOptions().locale
  return writeMoney(
    new Intl.NumberFormat(resolved, { style: 'currency', currency, ...digitsOf(currency) }),
    minor,
    currency,
    resolved,
  )
}

/** The money format's text, with the locale's own pair of marks where its own would contradict them
 * (decision 050: en-DE writes "€1.234,50", as it writes numbers, so what it shows reads back). */
function writeMoney(format: Intl.NumberFormat, minor: number, currency: string, locale: string): string {
  // Intl formats a decimal string exactly (ES2023); the cast covers lib typings that predate it.
  const decimal = minorToDecimal(minor, currencyExponent(currency)) as unknown as number
  const marks = localeMarks(locale, currency)
  return marks.moneyTakesPair ? withPairMarks(format.formatToParts(decimal), marks) : format.format(decimal)
}

/** How the locale marks the currency: "$", "€", "￥", "KWD". */
function symbolOf(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  return parts.find((p) => p.type === 'currency')?.value ?? currency
}

/** How an amount is written in this locale and currency, for messages: "1,234.56", "1.234,56", "1,234". */
export function amountExample(currency: string, locale: string): string {
  const exponent = currencyExponent(currency)
  const marks = localeMarks(locale, currency)
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digitsOf(currency) }).formatToParts(
    exponent === 0 ? 1234 : Number(`1234.${'5678'.slice(0, exponent)}`),
  )
  const number = parts.filter(
    (p) => p.type === 'integer' || p.type === 'group' || p.type === 'decimal' || p.type === 'fraction',
  )
  return marks.moneyTakesPair ? withPairMarks(number, marks) : number.map((p) => p.value).join('')
}

/**
 * Reads an amount typed by a person in their locale ("1.234,56" in de-DE, "1,234.56" in en-US) into minor
 * units of `currency`, with the one reader every amount and rate field shares (readLocaleDecimal, decision
 * 050). The currency's symbol or code may be typed too. Refused, with a message that shows how to write
 * it: the decimal mark of another locale ("12.50" in de-DE: "Use , for decimals"), more decimals than the
 * currency has, group marks where the locale never puts them, anything not a plain non-negative amount.
 */
export function parseAmount(text: string, currency: string, locale: string): AmountReading {
  const exponent = currencyExponent(currency)
  const example = amountExample(currency, locale)
  const marks = localeMarks(locale, currency)
  let rest = text.replace(SPACES, '')
  for (const mark of [currency, currency.toLowerCase(), symbolOf(currency, locale).replace(SPACES, '')])
    if (mark && rest.includes(mark)) rest = rest.replace(mark, '')
  const r = readLocaleDecimal(rest, locale, marks, true)
  // A currency without decimals has no decimal mark to name: "12,5" in yen is told it takes none.
  if (!r.ok && r.why === 'decimalMark' && exponent === 0)
    return { ok: false, message: CURRENCY.noDecimals(currency, example) }
  if (!r.ok)
    return {
      ok: false,
      message:
        r.why === 'decimalMark' ? CURRENCY.wrongDecimalMark(marks.decimal, example) : CURRENCY.enterAmountLike(example),
      ...(r.why === 'decimalMark' && { decimalMark: marks.decimal }),
    }
  if (r.fraction.length > exponent)
    return {
      ok: false,
      message:
        exponent === 0 ? CURRENCY.noDecimals(currency, example) : CURRENCY.tooManyDecimals(exponent, currency, example),
    }
  const minor = Number(`${r.whole || '0'}${r.fraction.padEnd(exponent, '0')}`)
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, message: CURRENCY.enterAmountLike(example) }
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
  const marks = localeMarks(safeLocale, currency)
  const money: Money = {
    currency,
    locale: safeLocale,
    exponent,
    symbol: symbolOf(currency, safeLocale),
    format: (minor) => writeMoney(shown, minor, currency, safeLocale),
    parse: (text) => parseAmount(text, currency, safeLocale),
    input: (minor) => writeLocaleDecimal(minorToDecimal(minor, exponent), marks),
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
