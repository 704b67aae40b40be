import { ImageIcon, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import * as RECEIPTS from '@/messages/receipts'
import { RECEIPT_ACCEPT, receiptFileProblem } from './receipt-file'
import { useFlashMessage } from './use-flash-message'

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`)

/**
 * Create Event's optional 'Receipt Image'. The file is checked on select (by its bytes, 10 MB)
 * and kept until the event exists; then the receipt page uploads and reads it.
 */
export function ReceiptField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, flashError] = useFlashMessage()

  const pick = async (picked: File | undefined) => {
    if (!picked) return
    const problem = await receiptFileProblem(picked)
    if (problem) {
      flashError(problem)
      if (input.current) input.current.value = ''
      return
    }
    flashError(null)
    onChange(picked)
  }
  const clear = () => {
    onChange(null)
    if (input.current) input.current.value = ''
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-app">
        {RECEIPTS.receiptImage}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
        className={cn(
          'block w-full cursor-pointer rounded-lg border border-dashed border-app bg-surface-2/50 p-2 text-sm text-muted',
          'file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-surface-2 file:px-4 file:font-medium file:text-app',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40',
          file && 'sr-only',
        )}
      />
      {file && (
        <div className="flex items-center gap-3 rounded-lg border border-app bg-surface-2/50 p-2 pl-3">
          <ImageIcon size={18} aria-hidden className="shrink-0 text-brand-500" />
          <div className="min-w-0 flex-1 text-sm">
            <div className="truncate font-medium text-app">{file.name}</div>
            <div className="text-xs text-muted">{kb(file.size)}</div>
          </div>
          <Button type="button" variant="ghost" className="h-10 shrink-0 px-3" onClick={clear}>
            <X size={16} aria-hidden /> {RECEIPTS.remove}
            <span className="sr-only">{RECEIPTS.receiptImageHidden}</span>
          </Button>
        </div>
      )}
      {error ? (
        <p id={`${id}-hint`} role="alert" className="text-sm text-red-700 dark:text-red-500">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {RECEIPTS.receiptImageHint}
        </p>
      )}
    </div>
  )
}
