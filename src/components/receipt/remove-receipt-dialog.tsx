import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { bigButtonClass, sheetClass } from '@/components/items/sheet'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { CheckboxField } from '@/components/ui/field'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { client, unwrap } from '@/lib/client'
import { putSnapshot } from '@/lib/events'
import * as COMMON from '@/messages/common'
import * as RECEIPTS from '@/messages/receipts'
import { useFlashMessage } from './use-flash-message'

/** 'Remove Receipt', with the option to remove the `count` items imported from it (remove-receipt-button.tsx
 * counts them and opens this; a failed count arrives as `countError` with a count of 0). */
export function RemoveReceiptDialog({
  eventId,
  count,
  countError,
  open,
  onOpenChange,
  onRemoved,
}: {
  eventId: string
  count: number
  countError: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onRemoved?: (snapshot: EventSnapshot) => void
}) {
  const qc = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [withItems, setWithItems] = useState(false)
  const [error, flashError] = useFlashMessage()
  // Each opening starts unticked (the count may have changed since the last time).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setWithItems(false)
  }

  const remove = async () => {
    setBusy(true)
    try {
      const removeItems = withItems && count > 0 ? 'true' : 'false'
      const snapshot = await unwrap(
        client.api.events[':id'].receipt.$delete({
          param: { id: encodeURIComponent(eventId) },
          query: { removeItems },
        }),
      )
      putSnapshot(qc, eventId, snapshot)
      onOpenChange(false)
      onRemoved?.(snapshot)
    } catch {
      flashError(RECEIPTS.removeFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={RECEIPTS.removeReceipt}
      description={RECEIPTS.removeReceiptHint}
      className={`sm:max-w-md ${sheetClass}`}
    >
      <div className="space-y-3">
        {countError && <Alert tone="error">{countError}</Alert>}
        {count > 0 ? (
          <CheckboxField
            label={RECEIPTS.alsoRemoveItems(count)}
            checked={withItems}
            onChange={(e) => setWithItems(e.target.checked)}
          />
        ) : (
          <p className="text-sm text-muted">{RECEIPTS.noImportedItems}</p>
        )}
        {count > 0 && !withItems && <p className="text-xs text-muted">{RECEIPTS.importedStay}</p>}
      </div>
      <DialogFooter error={error}>
        <Button variant="secondary" className={bigButtonClass} onClick={() => onOpenChange(false)} disabled={busy}>
          {COMMON.cancel}
        </Button>
        <Button variant="danger" className={bigButtonClass} onClick={remove} disabled={busy} loading={busy}>
          {busy ? RECEIPTS.removing : RECEIPTS.removeReceipt}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}
