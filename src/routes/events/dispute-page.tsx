// /events/:id/dispute/:itemId: the dispute form as a page, for screens narrower than 768px (spec
// section 2; wider screens use the modal). The page allows a longer reason (500, spec section 9).
import { useNavigate, useParams } from 'react-router'
import { DisputeForm } from '@/components/disputes/dispute-form'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EventPageSkeleton, EventProblem } from '@/components/events/event-page-states'
import { ItemFacts } from '@/components/items/item-facts'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { DISPUTE_REASON_MAX_PAGE, disputeRules } from '@/domain/dispute-rules'
import { ApiRequestError } from '@/lib/api'
import { useEventSnapshot } from '@/lib/events'

export default function Component() {
  const { id, itemId } = useParams()
  const navigate = useNavigate()
  const query = useEventSnapshot(id)
  useTitle('Dispute Item')
  if (!id || !itemId) return <EventProblem title="Event ID and Item ID are required" />
  if (query.isPending) return <EventPageSkeleton />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return <EventProblem title={notFound ? 'Event not found' : query.error.message || 'Failed to load event data'} />
  }
  const snapshot = query.data
  const item = snapshot.items.find((i) => i.id === itemId)
  if (!item) return <EventProblem title="Item not found" />
  const eventPath = `/events/${encodeURIComponent(snapshot.event.id)}`
  const may =
    snapshot.event.status === 'open' &&
    disputeRules.canDispute(item, { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId })

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: snapshot.event.title, to: eventPath },
          { label: 'Dispute' },
        ]}
      />
      <h1 className="mb-4 text-2xl font-bold text-app">Dispute Item</h1>
      <div className="space-y-5 rounded-2xl border border-app bg-surface p-5">
        <ItemFacts snapshot={snapshot} item={item} />
        {may ? (
          <DisputeForm
            eventId={snapshot.event.id}
            item={item}
            maxReason={DISPUTE_REASON_MAX_PAGE}
            onDone={() => navigate(eventPath)}
          />
        ) : (
          <Alert tone="info">
            {item.status === 'dispute' ? 'This item already has an open dispute.' : 'You cannot dispute this item.'}
          </Alert>
        )}
      </div>
    </main>
  )
}
