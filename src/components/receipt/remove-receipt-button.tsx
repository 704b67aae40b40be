import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { client, unwrap } from '@/lib/client'
import * as RECEIPTS from '@/messages/receipts'
import { useFlashMessage } from './use-flash-message'

// The dialog loads with the first press, while the imported items are being counted (decision 026).
const RemoveReceiptDialog = lazyDialog(() => import('./remove-receipt-dialog').then((m) => m.RemoveReceiptDialog))

/**
 * 'Remove' → counts the items imported from the receipt, then asks 'Remove Receipt' with an
 * option to remove those items too. A failed count is treated as 0 and the dialog still opens
 * (the count only decides an option, so it must not block removing), with 'Failed to check imported items.' for 3 s.
 */
export function RemoveReceiptButton({
  eventId,
  onRemoved,
  ...button
}: { eventId: string; onRemoved?: (snapshot: EventSnapshot) => void } & Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false)
  const [checking, setChecking] = useState(false)
  const [count, setCount] = useState(0)
  const [countError, flashCountError] = useFlashMessage()

  const begin = async () => {
    setChecking(true)
    RemoveReceiptDialog.preload()
    let n = 0
    try {
      n = (
        await unwrap(
          client.api.events[':id'].receipt['imported-count'].$get({ param: { id: encodeURIComponent(eventId) } }),
        )
      ).count
    } catch {
      flashCountError(RECEIPTS.countFailed)
    }
    setCount(n)
    setChecking(false)
    setOpen(true)
  }

  return (
    <>
      <Button variant="ghost" {...button} onClick={begin} disabled={checking || button.disabled} loading={checking}>
        {button.children ?? (
          <>
            <Trash2 size={14} aria-hidden /> {RECEIPTS.remove}
          </>
        )}
      </Button>
      <RemoveReceiptDialog
        eventId={eventId}
        count={count}
        countError={countError}
        open={open}
        onOpenChange={setOpen}
        onRemoved={onRemoved}
      />
    </>
  )
}
