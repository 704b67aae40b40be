import { Camera, ImagePlus } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { cn } from '@/lib/cn'
import * as RECEIPTS from '@/messages/receipts'
import { RECEIPT_ACCEPT } from './receipt-file'

/**
 * A big target for the photo: tap to choose one, or drop it on desktop. Phones also get
 * 'Take Photo', which opens the rear camera directly (capture="environment"); it is a separate
 * input because capture on the main one would hide the photo library on Android. Shown on touch
 * screens and narrow ones (headless and some phones do not report a coarse pointer).
 */
export function UploadZone({
  replacing,
  disabled,
  onFile,
}: {
  replacing: boolean
  disabled?: boolean
  onFile: (file: File) => void
}) {
  const id = useId()
  const [over, setOver] = useState(false)
  const take = (files: FileList | null | undefined, reset?: HTMLInputElement) => {
    const file = files?.[0]
    if (reset) reset.value = '' // choosing the same photo again must fire change again
    if (file && !disabled) onFile(file)
  }
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    take(e.dataTransfer.files)
  }
  const label = replacing ? RECEIPTS.replaceReceipt : RECEIPTS.uploadReceipt

  return (
    <div className="space-y-3">
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-app bg-surface-2/40 p-6 text-center transition',
          'hover:border-brand-500 hover:bg-brand-500/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/50',
          over && 'border-brand-500 bg-brand-500/10',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-500/15 text-brand-500">
          <ImagePlus size={24} aria-hidden />
        </span>
        <span className="text-base font-semibold text-app">{label}</span>
        <span className="text-sm text-muted">
          <span className="max-sm:hidden pointer-coarse:hidden">{RECEIPTS.dropOrClick}</span>
          <span className="hidden max-sm:inline pointer-coarse:inline">{RECEIPTS.tapToChoose}</span>
          {RECEIPTS.fileRule}
        </span>
        <input
          id={id}
          type="file"
          accept={RECEIPT_ACCEPT}
          className="sr-only"
          disabled={disabled}
          onChange={(e) => take(e.target.files, e.target)}
        />
      </label>
      <label
        className={cn(
          'hidden h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-500 font-medium text-emerald-950 max-sm:flex pointer-coarse:flex',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/50',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <Camera size={18} aria-hidden /> {RECEIPTS.takePhoto}
        <input
          type="file"
          accept={RECEIPT_ACCEPT}
          capture="environment"
          className="sr-only"
          disabled={disabled}
          onChange={(e) => take(e.target.files, e.target)}
        />
      </label>
    </div>
  )
}
