import { Dialog } from '@/components/ui/dialog'
import * as INVITE from '@/messages/invite-more'
import { QrImage } from './qr-image'
import { joinLinkFor } from './share-dialog'

/** The event's QR code at full size with its join code, for someone at the table to scan off this screen. */
export function QrDialog({
  eventId,
  joinCode,
  open,
  onOpenChange,
}: {
  eventId: string
  joinCode: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={INVITE.qrCode} description={INVITE.scanToJoin}>
      <div className="flex flex-col items-center gap-3">
        <QrImage eventId={eventId} joinLink={joinLinkFor(joinCode)} />
        <p className="text-sm text-muted">
          {INVITE.joinCode}{' '}
          <span className="ml-1 font-mono text-lg font-semibold tracking-widest text-app">{joinCode}</span>
        </p>
      </div>
    </Dialog>
  )
}
