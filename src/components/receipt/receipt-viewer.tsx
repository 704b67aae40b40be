import { ExternalLink, ZoomIn, ZoomOut } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import * as RECEIPTS from '@/messages/receipts'

const ZOOMS = [1, 1.5, 2, 3] as const

/**
 * The full-size receipt: fits the screen width first, then zooms in steps; the frame scrolls both
 * ways so every line can be checked against the items (phones can also pinch).
 */
export function ReceiptViewer({
  src,
  open,
  onOpenChange,
}: {
  src: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [zoom, setZoom] = useState(0)
  const level = ZOOMS[zoom] ?? 1
  const change = (next: boolean) => {
    if (!next) setZoom(0)
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={change} title={RECEIPTS.receipt} className="max-w-3xl p-4 sm:p-5">
      <div className="mb-3 flex items-center gap-2">
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
        >
          <ZoomOut size={16} aria-hidden /> {RECEIPTS.zoomOut}
        </Button>
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        >
          <ZoomIn size={16} aria-hidden /> {RECEIPTS.zoomIn}
        </Button>
        <span className="ml-auto text-sm tabular-nums text-muted" aria-live="polite">
          {Math.round(level * 100)}%
        </span>
      </div>
      <div className="max-h-[68dvh] overflow-auto rounded-xl border border-app bg-surface-2 overscroll-contain">
        {/* Width in percent of the frame: 100% fits the screen, more scrolls both ways. */}
        <img
          src={src}
          alt={RECEIPTS.fullSize}
          className="block h-auto max-w-none"
          style={{ width: `${level * 100}%` }}
          decoding="async"
        />
      </div>
      <a
        href={src}
        target="_blank"
        rel="noreferrer"
        className="mt-3 inline-flex items-center gap-1 text-sm text-brand-500 hover:underline"
      >
        {RECEIPTS.openOriginal} <ExternalLink size={14} aria-hidden />
      </a>
    </Dialog>
  )
}
