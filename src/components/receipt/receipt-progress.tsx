import { Check } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import * as RECEIPTS from '@/messages/receipts'
import type { ReadProgress } from './use-receipt-flow'

const mb = (n: number) => (n / 1024 / 1024).toFixed(1)

/** What is happening while the photo uploads and is read, with real numbers where we have them. */
export function ReceiptProgress({ upload, read }: { upload: number | null; read: ReadProgress | null }) {
  const r = readLine(read)
  return (
    <div className="space-y-4 rounded-2xl border border-app bg-surface p-5" aria-live="polite">
      {upload !== null && (
        <Line
          label={upload >= 1 ? RECEIPTS.photoUploaded : RECEIPTS.uploadingPhoto}
          detail={upload >= 1 ? undefined : `${Math.round(upload * 100)}%`}
          fraction={upload}
          done={upload >= 1}
        />
      )}
      <Line label={r.label} detail={r.detail} fraction={r.fraction} done={false} waiting={read === null} />
    </div>
  )
}

function readLine(read: ReadProgress | null): { label: string; detail?: string; fraction?: number } {
  if (!read) return { label: RECEIPTS.readingReceipt, detail: RECEIPTS.startsWhenReady }
  if (read.where === 'server') return { label: RECEIPTS.readingReceipt, detail: RECEIPTS.readerLooking }
  switch (read.stage) {
    case 'prepare':
      return { label: RECEIPTS.preparingPhoto, detail: RECEIPTS.preparingDetail }
    case 'download':
      return {
        label: RECEIPTS.gettingReaderReady,
        detail: RECEIPTS.firstTimeOnly(mb(read.loadedBytes), mb(read.totalBytes)),
        fraction: read.totalBytes > 0 ? read.loadedBytes / read.totalBytes : undefined,
      }
    case 'start':
      return { label: RECEIPTS.startingReader, detail: RECEIPTS.startingDetail }
    case 'find':
      return { label: RECEIPTS.findingText, detail: RECEIPTS.findingDetail }
    case 'read':
      return {
        label: RECEIPTS.readingReceipt,
        detail: read.total > 0 ? RECEIPTS.linesRead(read.done, read.total) : undefined,
        fraction: read.total > 0 ? read.done / read.total : undefined,
      }
  }
}

function Line(props: { label: string; detail?: string; fraction?: number; done: boolean; waiting?: boolean }) {
  const { label, detail, fraction, done, waiting } = props
  return (
    <div className={cn('space-y-2', waiting && 'opacity-60')}>
      <div className="flex items-center gap-3">
        {done ? (
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-500 text-emerald-950">
            <Check size={14} aria-hidden />
          </span>
        ) : (
          <Spinner label={label} className={cn('shrink-0', waiting && 'opacity-40')} />
        )}
        <div className="min-w-0">
          <div className="font-medium text-app">{label}</div>
          {detail && <div className="text-sm tabular-nums text-muted">{detail}</div>}
        </div>
      </div>
      {!done && fraction !== undefined && (
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
      )}
    </div>
  )
}
