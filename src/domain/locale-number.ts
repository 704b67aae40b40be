// How a viewer's locale writes numbers, and reading what they type, for every amount and rate field alike
// (docs/decisions/050-one-number-rule-per-locale.md). One pair of marks per locale, the decimal and group
// marks Intl gives its plain numbers ("7,5" and "1.234,5" in de-DE): inputs are filled with them and
// refusals name them. The marks the locale's money format writes besides (fr-CH "1 234.50 CHF") are read
// too, unless they would contradict the pair (en-DE money "€1,234.50" against numbers "1.234,5"): then the
// money format takes the pair's marks instead, so whatever the app writes in a locale reads back there.

// Spaces people type or paste: the plain space, and the no-break spaces some locales group with.
export const SPACES = /[\s\u00a0\u202f]/g
// Direction marks that right-to-left locales put around numbers: invisible, so never part of one.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g
// Decimal marks people use somewhere: typed where the locale uses another, they are the wrong mark, not noise.
const SOME_DECIMAL_MARK = /[.,\u066b]/

export type LocaleMarks = {
  /** The currency whose money format gave the other marks (and, for amounts, its grouping). */
  currency: string
  /** The locale's decimal mark for plain numbers: what inputs are filled with and messages name. */
  decimal: string
  /** The locale's group mark for plain numbers ('' when it is a space, which is typed or left out freely). */
  group: string
  /** The group mark as the locale writes it (a no-break space where `group` is ''). */
  groupWritten: string
  /** Marks also read as decimal / group: the money format's, where they differ without contradicting. */
  otherDecimal: string | null
  otherGroup: string | null
  /** The locale's ten digits ("0".."9", or ٠..٩ in Arabic locales); Western digits are read too. */
  digits: string[]
  /** The money format's marks contradict the pair, so amounts are written with the pair's marks. */
  moneyTakesPair: boolean
}

const partValue = (parts: Intl.NumberFormatPart[], type: string) => parts.find((p) => p.type === type)?.value

const cache = new Map<string, LocaleMarks>()

/** The marks of `locale` (an unknown locale is en-US), for amounts of `currency` (rates: the event's). */
export function localeMarks(locale: string, currency = 'USD'): LocaleMarks {
  const key = `${locale} ${currency}`
  const known = cache.get(key)
  if (known) return known
  const plain = new Intl.NumberFormat(locale)
  const parts = plain.formatToParts(1234567.5)
  const decimal = partValue(parts, 'decimal') ?? '.'
  const groupWritten = partValue(parts, 'group') ?? ','
  const group = groupWritten.replace(SPACES, '')
  // Two decimals asked for, so currencies without a minor unit (JPY) still show the money format's decimal.
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(1234567.5)
  const moneyDecimal = partValue(money, 'decimal') ?? decimal
  const moneyGroup = (partValue(money, 'group') ?? group).replace(SPACES, '')
  const moneyTakesPair = moneyDecimal === group || (moneyGroup !== '' && moneyGroup === decimal)
  const digitFormat = new Intl.NumberFormat(locale, { useGrouping: false })
  const marks: LocaleMarks = {
    currency,
    decimal,
    group,
    groupWritten,
    otherDecimal: !moneyTakesPair && moneyDecimal !== decimal ? moneyDecimal : null,
    otherGroup: !moneyTakesPair && moneyGroup !== group && moneyGroup !== '' ? moneyGroup : null,
    digits: Array.from({ length: 10 }, (_, d) => digitFormat.format(d)),
    moneyTakesPair,
  }
  cache.set(key, marks)
  return marks
}

/** Text as the reader sees it: no spaces or direction marks, Western digits, the pair's own marks. */
function normalise(text: string, marks: LocaleMarks): string {
  let rest = text.replace(SPACES, '').replace(DIRECTION_MARKS, '')
  rest = rest.replace(/./gu, (ch) => {
    const d = marks.digits.indexOf(ch)
    return d >= 0 ? String(d) : ch
  })
  // Swiss grouping is a typographic apostrophe; keyboards type the plain one.
  if (marks.group === '\u2019' || marks.otherGroup === '\u2019') rest = rest.replaceAll("'", '\u2019')
  if (marks.otherDecimal) rest = rest.replaceAll(marks.otherDecimal, marks.decimal)
  if (marks.otherGroup) rest = rest.replaceAll(marks.otherGroup, marks.group)
  return rest
}

export type DecimalReading =
  | { ok: true; whole: string; fraction: string }
  /** `decimalMark`: a decimal mark the locale does not use ("7.5" in de-DE), so say which one it uses. */
  | { ok: false; why: 'unclear' | 'decimalMark' }

/** How `locale` groups `digits` ("1234567" -> "1.234.567", India "12,34,567"), with the pair's marks: as
 * plain numbers and as money, which some locales group differently (mr-IN "1,00,000" and "$100,000.00"). */
