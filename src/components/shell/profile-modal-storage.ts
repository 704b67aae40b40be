// The profile-completion reminder is dismissed at most once per day and per session
// (so it does not nag, yet comes back the next day or session):
// localStorage profile_modal_dismissed = { timestamp, sessionId }.
const DISMISS_KEY = 'profile_modal_dismissed'

type Dismissal = { timestamp: number; sessionId: string }

function read(): Dismissal | null {
  try {
    const value = JSON.parse(localStorage.getItem(DISMISS_KEY) ?? 'null') as Partial<Dismissal> | null
    if (typeof value?.timestamp === 'number' && typeof value.sessionId === 'string')
      return { timestamp: value.timestamp, sessionId: value.sessionId }
  } catch {
    // A corrupt record counts as no record.
  }
  return null
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString()

/** True when this session already dismissed the reminder earlier today. */
export function dismissedToday(sessionId: string, now = Date.now()) {
  const record = read()
  return !!record && record.sessionId === sessionId && sameDay(record.timestamp, now)
}

export function recordDismissal(sessionId: string) {
  try {
    localStorage.setItem(DISMISS_KEY, JSON.stringify({ timestamp: Date.now(), sessionId }))
  } catch {
    // Without storage the reminder simply comes back next time.
  }
}

export function clearProfileModalDismissal() {
  try {
    localStorage.removeItem(DISMISS_KEY)
  } catch {
    // Nothing to clear.
  }
}
