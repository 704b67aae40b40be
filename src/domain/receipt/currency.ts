// The currency a receipt is in, as an ISO 4217 code, only when the print says so without doubt: a code
// printed on it ("EUR", "MYR"), a sign that belongs to one currency ("RM", "Rp", "S$", "HK$"), or a plain
// "$" on a receipt with a US address. "$" alone (a dozen dollars), "¥" with decimals (yuan or yen) and
// conflicting marks give no answer. OCR has no glyph for "€" or "£", so those receipts count only
// when a code is printed too.

/** Codes read as words. Only codes that are not also common receipt words (not "ALL", "TOP", "CUP"). */
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'MYR',
  'SGD',
  'AUD',
  'NZD',
  'CAD',
  'CHF',
  'IDR',
  'KRW',
  'HKD',
  'INR',
  'PHP',
  'THB',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'ZAR',
  'AED',
  'MXN',
  'BRL',
  'TWD',
  'VND',
  'CNY',
]

/** Signs of one currency, before or after an amount, or naming the unit of a column. */
const SIGNS: [RegExp, string][] = [
  // Beside an amount, or as the unit of a column or a label: "AMOUNT(RM)", "TOTAL RM", "CASH:RM".
  [/(?<![A-Za-z])RM(?![A-Za-z])/, 'MYR'],
  [/(?<![A-Za-z])Rp(?![A-Za-z])/, 'IDR'],
  [/(?<![A-Za-z])S\$/, 'SGD'],
  [/(?<![A-Za-z])(A|AU)\$/, 'AUD'],
  [/(?<![A-Za-z])NZ\$/, 'NZD'],
  [/(?<![A-Za-z])(C|CA)\$/, 'CAD'],
  [/(?<![A-Za-z])HK\$/, 'HKD'],
  [/(?<![A-Za-z])US\$/, 'USD'],
  [/\d ?円|円 ?\d/, 'JPY'],
]

const CODE_RE = new RegExp(`(?<![A-Za-z])(${CODES.join('|')})(?![A-Za-z])`, 'g')

/**
 * rows: the receipt's text rows; usAddress: the header has a US state and ZIP code. Returns the code
 * that has the most marks, if no other currency is marked as often.
 */
export function detectCurrency(rows: string[], usAddress: boolean): string | undefined {
  const votes = new Map<string, number>()
  const vote = (code: string) => votes.set(code, (votes.get(code) ?? 0) + 1)
  let dollars = 0
  let yen = 0
  let decimals = 0
  for (const row of rows) {
    for (const m of row.matchAll(CODE_RE)) vote(m[1] as string)
    for (const [re, code] of SIGNS) if (re.test(row)) vote(code)
    if (/(?<![A-Za-z])\$ ?\d/.test(row)) dollars++
    if (/[¥￥] ?\d/.test(row)) yen++
    decimals += row.match(/\d[.,]\d{2}(?!\d)/g)?.length ?? 0
  }
  // "¥1,280" with no decimals anywhere is yen; yuan prices carry two decimals.
  if (yen > 0 && decimals === 0) vote('JPY')
  if (dollars > 0 && usAddress && votes.size === 0) vote('USD')
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1])
  const [first, second] = ranked
  if (!first) return undefined
  if (second && second[1] * 2 > first[1]) return undefined
  return first[0]
}
