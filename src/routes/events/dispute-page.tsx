// /events/:id/dispute/:itemId: the dispute form as a page, for screens narrower than 768px
// (docs/product.md#310-disputes; wider screens use the modal). The page allows a longer reason (500,
// docs/product.md#113-text).
import { useNavigate, useParams } from 'react-router'
import { DisputeForm } from '@/components/disputes/dispute-form'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EventPageSkeleton, EventProblem } from '@/components/events/event-page-states'
import { ItemFacts } from '@/components/items/item-facts'
import { ownerLabel } from '@/components/items/people'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { DISPUTE_REASON_MAX_PAGE, disputeRules } from '@/domain/dispute-rules'
import { ApiRequestError } from '@/lib/api'
import { useEventSnapshot } from '@/lib/events'
import * as DISPUTES from '@/messages/disputes'
import * as EVENT_PAGES from '@/messages/event-pages-more'

export default function Component() {
  const { id, itemId } = useParams()
  const navigate = useNavigate()
  const query = useEventSnapshot(id)
  useTitle(DISPUTES.disputeItem)
  if (!id || !itemId) return <EventProblem title={DISPUTES.idsRequired} />
  if (query.isPending) return <EventPageSkeleton />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return <EventProblem title={notFound ? EVENT_PAGES.eventNotFound : query.error.message || EVENT_PAGES.loadFailed} />
  }
  const snapshot = query.data
  const item = snapshot.items.find((i) => i.id === itemId)
  if (!item) return <EventProblem title={DISPUTES.itemNotFound} />
  const eventPath = `/events/${encodeURIComponent(snapshot.event.id)}`
  const may =
    snapshot.event.status === 'open' &&
    disputeRules.canDispute(item, { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId })

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <Breadcrumb
        items={[
          { label: EVENT_PAGES.dashboard, to: '/dashboard' },
          { label: snapshot.event.title, to: eventPath },
          { label: DISPUTES.dispute },
        ]}
      />
      <h1 className="text-2xl font-bold text-app">{DISPUTES.disputeItem}</h1>
      {/* Which item, and who has it: the same words as the modal on wider screens. */}
      <p className="mb-4 mt-1 text-sm text-muted wrap-anywhere">
        {DISPUTES.isWith(item.name, ownerLabel(snapshot, item) ?? DISPUTES.nobody)}
      </p>
      <div className="space-y-5 rounded-2xl border border-app bg-surface p-5">
        <h2 className="text-lg font-semibold text-app wrap-anywhere">{item.name}</h2>
        <ItemFacts snapshot={snapshot} item={item} />
        {may ? (
          <DisputeForm
            eventId={snapshot.event.id}
            item={item}
            maxReason={DISPUTE_REASON_MAX_PAGE}
            onDone={() => navigate(eventPath)}
          />
        ) : (
          <Alert tone="info">{item.status === 'dispute' ? DISPUTES.alreadyOpen : DISPUTES.cannotDispute}</Alert>
        )}
      </div>
    </main>
  )
}
