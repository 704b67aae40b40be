import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import * as INVITE from '@/messages/invite'

// The share dialog (QR code, invite form) loads when first opened (decision 026).
const ShareDialog = lazyDialog(() => import('./share-dialog').then((m) => m.ShareDialog))

/** The event page's Invite action (phone header and desktop details card): opens the share dialog. */
export function InviteButton({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const [open, setOpen] = useState(false)
  // Nobody joins a closed event: its tabs are sent.
  if (snapshot.event.status === 'closed') return null
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} className={cn('whitespace-nowrap', className)}>
        <UserPlus size={14} aria-hidden /> {INVITE.invite}
      </Button>
      <ShareDialog snapshot={snapshot} open={open} onOpenChange={setOpen} />
    </>
  )
}
