// Spec section 9, message time format: under 24 hours the time; under 7 days the weekday and time;
// otherwise the date and time. Used by event chat (and meant for direct messages too).

const HOUR = 60 * 60 * 1000
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const weekdayTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' })
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

export function formatMessageTime(at: Date, now: Date = new Date()): string {
  const age = now.getTime() - at.getTime()
  if (age < 24 * HOUR) return time.format(at)
  if (age < 7 * 24 * HOUR) return weekdayTime.format(at)
  return dateTime.format(at)
}
