// Each notification links to what it is about: tabs to the event's settlements, everything
// else about an event to the event page, and a notification without an event to the full list.
export function notificationLink(n: { type: string; eventId: string | null }): string {
  if (!n.eventId) return '/notifications'
  // An invitation is answered on its own page: the person is not in the event until they accept.
  if (n.type === 'event_invitation') return `/accept-invite?event=${encodeURIComponent(n.eventId)}`
  const event = `/events/${encodeURIComponent(n.eventId)}`
  if (n.type.startsWith('settlement_')) return `${event}/settlements`
  return event
}
