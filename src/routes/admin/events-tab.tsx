import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { formatUSD } from '@/domain/money'
import { useAdminEvents } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { ListFooter, label, Pill, SearchBox, useListParams } from './list-controls'
import { Loading } from './overview-tab'

/** Events: every event, newest first, with host, participant count and item count; search. */
export default function EventsTab() {
  const { q, page, search, hrefFor } = useListParams()
  const events = useAdminEvents(q, page)
  return (
    <section aria-label="Events" className="space-y-4">
      <SearchBox label="Search events by title, host or join code" q={q} onSearch={search} />
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <Alert tone="error">{errorMessage(events.error, 'Failed to load data')}</Alert>
      ) : events.data.rows.length === 0 ? (
        <p className="py-8 text-center text-muted">No events found</p>
      ) : (
        <>
          <ul className="space-y-2">
            {events.data.rows.map((e) => (
              <li
                key={e.id}
                aria-label={e.title}
                className="rounded-xl border border-app bg-surface p-3 sm:flex sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/events/${encodeURIComponent(e.id)}`}
                      className="break-words font-medium hover:underline"
                    >
                      {e.title}
                    </Link>
                    <Pill tone={e.status === 'open' ? 'good' : 'muted'}>{label(e.status)}</Pill>
                  </div>
                  <p className="mt-0.5 text-sm text-muted">
                    Host @{e.host.username} · {new Date(e.createdAt).toLocaleDateString()}
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
              </li>
            ))}
          </ul>
          <ListFooter total={events.data.total} pageSize={events.data.pageSize} page={page} hrefFor={hrefFor} />
        </>
      )}
    </section>
  )
}
