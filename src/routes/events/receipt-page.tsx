// /events/:id/receipt: the host adds or replaces the receipt (docs/product.md#39-receipt). Upload, reading
// progress, then 'Confirm Receipt Details'; after Apply the host lands on the event's items.
// Create Event hands over a chosen photo in navigation state, and the flow starts on arrival.
import { ScanText } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EventPageSkeleton, EventProblem } from '@/components/events/event-page-states'
import { ConfirmReceiptDialog } from '@/components/receipt/confirm-receipt-dialog'
import { HowItWorks } from '@/components/receipt/how-it-works'
import { ReceiptProgress } from '@/components/receipt/receipt-progress'
import { ReceiptThumbnail } from '@/components/receipt/receipt-thumbnail'
import { UploadZone } from '@/components/receipt/upload-zone'
import { useReceiptFlow } from '@/components/receipt/use-receipt-flow'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { useEventSnapshot } from '@/lib/events'
import { toast } from '@/lib/toast'
import * as EVENT_PAGES from '@/messages/event-pages-more'

export default function Component() {
  const { id } = useParams()
  const query = useEventSnapshot(id)
  if (!id) return <EventProblem title={EVENT_PAGES.eventIdMissing} />
  if (query.isPending) return <EventPageSkeleton />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return <EventProblem title={notFound ? EVENT_PAGES.eventNotFound : query.error.message || EVENT_PAGES.loadFailed} />
  }
  // Non-hosts are sent back to the event (docs/product.md#39-receipt).
  if (query.data.event.hostId !== query.data.viewerId) return <Navigate to={`/events/${id}`} replace />
  return <ReceiptScreen snapshot={query.data} />
}

function ReceiptScreen({ snapshot }: { snapshot: EventSnapshot }) {
  const { event } = snapshot
  const navigate = useNavigate()
  const location = useLocation()
  const flow = useReceiptFlow(snapshot)
  const handedOver = useRef(false)
  const eventPath = `/events/${encodeURIComponent(event.id)}`
  // A closed event refuses receipt uploads and applying a reading (the worker answers 409).
  const open = event.status === 'open'

  // A photo chosen on Create Event: start once, then drop it from history so Back or a reload
  // does not upload it again.
  const passed = (location.state as { receiptFile?: unknown } | null)?.receiptFile
  useEffect(() => {
    if (handedOver.current || !flow.ready || !(passed instanceof File)) return
    handedOver.current = true
    navigate(location.pathname, { replace: true, state: null })
    void flow.start(passed)
  }, [passed, flow, navigate, location.pathname])

  const applied = () => {
    flow.applied()
    toast.success(EVENT_PAGES.receiptApplied)
    navigate(`${eventPath}?tab=items`)
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumb
        items={[
          { label: EVENT_PAGES.dashboard, to: '/dashboard' },
          { label: event.title, to: eventPath },
          { label: EVENT_PAGES.receipt },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">
        {!open ? EVENT_PAGES.receipt : event.hasReceipt ? EVENT_PAGES.replaceReceipt : EVENT_PAGES.addReceipt}
      </h1>
      <p className="mt-1 text-sm text-muted">{EVENT_PAGES.receiptIntro}</p>

      <div className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-5">
          <section aria-labelledby="current-h" className="rounded-2xl border border-app bg-surface p-5">
            <h2 id="current-h" className="mb-3 font-semibold">
              {EVENT_PAGES.currentReceipt}
            </h2>
            {event.hasReceipt ? (
              <div className="flex flex-wrap items-end justify-between gap-3">
                <ReceiptThumbnail snapshot={snapshot} size="lg" />
                {open && (
                  <Button
                    variant="secondary"
                    className="h-11"
                    disabled={flow.busy}
                    onClick={() => void flow.readCurrent()}
                  >
                    <ScanText size={16} aria-hidden /> {EVENT_PAGES.readReceipt}
                  </Button>
                )}
              </div>
            ) : (
              <p className="text-sm text-muted">{EVENT_PAGES.noReceiptYet}</p>
            )}
          </section>

          {!open ? (
            <Alert tone="info">{EVENT_PAGES.receiptClosed}</Alert>
          ) : flow.state.step === 'working' ? (
            <ReceiptProgress upload={flow.state.upload} read={flow.state.read} />
          ) : (
            <UploadZone replacing={event.hasReceipt} disabled={flow.busy} onFile={(f) => void flow.start(f)} />
          )}
          {flow.error && <Alert tone="error">{flow.error}</Alert>}
        </div>
        <HowItWorks mode={flow.mode} />
      </div>

      {flow.state.step === 'review' && (
        <ConfirmReceiptDialog
          eventId={event.id}
          receipt={flow.state.receipt}
          current={event}
          pendingPhoto={flow.state.pendingPhoto}
          onClose={flow.dismiss}
          onApplied={applied}
        />
      )}
    </main>
  )
}
