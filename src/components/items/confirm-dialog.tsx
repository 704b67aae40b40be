import { type ReactNode, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { bigButtonClass, sheetClass } from './sheet'

/**
 * A small "are you sure?" for destructive actions. `onConfirm` resolves to null when done (the dialog
 * closes) or to a message, which stays in the dialog so the person can retry or cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  tone?: 'danger' | 'primary'
  onConfirm: () => Promise<string | null>
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const change = (next: boolean) => {
    if (busy) return
    if (!next) setError(null)
    onOpenChange(next)
  }
  const confirm = async () => {
    setBusy(true)
    setError(null)
    const message = await onConfirm()
    setBusy(false)
    if (message) setError(message)
    else onOpenChange(false)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      className={`sm:max-w-md ${sheetClass}`}
    >
      <DialogFooter error={error}>
        <Button variant="secondary" className={bigButtonClass} onClick={() => change(false)} disabled={busy}>
          {COMMON.cancel}
        </Button>
        <Button variant={tone} className={bigButtonClass} onClick={confirm} disabled={busy} loading={busy}>
          {busy ? ITEMS.working : confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}
