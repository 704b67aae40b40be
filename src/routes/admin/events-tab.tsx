import { Link } from 'react-router'
import { formatUSD } from '@/domain/money'
import { useAdminEvents } from '@/lib/admin'
import { useDates } from '@/lib/dates'
import { label, Pill, useListParams } from './list-controls'
import { Row, SearchableList } from './paged-list'

/** Events: every event, newest first, with host, participant count and item count; search. */
export default function EventsTab() {
  const list = useListParams()
  const events = useAdminEvents(list.q, list.page)
  const dates = useDates()
  return (
    <SearchableList
      label="Events"
      searchLabel="Search events by title, host or join code"
      list={list}
      query={events}
      empty="No events found"
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
              Host @{e.host.username} · {dates.format(e.createdAt, 'date')}
            </p>
          </div>
          <dl className="mt-2 flex gap-4 text-sm sm:mt-0 sm:shrink-0">
            <div>
              <dt className="text-xs text-muted">Participants</dt>
              <dd className="tabular-nums">{e.participantCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Items</dt>
              <dd className="tabular-nums">{e.itemCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Total</dt>
              <dd className="tabular-nums">{formatUSD(e.totalCents)}</dd>
            </div>
          </dl>
        </Row>
      )}
    />
  )
}
