import { sql } from 'drizzle-orm'

// Who may message whom (docs/decisions/020): two
// people may write to each other while they share an event that is open, and until 7 days after the
// last such event closed. It is computed from the events on every read and every send, never stored,
// so it can never disagree with an event's status. events.closed_at is set by a trigger whenever an
// event closes (migration 0008, docs/decisions/020-user-live-and-direct-messages.md).

const WINDOW_AFTER_CLOSE_MS = 7 * 24 * 3_600_000
/** Stands for 'no end yet' (a shared event is still open) inside SQL; never leaves the worker. */
const OPEN_ENDED = 8_640_000_000_000_000

/** Per person `me` shares an event with: `until`, the end of their messaging window (OPEN_ENDED while open). */
export const windowsOf = (me: string) => sql`
  select p2.user_id as person,
         max(case when e.status = 'open' then ${OPEN_ENDED} else coalesce(e.closed_at, e.updated_at) + ${WINDOW_AFTER_CLOSE_MS} end) as until
  from event_participants p1
  join event_participants p2 on p2.event_id = p1.event_id and p2.user_id <> p1.user_id
  join events e on e.id = p1.event_id
  where p1.user_id = ${me}
  group by p2.user_id`

/** The end of the window as the API shows it: null while open-ended, else an ISO time. */
export const untilIso = (until: number | null) =>
  until === null || until >= OPEN_ENDED ? null : new Date(until).toISOString()
