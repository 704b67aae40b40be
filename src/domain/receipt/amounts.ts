// Money tokens in OCR text, in integer hundredths of the currency's main unit ("cents"; a yen
// receipt's 1,280 is 128000 here, so every currency goes through the same arithmetic). OCR of
// thermal receipts reads "$12.50", "12,50", ".75", "S12.50" (S for $), "5.00-" and "(5.00)";
// receipts abroad print "RM12.50", "EUR 12,50", "12,50 EUR", "1.234,56" and, in currencies
// without a minor unit, "¥1,280" or "45,000". Dates, times, phone numbers and percentages must
// not be mistaken for prices.

export interface Amount {
  cents: number
  /** Character offsets of the token in the row text. */
  start: number
  end: number
  /** Written with a currency sign or code. */
  dollarSign: boolean
  /** Preceded by "@" (a unit price, as in "2 @ 22.95"). */
  unitPrice: boolean
}

/**
 * How a receipt writes its amounts: with two decimals (most currencies), or as whole units
 * (yen, won, rupiah: "1,280", "45.000"), decided once per receipt (see amountStyleOf).
 */
export type AmountStyle = 'decimal' | 'whole'

/** Currency marks printed next to amounts (OCR has no €/£ glyphs: those read as letters and are lost). */
const CODES = 'RM|Rp\\.?|EUR|USD|GBP|MYR|SGD|AUD|NZD|CAD|CHF|JPY|IDR|KRW|HKD|INR|PHP|THB|SEK|NOK|DKK|PLN|CZK|ZAR|AED'
/** A sign ("$", "S$", "¥") or a code that is a word of its own ("RM12.50", "EUR 3,20", not "FORM 3.20"). */
const CURRENCY_MARK = `(?:[A-Z]{0,2}\\$|¥|(?<![A-Za-z])(?:${CODES}))`
/** Right after a quantity's "x" ("3x22,82", "2 x 1,200"): a unit price, though a letter comes before it. */
const AFTER_QUANTITY = String.raw`(?<=\d ?[xX×*] ?)`
/** A unit price follows "@" or a quantity's "x": "2 @ 22.95", "3x22,82". */
const UNIT_MARK = /(@|\d ?[xX×*])\s*$/
const MONEY = new RegExp(
  String.raw`(?:(?<![\d.,/])(${CURRENCY_MARK})|(?:${AFTER_QUANTITY}|(?<![\d.,/A-Za-z]))(S(?=\d))?)` +
    String.raw`(\(|[-–]\s?)?(\+)?\s?((?:\d{1,3}(?:,\d{3})+)|(?:\d{1,3}(?:\.\d{3})+)|\d{1,5})?([.,])(\d{2})(?![\d%]|[.,]\d)` +
    // A code after the amount is its own unless it starts the next amount ("13,61 EUR13,61"). A trailing
    // "-" or "CR" (credit) takes the amount off: "MFR COUPON 0.75-", "0.75CR".
    String.raw`(\)|\s?-(?!\d)|\s?CR(?![A-Za-z]))?(\s?(?:[A-Z]{0,2}\$|${CODES})(?![A-Za-z]|\s?\d))?`,
  'g',
)
/** Whole-unit amounts: grouped thousands ("45,000", "1.280"), or a number with a currency mark ("¥500"). */
const WHOLE = new RegExp(
  String.raw`(?:${AFTER_QUANTITY}|(?<![\d.,/:#A-Za-z]|\d[-–]))(${CURRENCY_MARK})?\s?(\(|[-–]\s?)?(\d{1,3}(?:([.,])\d{3})(?:\4\d{3})*|\d{1,7})(?![\d%:/]|[-.,]\d)(\)|\s?-(?!\d))?`,
  'g',
)

export function findAmounts(text: string, style: AmountStyle = 'decimal'): Amount[] {
  if (style === 'whole') return findWholeAmounts(text)
  const out: Amount[] = []
  for (const m of text.matchAll(MONEY)) {
    const [whole, mark, ocrDollar, open, , int, sep, dec, close, suffix] = m
    if (int === undefined && sep !== '.') continue // a bare ",44" is not money
    if (int !== undefined && int.length > 3 && int[int.length - 4] === sep) continue // "1,234,56", "1.234.56"
    const cents = Number.parseInt((int ?? '0').replace(/[,.]/g, ''), 10) * 100 + Number.parseInt(dec as string, 10)
    const start = m.index as number
    const negative =
      (open !== undefined && (open.startsWith('-') || open.startsWith('–') || close === ')')) ||
      (close !== undefined && (close.trim() === '-' || close.trim() === 'CR')) ||
      minusBeforeMark(text, start, mark)
    const before = text.slice(Math.max(0, start - 4), start)
    out.push({
      cents: negative ? -cents : cents,
      start,
      end: start + whole.length,
      dollarSign: mark !== undefined || ocrDollar !== undefined || suffix !== undefined,
      unitPrice: UNIT_MARK.test(before),
    })
  }
  return out
}

