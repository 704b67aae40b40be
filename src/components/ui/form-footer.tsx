import { cn } from '@/lib/cn'
import * as COMMON from '@/messages/common'
import { Alert } from './alert'
import { Button } from './button'

/**
 * The end of a form that saves: its error, if any, then the way out and the submit button, which says
 * `busyLabel` ('Saving...') and is disabled while `busy`. Side by side at the right on wide screens; on
 * phones stacked, the submit on top. Without a surrounding form, `onConfirm` makes it a plain button.
 */
export function FormFooter({
  error,
  busy,
  submitLabel,
  cancelLabel = COMMON.cancel,
  onCancel,
  onConfirm,
  busyLabel = COMMON.saving,
  tone = 'primary',
  className,
}: {
  error?: string
  busy: boolean
  submitLabel: string
  cancelLabel?: string
  onCancel: () => void
  onConfirm?: () => void
  busyLabel?: string
  tone?: 'primary' | 'danger'
  className?: string
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          variant={tone}
          disabled={busy}
          loading={busy}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  )
}
