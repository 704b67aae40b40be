import { formatMessageTime } from './message-time'

// How dates and times are written: in the viewer's locale and time zone (Intl), in a few named styles so
// every screen writes the same kind of moment the same way. Formatters are cached: building one loads
// locale data, and lists format many dates.

export type DateStyle = 'dateTime' | 'date' | 'longDate' | 'dayMonth' | 'time'

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** "Nov 27, 2026, 6:00 PM" / "27.11.2026, 18:00": when something happened. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Nov 27, 2026" / "27.11.2026". */
  date: { dateStyle: 'medium' },
  /** "November 27, 2026" / "27. November 2026": a date in a sentence ("Member since ..."). */
  longDate: { dateStyle: 'long' },
  /** "Nov 27" / "27. Nov.": a date in a dense list of this year's events. */
  dayMonth: { month: 'short', day: 'numeric' },
  /** "6:00 PM" / "18:00". */
  time: { timeStyle: 'short' },
}

const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(style: DateStyle, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`
  let found = cache.get(key)
  if (!found) {
    // A locale or zone the runtime does not know must not break a page: fall back to en-US / UTC.
    const safeLocale = knownLocale(locale)
    found = new Intl.DateTimeFormat(safeLocale, { ...STYLES[style], timeZone: knownZone(timeZone) })
    cache.set(key, found)
  }
  return found
}

/** The locale if the runtime knows it, else en-US. A malformed tag throws in Intl; here it falls back. */
export function knownLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US'
  } catch {
    return 'en-US'
  }
}

function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

export type DateWriter = {
  /** A moment (ISO text, epoch milliseconds or Date) in one of the named styles. */
  format: (at: string | number | Date, style: DateStyle) => string
  /** A message's time, by its age: time today, weekday this week, date after
   * (docs/product.md#116-timings-people-see). */
  messageTime: (at: string | number | Date, now?: Date) => string
}

export function dateWriter(locale: string, timeZone: string): DateWriter {
  return {
    format: (at, style) => formatter(style, locale, timeZone).format(new Date(at)),
    messageTime: (at, now = new Date()) =>
      formatMessageTime(new Date(at), now, knownLocale(locale), knownZone(timeZone)),
  }
}