/** "-RM 0.02", "-$1.00": a minus printed before the currency mark (not a hyphen after a word or number). */
function minusBeforeMark(text: string, start: number, mark: string | undefined): boolean {
  return mark !== undefined && /(?<![\w.])[-–]\s?$/.test(text.slice(Math.max(0, start - 3), start))
}

function findWholeAmounts(text: string): Amount[] {
  const out: Amount[] = []
  for (const m of text.matchAll(WHOLE)) {
    const [whole, mark, open, digits, group, close] = m
    const value = Number.parseInt((digits as string).replace(/[.,]/g, ''), 10)
    // A bare number is a price only when it is large enough not to be a quantity or a table number.
    if (!mark && !group && value < 100) continue
    if (!mark && !group && (digits as string).length > 6) continue // a code or a phone number
    const start = m.index as number
    const negative =
      open !== undefined || (close !== undefined && close.trim() === '-') || minusBeforeMark(text, start, mark)
    out.push({
      cents: (negative ? -value : value) * 100,
      start,
      end: start + whole.length,
      dollarSign: mark !== undefined,
      unitPrice: UNIT_MARK.test(text.slice(Math.max(0, start - 4), start)),
    })
  }
  return out
}

/**
 * Whether a receipt writes whole units: its amounts with two decimals are fewer than those grouped in
 * thousands with no decimals ("45,000", "1.280"), or its currency has no minor unit.
 */
export function amountStyleOf(rows: string[], currency?: string): AmountStyle {
  if (currency && ['JPY', 'KRW', 'VND', 'IDR', 'CLP', 'ISK', 'UGX', 'PYG'].includes(currency)) return 'whole'
  let decimal = 0
  let grouped = 0
  for (const row of rows) {
    decimal += findAmounts(row).length
    grouped += row.match(/(?<![\d.,])\d{1,3}[.,]\d{3}(?![\d]|[.,]\d)/g)?.length ?? 0
  }
  return grouped >= 3 && grouped > decimal ? 'whole' : 'decimal'
}

/** The text with money tokens removed, whitespace collapsed. */
export function stripAmounts(text: string, amounts: Amount[]): string {
  let out = ''
  let p = 0
  for (const a of amounts) {
    out += `${text.slice(p, a.start)} `
    p = a.end
  }
  out += text.slice(p)
  return out.replace(/\s+/g, ' ').trim()
}

/**
 * Second chance for a summary row with no readable amount: OCR misreads of a
 * trailing price ("Total 1S4:00", "TOTAL 5O.38", "Subtotal $55-00"). Only the row's last token.
 * (Item rows use it only where the printed subtotal confirms the amount: see fitToSubtotal.)
 */
export function findTrailingAmountLenient(text: string): Amount[] {
  const m = /(\$?)([0-9SOolIB]{1,5})[.,:;-]([0-9O]{2})\s*$/.exec(text)
  if (!m || !/\d/.test(m[2] as string)) return []
  const digits = (v: string) => v.replace(/[Ss]/g, '5').replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/B/g, '8')
  const cents = Number.parseInt(digits(m[2] as string), 10) * 100 + Number.parseInt(digits(m[3] as string), 10)
  if (!Number.isFinite(cents)) return []
  return [{ cents, start: m.index, end: m.index + m[0].length, dollarSign: m[1] === '$', unitPrice: false }]
}

/**
 * Third chance, where the decimal point was lost: "Lady Gaga 1395", "Tax 350". Three or four bare digits
 * after a word, at the end of the row, read as cents. Only for a summary row with no other amount, or an
 * item the printed subtotal confirms (see fitToSubtotal).
 */
export function findTrailingAmountWithoutPoint(text: string): Amount[] {
  const m = /(?<=[A-Za-z:] ?)(\d{3,4})\s*$/.exec(text)
  if (!m) return []
  return [{ cents: Number(m[1]), start: m.index, end: m.index + m[0].length, dollarSign: false, unitPrice: false }]
}
