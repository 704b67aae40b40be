import { useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { bigButtonClass, dialogFooterClass, sheetClass } from '@/components/items/sheet'
import { Alert } from '@/components/ui/alert'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { CheckboxField } from '@/components/ui/field'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { client, unwrap } from '@/lib/client'
import { putSnapshot } from '@/lib/events'
import { COUNT_FAILED, REMOVE_FAILED } from './messages'
import { useFlashMessage } from './use-flash-message'

/**
 * 'Remove' → counts the items imported from the receipt, then asks 'Remove Receipt' with an
 * option to remove those items too. A failed count is treated as 0 and the dialog still opens
 * (spec section 8), with 'Failed to check imported items.' for 3 s.
 */
export function RemoveReceiptButton({
  eventId,
  onRemoved,
  ...button
}: { eventId: string; onRemoved?: (snapshot: EventSnapshot) => void } & Omit<ButtonProps, 'onClick'>) {
  const qc = useQueryClient()
  const [open, setOpen] = useState(false)
  const [checking, setChecking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [count, setCount] = useState(0)
  const [withItems, setWithItems] = useState(false)
  const [countError, flashCountError] = useFlashMessage()
  const [error, flashError] = useFlashMessage()
  const receipt = client.api.events[':id'].receipt
  const param = { id: encodeURIComponent(eventId) }

  const begin = async () => {
    setChecking(true)
    let n = 0
    try {
      n = (await unwrap(receipt['imported-count'].$get({ param }))).count
    } catch {
      flashCountError(COUNT_FAILED)
    }
    setCount(n)
    setWithItems(false)
    setChecking(false)
    setOpen(true)
  }

  const remove = async () => {
    setBusy(true)
    try {
      const removeItems = withItems && count > 0 ? 'true' : 'false'
      const snapshot = await unwrap(receipt.$delete({ param, query: { removeItems } }))
      putSnapshot(qc, eventId, snapshot)
      setOpen(false)
      onRemoved?.(snapshot)
    } catch {
      flashError(REMOVE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button variant="ghost" {...button} onClick={begin} disabled={checking || button.disabled} loading={checking}>
        {button.children ?? (
          <>
            <Trash2 size={14} aria-hidden /> Remove
          </>
        )}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Remove Receipt"
        description="The receipt photo will be deleted from this event."
        className={`sm:max-w-md ${sheetClass}`}
      >
        <div className="space-y-3">
          {countError && <Alert tone="error">{countError}</Alert>}
          {count > 0 ? (
            <CheckboxField
              label={`Also remove the ${count} item${count === 1 ? '' : 's'} imported from this receipt`}
              checked={withItems}
              onChange={(e) => setWithItems(e.target.checked)}
            />
          ) : (
            <p className="text-sm text-muted">No items were imported from this receipt.</p>
          )}
          {count > 0 && !withItems && (
            <p className="text-xs text-muted">Imported items stay on the event unless you tick the box.</p>
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </div>
        <div className={dialogFooterClass}>
          <Button variant="secondary" className={bigButtonClass} onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" className={bigButtonClass} onClick={remove} disabled={busy} loading={busy}>
            {busy ? 'Removing...' : 'Remove Receipt'}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
