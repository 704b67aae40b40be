// Money tokens in OCR text, in integer cents. OCR of thermal receipts reads
// "$12.50", "12,50", ".75", "S12.50" (S for $), "5.00-" and "(5.00)"; dates,
// times, phone numbers and percentages must not be mistaken for prices.

export interface Amount {
  cents: number
  /** Character offsets of the token in the row text. */
  start: number
  end: number
  /** Written with a currency sign. */
  dollarSign: boolean
  /** Preceded by "@" (a unit price, as in "2 @ 22.95"). */
  unitPrice: boolean
}

const MONEY =
  /(?<![\d.,/A-Za-z])(\(|[-–]\s?)?(\+)?(\$|S(?=\d))?\s?((?:\d{1,3}(?:,\d{3})+)|\d{1,5})?([.,])(\d{2})(?![\d%]|[.,]\d)(\)|\s?-(?!\d))?/g

export function findAmounts(text: string): Amount[] {
  const out: Amount[] = []
  for (const m of text.matchAll(MONEY)) {
    const [whole, open, , dollar, int, sep, dec, close] = m
    if (int === undefined && sep !== '.') continue // a bare ",44" is not money
    if (int !== undefined && sep === ',' && int.includes(',')) continue
    const cents = Number.parseInt((int ?? '0').replace(/,/g, ''), 10) * 100 + Number.parseInt(dec as string, 10)
    const negative =
      (open !== undefined && (open.startsWith('-') || open.startsWith('–') || close === ')')) ||
      (close !== undefined && close.trim() === '-')
    const start = m.index as number
    const before = text.slice(Math.max(0, start - 3), start)
    out.push({
      cents: negative ? -cents : cents,
      start,
      end: start + whole.length,
      dollarSign: dollar !== undefined,
      unitPrice: /@\s*$/.test(before),
    })
  }
  return out
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
 * trailing price ("Total 1S4:00", "TOTAL 5O.38"). Only the row's last token.
 */
export function findTrailingAmountLenient(text: string): Amount[] {
  const m = /(\$?)([0-9SOolIB]{1,5})[.,:;]([0-9O]{2})\s*$/.exec(text)
  if (!m || !/\d/.test(m[2] as string)) return []
  const digits = (v: string) => v.replace(/[Ss]/g, '5').replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/B/g, '8')
  const cents = Number.parseInt(digits(m[2] as string), 10) * 100 + Number.parseInt(digits(m[3] as string), 10)
  if (!Number.isFinite(cents)) return []
  return [{ cents, start: m.index, end: m.index + m[0].length, dollarSign: m[1] === '$', unitPrice: false }]
}
