import { Check, Copy, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import type { InviteResult } from '@/domain/schemas/invite'
import * as INVITE from '@/messages/invite-more'
import { FriendsToInvite } from './friends-to-invite'
import { InviteUserForm } from './invite-user-form'
import { QrImage } from './qr-image'

/** 'Copied' shows 2000 ms. */
const COPIED_MS = 2000

// No location in the worker's server render (decision 027), where the dialog is closed and shows no link.
export const joinLinkFor = (code: string) => `${globalThis.location?.origin ?? ''}/join/${encodeURIComponent(code)}`

/**
 * Invite / Share: the join link (the phone's share sheet where there is one, else copied whole), the
 * join code, the QR code, and for the host 'Invite user' by e-mail and their friends not yet in.
 */
export function ShareDialog({
  snapshot,
  open,
  onOpenChange,
}: {
  snapshot: EventSnapshot
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { event } = snapshot
  const isHost = event.hostId === snapshot.viewerId
  const link = joinLinkFor(event.joinCode)
  const [copied, setCopied] = useState(false)
  const [invited, setInvited] = useState<InviteResult | null>(null)
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  // A new opening starts without the last opening's message.
  useEffect(() => {
    if (!open) setInvited(null)
  }, [open])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      // Clipboard blocked: the link is on screen to select by hand.
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title: event.title, text: INVITE.shareText(event.title), url: link })
    } catch {
      // Dismissed, or the share sheet failed: nothing to undo.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={INVITE.invitePeople} description={INVITE.anyoneCanJoin}>
      <div className="space-y-5">
        <section aria-label={INVITE.joinLink} className="space-y-2">
          <p
            className="break-all rounded-lg border border-app bg-surface-2 px-3 py-2 font-mono text-sm"
            data-testid="join-link"
          >
            {link}
          </p>
          <div className="flex flex-wrap gap-2">
            {canShare && (
              <Button onClick={() => void share()} className="flex-1">
                <Share2 size={16} aria-hidden /> {INVITE.shareLink}
              </Button>
            )}
            <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void copy()} className="flex-1">
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
              {copied ? INVITE.copied : INVITE.copyLink}
            </Button>
          </div>
        </section>
        <section aria-label={INVITE.joinCodeAndQr} className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted">
            {INVITE.joinCode}{' '}
            <span className="ml-1 font-mono text-lg font-semibold tracking-widest text-app">{event.joinCode}</span>
          </p>
          <QrImage eventId={event.id} joinLink={link} />
        </section>
        {isHost && event.status === 'open' && (
          <>
            <section aria-labelledby="invite-user-heading" className="space-y-2 border-t border-app pt-4">
              <h3 id="invite-user-heading" className="text-sm font-semibold">
                {INVITE.inviteUser}
              </h3>
              {/* The form stays for the next person; the last result shows above it until then. */}
              {invited && <Alert tone="success">{invited.message}</Alert>}
              <InviteUserForm eventId={event.id} onDone={setInvited} />
            </section>
            <FriendsToInvite eventId={event.id} />
          </>
        )}
      </div>
    </Dialog>
  )
}
