import { useLocation, useParams } from 'react-router'
import { BillSummary } from '@/components/bill/bill-summary'
import { BreakdownByUser } from '@/components/bill/breakdown-by-user'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { SendTabsLink } from '@/components/events/send-tabs-link'
import { useTitle } from '@/components/shell/use-title'
import { FullPageSpinner } from '@/components/ui/spinner'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { useBill } from '@/lib/bill'
import { useEventSnapshot } from '@/lib/events'
import * as EVENT_PAGES from '@/messages/event-pages-more'

/** /events/:id/breakdown: the whole table's bill on one page (what the View Breakdown dialog shows). */
export default function Component() {
  const { id } = useParams()
  const location = useLocation()
  const query = useEventSnapshot(id)
  const bill = useBill(query.data)
  // The event title may arrive in navigation state, so the breadcrumb is right before the data is.
  const title = query.data?.event.title ?? (location.state as { title?: string } | null)?.title ?? EVENT_PAGES.event
  useTitle(EVENT_PAGES.breakdownTitle(title))

  if (!id) return <NotFoundPanel title={EVENT_PAGES.invalidEvent} message={EVENT_PAGES.noEventInLink} />
  if (query.isPending) return <FullPageSpinner />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return (
      <NotFoundPanel
        title={notFound ? EVENT_PAGES.eventNotFound : EVENT_PAGES.loadFailed}
        message={notFound ? EVENT_PAGES.goneOrNotYours : errorMessage(query.error)}
      />
    )
  }
  const { event } = query.data
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: EVENT_PAGES.dashboard, to: '/dashboard' },
          { label: title, to: `/events/${id}` },
          { label: EVENT_PAGES.breakdown },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">{EVENT_PAGES.breakdown}</h1>
      <p className="mt-1 text-sm text-muted">{EVENT_PAGES.breakdownIntro}</p>
      {bill && (
        <div className="mt-6 space-y-6">
          <section aria-labelledby="summary-heading" className="rounded-2xl border border-app bg-surface p-5">
            <h2 id="summary-heading" className="mb-3 font-semibold text-app">
              {EVENT_PAGES.summary}
            </h2>
            <BillSummary
              subtotalCents={bill.subtotalCents}
              taxCents={bill.taxCents}
              tipCents={bill.tipCents}
              totalCents={bill.totalCents}
              taxMilliPct={event.taxMilliPct}
              tipMilliPct={event.tipMilliPct}
            />
          </section>
          <BreakdownByUser snapshot={query.data} />
          <SendTabsLink snapshot={query.data} className="w-full" />
        </div>
      )}
    </main>
  )
}
