import { QrCode } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import * as INVITE from '@/messages/invite-more'

// The QR image and its dialog load when first opened (decision 026): the page shows the button only.
const QrDialog = lazyDialog(() => import('./qr-dialog').then((m) => m.QrDialog))

/** Beside the join code on the event page: shows the event's QR code. */
export function QrButton({ eventId, joinCode }: { eventId: string; joinCode: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} className="whitespace-nowrap">
        <QrCode size={14} aria-hidden /> {INVITE.qrCode}
      </Button>
      <QrDialog eventId={eventId} joinCode={joinCode} open={open} onOpenChange={setOpen} />
    </>
  )
}
