// Date and time of a receipt as ISO 8601 local time. Receipt printers use many
// layouts ("5/26/2016 12:53:10 PM", "Jan24,2019", "17-Feb-2018 9:41:47A",
// "Aug23'19 12:07PM", "2016-07-08") and OCR glues them ("5/4/20174:10PM"). Outside the US the
// day comes first ("16/02/2018", "03.07.2019"): the order is the receipt's own when one of its dates
// shows it (a first number above 12), else the country's (a US address or dollars: month first;
// another currency: day first). A date that reads both ways with neither is not sure.

/** Which number comes first in a numeric date. */
export type DateOrder = 'mdy' | 'dmy'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_RE = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?'

interface DateHit {
  year: number
  month: number
  day: number
  start: number
  end: number
  /** Day and month could be swapped (both 12 or less, and different). */
  ambiguous?: boolean
  /** The month was guessed (a glued digit dropped): never sure. */
  guessed?: boolean
}

export interface TimeOfDay {
  hour: number
  minute: number
  second: number
}

function validDate(year: number, month: number, day: number) {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 1990 && year <= 2099
}

/** Letters OCR reads for digits. */
const LETTER_DIGITS: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', b: '8' }

function isYear(text: string): boolean {
  return /^(19|20)\d\d$/.test(text)
}

function fullYear(text: string): number {
  const n = Number.parseInt(text, 10)
  return text.length <= 2 ? 2000 + n : n
}

/** A 4-digit year when it is plausible, else 2 digits (the rest is the time). */
function splitYear(digits: string): { year: number; used: number } {
  if (digits.length >= 4) {
    const four = Number.parseInt(digits.slice(0, 4), 10)
    if (four >= 1990 && four <= 2099) return { year: four, used: 4 }
  }
  return { year: fullYear(digits.slice(0, 2)), used: 2 }
}

/**
 * OCR glues a time to the date beside it: "12:4601/07/17" (time first), "21/06/202020:51" or
 * "2020/09/2016:35" (time after). A space goes back between them.
 */
function separateTime(text: string): string {
  return text
    .replace(/(\d{1,2}:\d{2})(?=\d{1,2}[-/.]\d)/g, '$1 ')
    .replace(
      /((?:\d{1,2}[-/.]\d{1,2}[-/.]|(?:19|20)\d{2}[-/.]\d{1,2}[-/.])(?:(?:19|20)\d{2}|\d{2}))(?=\d{1,2}:\d{2})/g,
      '$1 ',
    )
}

function findDates(text: string, order: DateOrder = 'mdy'): DateHit[] {
  const hits: DateHit[] = []
  // "12:4601/07/17": a time glued in front of a date.
  // OCR reads the O of a month's name as a zero ("0CT19'21", "N0V7,2023"): a 0 between letters, or
  // before "ct", is the letter.
  const lower = separateTime(text.toLowerCase()).replace(/(?<=[a-z])0(?=[a-z])|(?<![a-z\d])0(?=ct)/g, 'o')
  for (const m of lower.matchAll(/(?<!\d)(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g)) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    if (validDate(y, mo, d)) hits.push({ year: y, month: mo, day: d, start: m.index, end: m.index + m[0].length })
  }
  for (const m of lower.matchAll(/(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(\d{2,4})/g)) {
    // "TEL 05.22.95.66.66", "INVOICE NO: SP-NULL-18/06/20-1022050": numbers that run on past the year
    // are a phone or reference number, not a date.
    if (/^[-/.]\d/.test(lower.slice(m.index + m[0].length))) continue
    const a = Number(m[1])
    const b = Number(m[3])
    let month = order === 'dmy' ? b : a
    let day = order === 'dmy' ? a : b
    if (order === 'dmy' && month > 12 && day <= 12) [month, day] = [day, month]
    // "Station:16/02/2018": a digit glued in front of a month-first date.
    const glued = order === 'mdy' && month > 12 && (m[1] as string).length === 2
    if (glued) month = Number((m[1] as string)[1])
    let { year, used } = splitYear(m[4] as string)
    let end = m.index + m[0].length - ((m[4] as string).length - used)
    // "12/31/201B": a four-digit year whose last digit OCR read as a letter. The digit is put back, and the
    // date is offered unsure.
    const misreadDigit = LETTER_DIGITS[lower[m.index + m[0].length] ?? '']
    const letterInYear = /^(19|20)\d$/.test(m[4] as string) && misreadDigit !== undefined
    if (letterInYear) {
      year = Number(`${m[4]}${misreadDigit}`)
      end = m.index + m[0].length + 1
    }
    const ambiguous = a <= 12 && b <= 12 && a !== b
    const guessed = glued || letterInYear
    if (validDate(year, month, day)) hits.push({ year, month, day, start: m.index, end, ambiguous, guessed })
  }
  const named = new RegExp(`${MONTH_RE}\\s*(\\d{1,2})((?:st|nd|rd|th)?[\\s,']*)(\\d{2,4})`, 'g')
  for (const m of lower.matchAll(named)) {
    const month = MONTHS.indexOf(m[1] as string) + 1
    // "APR 2018" in "10 APR 2018" (or "10APR201818:21" as OCR glues it) is a year, not the 20th of
    // April '18: a day and year run together with nothing between them that start with a four-digit
    // year are that year.
    if (m[3] === '' && isYear(`${m[2]}${m[4]}`.slice(0, 4))) continue
    // "Jan 27 08:56", "Jan2708:5": two digits with a colon after them are the hour of a time, not a year.
    if ((m[4] as string).length === 2 && lower[m.index + m[0].length] === ':') continue
    const { year, used } = splitYear(m[4] as string)
    const end = m.index + m[0].length - ((m[4] as string).length - used)
    if (validDate(year, month, Number(m[2]))) hits.push({ year, month, day: Number(m[2]), start: m.index, end })
  }
  // "17-Feb-2018", "30 Aug 2019", "14/JUN/2017", "10APR2018": the same separator (or none, as OCR
  // glues it) on both sides of the month.
  const dayFirst = new RegExp(`(?<!\\d)(\\d{1,2})([-\\s/.]?)${MONTH_RE.replace('\\.?', '')}\\2(\\d{2,4})`, 'g')
  for (const m of lower.matchAll(dayFirst)) {
    const month = MONTHS.indexOf(m[3] as string) + 1
    const { year, used } = splitYear(m[4] as string)
    const end = m.index + m[0].length - ((m[4] as string).length - used)
    if (validDate(year, month, Number(m[1]))) hits.push({ year, month, day: Number(m[1]), start: m.index, end })
  }
  return hits
}

function findTime(text: string): TimeOfDay | null {
  // OCR reads 8 as B and 0 as O inside times ("0B:56P").
  const fixed = text.replace(/[\dOoBb]{1,2}:[\dOoBb]{2}/g, (t) => t.replace(/[Oo]/g, '0').replace(/[Bb]/g, '8'))
  const m = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])?/i.exec(fixed)
  if (!m) return null
  let hour = Number(m[1])
  const minute = Number(m[2])
  const second = m[3] ? Number(m[3]) : 0
  if (hour > 23 && (m[1] as string).length === 2) hour = Number((m[1] as string)[1])
  if (hour > 23 || minute > 59 || second > 59) return null
  const half = m[4]?.toLowerCase()
  if (half === 'p' && hour < 12) hour += 12
  if (half === 'a' && hour === 12) hour = 0
  return { hour, minute, second }
}

