import * as SHELL from '@/messages/shell'

/** What GET /api/search answers (worker/routes/search.ts). */
export type SearchAnswer = {
  events: Array<{ id: string; title: string; status: 'open' | 'closed'; isHost: boolean; joinCode: string }>
  items: Array<{ id: string; name: string; eventId: string; eventTitle: string }>
  people: Array<{ id: string; username: string; firstName: string | null; eventId: string; eventTitle: string }>
}

/** One line of the results: what it names, where it leads, and what it is found in. */
export type SearchHit = {
  key: string
  group: 'events' | 'items' | 'people'
  to: string
  name: string
  detail: string
  badge?: string
}

const eventPath = (id: string, tab?: string) => `/events/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`

/**
 * The hits in the order the arrows walk them: events, then items (opening the event's All Items), then
 * people (opening the Participants of the newest event shared with them).
 */
export function searchHits(answer: SearchAnswer): SearchHit[] {
  return [
    ...answer.events.map((e) => ({
      key: `event-${e.id}`,
      group: 'events' as const,
      to: eventPath(e.id),
      name: e.title,
      detail: e.joinCode,
      badge: e.isHost ? SHELL.host : e.status === 'open' ? SHELL.open : SHELL.closed,
    })),
    ...answer.items.map((i) => ({
      key: `item-${i.id}`,
      group: 'items' as const,
      to: eventPath(i.eventId, 'items'),
      name: i.name,
      detail: i.eventTitle,
    })),
    ...answer.people.map((p) => ({
      key: `person-${p.id}`,
      group: 'people' as const,
      to: eventPath(p.eventId, 'participants'),
      name: p.firstName || p.username,
      detail: SHELL.personInEvent(p.username, p.eventTitle),
    })),
  ]
}
