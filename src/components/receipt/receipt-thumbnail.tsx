import { Camera, Expand, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import * as RECEIPTS from '@/messages/receipts'
import { receiptSrc } from './receipt-file'
import { RemoveReceiptButton } from './remove-receipt-button'

// The full-size viewer loads when first opened (decision 026).
const ReceiptViewer = lazyDialog(() => import('./receipt-viewer').then((m) => m.ReceiptViewer))

/**
 * The event's receipt as a small photo that opens the full-size viewer. The host of an open event
 * also gets 'Replace' and 'Remove', or 'Add Receipt' when there is none (a closed event refuses
 * them); others see nothing without a receipt.
 */
export function ReceiptThumbnail({
  snapshot,
  size = 'sm',
  actions = true,
}: {
  snapshot: EventSnapshot
  size?: 'sm' | 'lg'
  actions?: boolean
}) {
  const { event } = snapshot
  const manage = actions && event.hostId === snapshot.viewerId && event.status === 'open'
  const [viewing, setViewing] = useState(false)
  const page = `/events/${encodeURIComponent(event.id)}/receipt`

  if (!event.hasReceipt) {
    if (!manage) return null
    return (
      <Button asChild variant="secondary" size="sm" className="h-10">
        <Link to={page}>
          <Camera size={16} aria-hidden /> {RECEIPTS.addReceipt}
        </Link>
      </Button>
    )
  }

  const src = receiptSrc(snapshot)
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => setViewing(true)}
        className={cn(
          'group relative shrink-0 overflow-hidden rounded-lg border border-app bg-surface-2 focus-visible:ring-2 focus-visible:ring-brand-500',
          size === 'lg' ? 'h-40 w-32' : 'h-20 w-16',
        )}
      >
        <img
          src={src}
          alt=""
          decoding="async"
          className="h-full w-full object-cover object-top transition group-hover:scale-105"
        />
        <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-black/55 py-0.5 text-[11px] font-medium text-white">
          <Expand size={11} aria-hidden /> {RECEIPTS.view}
          <span className="sr-only">{RECEIPTS.receiptHidden}</span>
        </span>
      </button>
      {manage && (
        <div className="flex flex-col items-start gap-1">
          <Button asChild variant="ghost" size="sm" className="h-10">
            <Link to={page}>
              <RefreshCw size={14} aria-hidden /> {RECEIPTS.replace}
            </Link>
          </Button>
          <RemoveReceiptButton eventId={event.id} size="sm" className="h-10 text-red-700 dark:text-red-500" />
        </div>
      )}
      <ReceiptViewer src={src} open={viewing} onOpenChange={setViewing} />
    </div>
  )
}
