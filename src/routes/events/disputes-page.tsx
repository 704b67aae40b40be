// /events/:id/disputes: the host's dispute management (spec section 2): summary counts, pending
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

const ACCESS_RESTRICTED = 'Access Restricted: Only the event host can manage disputes.'

export default function Component() {
  const { id } = useParams()
  const query = useEventSnapshot(id)
  useTitle('Manage Disputes')
  if (!id) return <EventProblem title="Event ID is missing" />
  if (query.isPending) return <EventPageSkeleton />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return <EventProblem title={notFound ? 'Event not found' : query.error.message || 'Failed to load event data'} />
  }
  if (query.data.event.hostId !== query.data.viewerId)
    return (
      <NotFoundPanel
        title="Access Restricted"
        message={ACCESS_RESTRICTED}
        action="Back to Event"
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
      fallback: how === 'approve' ? 'Failed to approve dispute' : 'Failed to reject dispute',
      success: how === 'approve' ? 'Dispute approved' : 'Dispute rejected',
    })
    await qc.invalidateQueries({ queryKey: key })
  }

  const disputes = list.data?.disputes ?? []
  const open = disputes.filter((d) => d.status === 'pending')
  const resolved = disputes.filter((d) => d.status !== 'pending')
  const counts = [
    { label: 'Pending', value: open.length },
    { label: 'Approved', value: disputes.filter((d) => d.status === 'approved').length },
    { label: 'Rejected', value: disputes.filter((d) => d.status === 'rejected').length },
    { label: 'Total', value: disputes.length },
  ]

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Dashboard', to: '/dashboard' }, { label: event.title, to: eventPath }, { label: 'Disputes' }]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">Manage Disputes</h1>
      <p className="mt-1 text-sm text-muted">Decide who keeps a disputed item. Both people are notified.</p>
      {event.status === 'closed' && (
        <Alert tone="info" className="mt-4">
          This event is closed. Reopen it to resolve disputes.
        </Alert>
      )}
      <section aria-label="Summary" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
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
          {errorMessage(list.error, 'Failed to load disputes')}
        </Alert>
      ) : (
        <>
          <Section title="Pending Disputes" empty="No pending disputes.">
            {open.map((d) => (
              <DisputeCard
                key={d.id}
                dispute={d}
                busy={pending || event.status === 'closed'}
                onDecide={(how) => decide(d.id, how)}
              />
            ))}
          </Section>
          <Section title="Resolved Disputes" empty="No resolved disputes yet.">
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