const groupers = new Map<string, Intl.NumberFormat[]>()
function groupings(digits: string, locale: string, marks: LocaleMarks): string[] {
  const key = `${locale} ${marks.currency}`
  let formats = groupers.get(key)
  if (!formats) {
    // 'always': some locales leave four-digit numbers ungrouped (es-ES "1250") but "1.250" is still clear.
    const always = { useGrouping: 'always' as unknown as boolean, maximumFractionDigits: 0, minimumFractionDigits: 0 }
    const money = { ...always, style: 'currency', currency: marks.currency, currencyDisplay: 'code' } as const
    formats = [new Intl.NumberFormat(locale, always), new Intl.NumberFormat(locale, money)]
    groupers.set(key, formats)
  }
  return formats.map((format) =>
    normalise(
      format
        .formatToParts(BigInt(digits || '0'))
        .filter((p) => p.type === 'integer' || p.type === 'group')
        .map((p) => p.value)
        .join(''),
      marks,
    ),
  )
}

/** Whether a refused text ends in a mark used as a decimal elsewhere, followed by anything but a group of 3. */
function wrongDecimalMark(text: string, marks: LocaleMarks): boolean {
  const compact = normalise(text, marks)
  const last = Math.max(...[...compact].map((ch, i) => (SOME_DECIMAL_MARK.test(ch) || ch === marks.group ? i : -1)))
  if (last < 0 || compact[last] === marks.decimal) return false
  const after = compact.slice(last + 1)
  return /^\d+$/.test(after) && after.length !== 3
}

/**
 * Reads a plain non-negative decimal as the locale writes it, after the caller took off what may surround it
 * (a currency symbol, a percent sign). Group marks only where `grouping` allows them, and only where the
 * locale puts them; the decimal mark at most once, with at least one digit after it.
 */
export function readLocaleDecimal(text: string, locale: string, marks: LocaleMarks, grouping: boolean): DecimalReading {
  const unclear = { ok: false, why: wrongDecimalMark(text, marks) ? 'decimalMark' : 'unclear' } as const
  const rest = normalise(text, marks)
  if (rest === '') return unclear
  const allowed = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', marks.decimal])
  if (grouping && marks.group) allowed.add(marks.group)
  if ([...rest].some((ch) => !allowed.has(ch))) return unclear
  const at = rest.indexOf(marks.decimal)
  const whole = at >= 0 ? rest.slice(0, at) : rest
  const fraction = at >= 0 ? rest.slice(at + marks.decimal.length) : ''
  if (at >= 0 && (fraction === '' || fraction.includes(marks.decimal))) return unclear
  if (marks.group && fraction.includes(marks.group)) return unclear
  const digits = marks.group ? whole.split(marks.group).join('') : whole
  if (digits === '' && fraction === '') return unclear
  if (digits.length > 15) return unclear
  if (marks.group && whole.includes(marks.group) && !groupings(digits, locale, marks).includes(whole)) return unclear
  return { ok: true, whole: digits, fraction }
}

/** A decimal string ("1234.5", "-3") written with the locale's digits and decimal mark, never grouped. */
export function writeLocaleDecimal(decimal: string, marks: LocaleMarks): string {
  return [...decimal].map((ch) => (ch === '.' ? marks.decimal : /\d/.test(ch) ? marks.digits[Number(ch)] : ch)).join('')
}

/** Money's own parts with the pair's marks, for locales whose money format contradicts the pair. */
export function withPairMarks(parts: Intl.NumberFormatPart[], marks: LocaleMarks): string {
  return parts
    .map((p) => (p.type === 'decimal' ? marks.decimal : p.type === 'group' ? marks.groupWritten : p.value))
    .join('')
}

// A percent sign typed before or after a rate ("7,5 %", "%7,5" in Turkish), the Arabic one too.
const PERCENT_SIGN = /^[%\u066a]|[%\u066a]$/g

export type RateReading =
  | { ok: true; milliPct: number }
  /** `tooPrecise`: a fourth decimal; `range`: above 100 %. */
  | { ok: false; why: 'unclear' | 'decimalMark' | 'tooPrecise' | 'range' }

/**
 * A tax, tip or share rate as the viewer's locale writes it, in thousandths of a percent: "7,5" in de-DE
 * and "7.5" in en-US are both 7500. Never grouped (a rate is at most 100), at most three decimals.
 */
export function readRate(text: string, locale: string, currency?: string): RateReading {
  const marks = localeMarks(locale, currency)
  const r = readLocaleDecimal(text.trim().replace(PERCENT_SIGN, ''), locale, marks, false)
  if (!r.ok) return r
  if (r.fraction.length > 3) return { ok: false, why: 'tooPrecise' }
  const milliPct = Number(r.whole || '0') * 1000 + Number(r.fraction.padEnd(3, '0'))
  return milliPct <= 100_000 ? { ok: true, milliPct } : { ok: false, why: 'range' }
}

/** A rate for an input, as the locale writes it: 7500 -> "7,5" in de-DE, "7.5" in en-US. */
export function rateText(milliPct: number, locale: string, currency?: string): string {
  if (!Number.isSafeInteger(milliPct) || milliPct < 0) throw new RangeError(`not a rate: ${milliPct}`)
  const fraction = String(milliPct % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  const whole = String(Math.floor(milliPct / 1000))
  return writeLocaleDecimal(fraction ? `${whole}.${fraction}` : whole, localeMarks(locale, currency))
}
