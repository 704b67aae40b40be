// /events/:id/disputes: the host's dispute management (docs/product.md#310-disputes): summary counts, pending
// disputes with Approve / Reject, resolved disputes with their resolved date. Others are refused.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { useParams } from 'react-router'
import { DisputeCard } from '@/components/disputes/dispute-card'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EventPageSkeleton, EventProblem } from '@/components/events/event-page-states'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { useEventAction } from '@/components/items/use-event-action'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useEventLive } from '@/lib/event-live'
import { eventKey, useEventSnapshot } from '@/lib/events'
import * as DISPUTES from '@/messages/disputes'
import * as EVENT_PAGES from '@/messages/event-pages-more'

export default function Component() {
  const { id } = useParams()
  const query = useEventSnapshot(id)
  useTitle(DISPUTES.manageDisputes)
  if (!id) return <EventProblem title={EVENT_PAGES.eventIdMissing} />
  if (query.isPending) return <EventPageSkeleton />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return <EventProblem title={notFound ? EVENT_PAGES.eventNotFound : query.error.message || EVENT_PAGES.loadFailed} />
  }
  if (query.data.event.hostId !== query.data.viewerId)
    return (
      <NotFoundPanel
        title={DISPUTES.accessRestricted}
        message={DISPUTES.hostOnlyPage}
        action={DISPUTES.backToEvent}
        to={`/events/${encodeURIComponent(id)}`}
        icon={<ShieldAlert size={28} />}
      />
    )
  return <DisputesScreen snapshot={query.data} />
}

function DisputesScreen({ snapshot }: { snapshot: EventSnapshot }) {
  const { event } = snapshot
  const qc = useQueryClient()
  // Under the event's key, so a live change to the event (or our own decision) refreshes the list too.
  const key = [...eventKey(event.id), 'disputes'] as const
  const list = useQuery({
    queryKey: key,
    queryFn: () => unwrap(client.api.events[':id'].disputes.$get({ param: { id: encodeURIComponent(event.id) } })),
  })
  useEventLive(event.id)
  const { run, pending } = useEventAction(event.id)
  const eventPath = `/events/${encodeURIComponent(event.id)}`

  const decide = async (disputeId: string, how: 'approve' | 'reject') => {
    const resolve = client.api.events[':id'].disputes[':disputeId']
    const param = (id: string) => ({ param: { id, disputeId: encodeURIComponent(disputeId) } })
    await run((id) => (how === 'approve' ? resolve.approve.$post(param(id)) : resolve.reject.$post(param(id))), {
      fallback: how === 'approve' ? DISPUTES.failedToApprove : DISPUTES.failedToReject,
      success: how === 'approve' ? DISPUTES.disputeApproved : DISPUTES.disputeRejected,
    })
    await qc.invalidateQueries({ queryKey: key })
  }

  const disputes = list.data?.disputes ?? []
  const open = disputes.filter((d) => d.status === 'pending')
  const resolved = disputes.filter((d) => d.status !== 'pending')
  const counts = [
    { label: DISPUTES.pending, value: open.length },
    { label: DISPUTES.approved, value: disputes.filter((d) => d.status === 'approved').length },
    { label: DISPUTES.rejected, value: disputes.filter((d) => d.status === 'rejected').length },
    { label: DISPUTES.total, value: disputes.length },
  ]

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: EVENT_PAGES.dashboard, to: '/dashboard' },
          { label: event.title, to: eventPath },
          { label: DISPUTES.disputes },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">{DISPUTES.manageDisputes}</h1>
      <p className="mt-1 text-sm text-muted">{DISPUTES.intro}</p>
      {event.status === 'closed' && (
        <Alert tone="info" className="mt-4">
          {DISPUTES.closed}
        </Alert>
      )}
      <section aria-label={DISPUTES.summary} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map((c) => (
          <div key={c.label} className="rounded-2xl border border-app bg-surface p-4 text-center">
            <p className="text-2xl font-bold text-app">{c.value}</p>
            <p className="text-sm text-muted">{c.label}</p>
          </div>
        ))}
      </section>
      {list.isPending ? (
        <div className="mt-8 flex justify-center">
          <Spinner />
        </div>
      ) : list.isError ? (
        <Alert tone="error" className="mt-6">
          {errorMessage(list.error, DISPUTES.failedToLoad)}
        </Alert>
      ) : (
        <>
          <Section title={DISPUTES.pendingDisputes} empty={DISPUTES.noPending}>
            {open.map((d) => (
              <DisputeCard
                key={d.id}
                dispute={d}
                busy={pending || event.status === 'closed'}
                onDecide={(how) => decide(d.id, how)}
              />
            ))}
          </Section>
          <Section title={DISPUTES.resolvedDisputes} empty={DISPUTES.noResolved}>
            {resolved.map((d) => (
              <DisputeCard key={d.id} dispute={d} />
            ))}
          </Section>
        </>
      )}
    </main>
  )
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-app">{title}</h2>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
      )}
    </section>
  )
}
