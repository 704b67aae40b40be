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

/** /events/:id/breakdown: the whole table's bill on one page (what the View Breakdown dialog shows). */
export default function Component() {
  const { id } = useParams()
  const location = useLocation()
  const query = useEventSnapshot(id)
  const bill = useBill(query.data)
  // The event title may arrive in navigation state, so the breadcrumb is right before the data is.
  const title = query.data?.event.title ?? (location.state as { title?: string } | null)?.title ?? 'Event'
  useTitle(`Breakdown · ${title}`)

  if (!id) return <NotFoundPanel title="Invalid Event" message="This link has no event in it." />
  if (query.isPending) return <FullPageSpinner />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return (
      <NotFoundPanel
        title={notFound ? 'Event not found' : 'Failed to load event data'}
        message={notFound ? 'It may have been deleted, or you are not part of it.' : errorMessage(query.error)}
      />
    )
  }
  const { event } = query.data
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: title, to: `/events/${id}` },
          { label: 'Breakdown' },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">Breakdown</h1>
      <p className="mt-1 text-sm text-muted">
        Each person's items with their share of tax and tip, in proportion to what they had.
      </p>
      {bill && (
        <div className="mt-6 space-y-6">
          <section aria-labelledby="summary-heading" className="rounded-2xl border border-app bg-surface p-5">
            <h2 id="summary-heading" className="mb-3 font-semibold text-app">
              Summary
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
