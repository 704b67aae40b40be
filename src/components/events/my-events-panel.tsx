import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { pageCount } from '@/domain/pager'
import { client, unwrap } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as EVENTS from '@/messages/events-more'
import { EventCard } from './event-card'
import { Pager } from './pager'

const PAGE_SIZE = 8
const eventsListKey = (page: number) => ['events', 'list', page] as const

/** 'My Events': hosted and joined events merged by the API, 8 per page, the page in the URL (?page=2). */
export function MyEventsPanel() {
  const [params] = useSearchParams()
  const location = useLocation()
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  const query = useQuery({
    queryKey: eventsListKey(page),
    queryFn: () => unwrap(client.api.events.$get({ query: { page: String(page) } })),
    // Keep the old page on screen while the next loads: no flash of skeletons when paging.
    placeholderData: keepPreviousData,
  })
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    if (p === 1) next.delete('page')
    else next.set('page', String(p))
    const search = next.toString()
    return `${location.pathname}${search ? `?${search}` : ''}`
  }

  const data = query.data
  const pages = data ? pageCount(data.total, data.pageSize || PAGE_SIZE) : 0
  // A bookmarked page past the end (events were deleted): go to the last page that exists.
  if (data && !query.isPlaceholderData && data.events.length === 0 && pages > 0 && page > pages) {
    return <Navigate to={hrefFor(pages)} replace />
  }

  return (
    <section
      aria-labelledby="my-events-heading"
      className="@container space-y-4"
      aria-busy={query.isFetching || undefined}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="my-events-heading" className="text-lg font-semibold text-app">
          {EVENTS.myEvents}
        </h2>
        {data && data.total > 0 && <p className="text-sm text-muted">{EVENTS.eventCount(data.total)}</p>}
      </div>

      {query.isPending ? (
        <ul aria-label={EVENTS.loadingEvents} className="grid gap-3 @xl:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <li key={i} className="h-40 animate-pulse rounded-2xl border border-app bg-surface p-5">
              <div className="h-4 w-2/3 rounded bg-surface-2" />
              <div className="mt-4 h-3 w-full rounded bg-surface-2" />
              <div className="mt-2 h-3 w-1/2 rounded bg-surface-2" />
              <div className="mt-8 h-3 w-1/3 rounded bg-surface-2" />
            </li>
          ))}
        </ul>
      ) : query.isError && !data ? (
        <div role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 p-5 text-sm">
          <p className="font-medium text-red-600 dark:text-red-300">{COMMON.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {COMMON.tryAgain}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-app px-6 py-10 text-center">
          <CalendarPlus aria-hidden size={28} className="mb-3 text-muted" />
          <p className="font-medium text-app">{EVENTS.noEvents}</p>
          <p className="mt-1 text-sm text-muted">
            {EVENTS.noEventsHint}{' '}
            <Link to="/join" className="text-brand-500 underline-offset-4 hover:underline">
              {EVENTS.joinWithCode}
            </Link>
            .
          </p>
        </div>
      ) : data ? (
        <>
          {/* grid-cols-1 (minmax(0, 1fr)): a card never grows wider than the column, whatever its title. */}
          <ul aria-label={EVENTS.events} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
            {data.events.map((event) => (
              <li key={event.id} className="min-w-0">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <Pager page={Math.min(page, pages)} pages={pages} hrefFor={hrefFor} />
        </>
      ) : null}
    </section>
  )
}
