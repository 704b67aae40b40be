import { cn } from '@/lib/cn'
import { Alert } from './alert'
import { Button } from './button'

/**
 * The end of a form that saves: its error, if any, then the way out and the submit button, which says
 * 'Saving...' and is disabled while `busy`. Side by side at the right on wide screens; on phones
 * stacked, the submit on top.
 */
export function FormFooter({
  error,
  busy,
  submitLabel,
  cancelLabel = 'Cancel',
  onCancel,
  className,
}: {
  error?: string
  busy: boolean
  submitLabel: string
  cancelLabel?: string
  onCancel: () => void
  className?: string
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={busy} loading={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  )
}
