// How a message's time is shown: under 24 hours the time; under 7 days the weekday and time;
// otherwise the date and time. One pure function (Intl), shared by every place a message time shows.

const HOUR = 3_600_000
const DAY = 24 * HOUR

export function formatMessageTime(at: Date, now: Date = new Date(), locale = 'en-US', timeZone?: string): string {
  const age = now.getTime() - at.getTime()
  const time: Intl.DateTimeFormatOptions = { hour: hourDigits(locale), minute: '2-digit', timeZone }
  if (age < DAY) return new Intl.DateTimeFormat(locale, time).format(at)
  if (age < 7 * DAY) return new Intl.DateTimeFormat(locale, { weekday: 'short', ...time }).format(at)
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', ...time }).format(at)
}

const hourDigitsCache = new Map<string, '2-digit' | 'numeric'>()
/**
 * Whether the locale writes one-digit hours with a leading zero ("09:05" in de-DE, "9:05 AM" in en-US), as
 * its own short time style does: the weekday and date forms cannot use that style, so they ask for the same.
 */
function hourDigits(locale: string): '2-digit' | 'numeric' {
  let digits = hourDigitsCache.get(locale)
  if (!digits) {
    const parts = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).formatToParts(
      Date.UTC(2000, 0, 1, 9, 5),
    )
    digits = parts.find((p) => p.type === 'hour')?.value.length === 2 ? '2-digit' : 'numeric'
    hourDigitsCache.set(locale, digits)
  }
  return digits
}
