// How a message's time is shown: under 24 hours the time; under 7 days the weekday and time;
// otherwise the date and time. One pure function (Intl), shared by every place a message time shows.

const HOUR = 3_600_000
const DAY = 24 * HOUR

export function formatMessageTime(at: Date, now: Date = new Date(), locale = 'en-US', timeZone?: string): string {
  const age = now.getTime() - at.getTime()
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone }
  if (age < DAY) return new Intl.DateTimeFormat(locale, time).format(at)
  if (age < 7 * DAY) return new Intl.DateTimeFormat(locale, { weekday: 'short', ...time }).format(at)
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', ...time }).format(at)
}