function pad(n: number) {
  return String(n).padStart(2, '0')
}

/** The order a receipt's own numeric dates show: a first number above 12 is a day, a second one a month. */
export function dateOrderShown(rows: string[]): DateOrder | null {
  for (const row of rows) {
    // A number that runs on past the year (a phone number) shows no order.
    for (const m of separateTime(row).matchAll(/(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(?:\d{4}|\d{2})(?!\d|[-/.]\d)/g)) {
      const a = Number(m[1])
      const b = Number(m[3])
      if (a > 12 && a <= 31 && b <= 12) return 'dmy'
      if (b > 12 && b <= 31 && a <= 12) return 'mdy'
    }
  }
  return null
}

/**
 * A tax the US does not have, named as the countries that print the day first name it (GST, VAT,
 * SST, MwSt, TVA, IVA...): the receipt is from one of them. Canada also has a GST but prints it beside
 * HST, PST or QST, so a receipt that names those says nothing about the order.
 */
export function namesDayFirstTax(rows: string[]): boolean {
  const text = rows.join(' ')
  if (/(?<![A-Za-z])(HST|PST|QST)(?![A-Za-z])/.test(text)) return false
  // OCR glues the next capitalised word on ("GSTID:", "GSTREG", "GSTINCLUDED"); no English word starts
  // with GST or SST, while VAT starts some ("VATS"), so VAT must stand alone.
  return (
    /(?<![A-Za-z])(GST|SST)(?![a-z])/.test(text) ||
    /(?<![A-Za-z])(VAT|MwSt|MWST|USt|TVA|IVA|BTW|PPN)(?![A-Za-z])/.test(text)
  )
}

export interface DateTimeReading {
  /** ISO 8601 local time ("2016-05-26T12:53:10"), a date alone, or "" when none. */
  iso: string
  /** False when the date could be read with day and month swapped and nothing settles the order. */
  sure: boolean
}

/**
 * Pick the receipt's date and time from its rows. A date with a time on the
 * same or the next row wins over a bare date; among those, the latest
 * (a "settled" or print time comes after "created"). orderKnown: the order comes from the
 * receipt or its country, so an ambiguous date is still sure.
 */
export function readDateTime(rows: string[], order: DateOrder = 'mdy', orderKnown = false): DateTimeReading {
  const candidates: { iso: string; hasTime: boolean; index: number; ambiguous: boolean; guessed: boolean }[] = []
  rows.forEach((row, index) => {
    for (const d of findDates(row, order)) {
      const text = separateTime(row.toLowerCase())
      const rest = `${text.slice(0, d.start)} ${text.slice(d.end)}`
      // The time is usually after the date, else before it, else on one of the next two rows.
      const time =
        findTime(text.slice(d.end)) ??
        findTime(rest) ??
        findTime(rows[index + 1] ?? '') ??
        findTime(rows[index + 2] ?? '') ??
        null
      const date = `${d.year}-${pad(d.month)}-${pad(d.day)}`
      candidates.push({
        iso: time ? `${date}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}` : date,
        hasTime: time !== null,
        index,
        ambiguous: d.ambiguous === true,
        guessed: d.guessed === true,
      })
    }
  })
  if (candidates.length === 0) return { iso: '', sure: false }
  const timed = candidates.filter((c) => c.hasTime)
  const chosen =
    timed.length === 0
      ? (candidates[0] as (typeof candidates)[number])
      : timed.reduce((best, c) => (c.iso > best.iso ? c : best))
  return { iso: chosen.iso, sure: !chosen.guessed && (orderKnown || !chosen.ambiguous) }
}

/** The receipt's date and time, month first unless told otherwise (see readDateTime). */
export function extractDateTime(rows: string[], order: DateOrder = 'mdy'): string {
  return readDateTime(rows, order).iso
}
