import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { lazyDialog } from '@/components/ui/lazy-part'
import { closeMessenger, useMessenger } from '@/lib/messenger-store'
import { useNarrowScreen } from '@/lib/use-narrow-screen'

// The messenger's code loads when it is first opened (decision 026).
const MessengerDialog = lazyDialog(() => import('./messenger-dialog').then((m) => m.MessengerDialog))

/** The messages modal (768 px and wider; Escape closes it). Below 768 px it hands over to /messages. */
export function MessagesModal({ meId }: { meId: string }) {
  const { open, personId } = useMessenger()
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  useEffect(() => {
    // Turned into a phone-sized window while open: the page takes over, with the same conversation.
    if (!open || !narrow) return
    closeMessenger()
    navigate(personId ? `/messages?with=${encodeURIComponent(personId)}` : '/messages')
  }, [open, narrow, personId, navigate])
  return (
    <MessengerDialog
      meId={meId}
      personId={personId}
      open={open && !narrow}
      onOpenChange={(o) => !o && closeMessenger()}
    />
  )
}
