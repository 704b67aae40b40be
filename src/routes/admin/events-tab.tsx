import { Link } from 'react-router'
import { useAdminEvents } from '@/lib/admin'
import { useDates } from '@/lib/dates'
import { useMoneyIn } from '@/lib/money'
import * as ADMIN from '@/messages/admin'
import { label, Pill, useListParams } from './list-controls'
import { Row, SearchableList } from './paged-list'

/** An event's total in its own currency, as the viewer writes amounts. */
function EventTotal({ cents, currency }: { cents: number; currency: string }) {
  return useMoneyIn(currency).format(cents)
}

/** Events: every event, newest first, with host, participant count and item count; search. */
export default function EventsTab() {
  const list = useListParams()
  const events = useAdminEvents(list.q, list.page)
  const dates = useDates()
  return (
    <SearchableList
      label={ADMIN.events}
      searchLabel={ADMIN.searchEventsByTitle}
      list={list}
      query={events}
      empty={ADMIN.noEventsFound}
      row={(e) => (
        <Row key={e.id} label={e.title}>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/events/${encodeURIComponent(e.id)}`} className="break-words font-medium hover:underline">
                {e.title}
              </Link>
              <Pill tone={e.status === 'open' ? 'good' : 'muted'}>{label(e.status)}</Pill>
            </div>
            <p className="mt-0.5 text-sm text-muted">
              {ADMIN.hostLine(e.host.username, dates.format(e.createdAt, 'date'))}
            </p>
          </div>
          <dl className="mt-2 flex gap-4 text-sm sm:mt-0 sm:shrink-0">
            <div>
              <dt className="text-xs text-muted">{ADMIN.participants}</dt>
              <dd className="tabular-nums">{e.participantCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{ADMIN.items}</dt>
              <dd className="tabular-nums">{e.itemCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{ADMIN.total}</dt>
              <dd className="tabular-nums">
                <EventTotal cents={e.totalCents} currency={e.currency} />
              </dd>
            </div>
          </dl>
        </Row>
      )}
    />
  )
}
