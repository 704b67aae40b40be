import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Dialog } from '@/components/ui/dialog'
import { closeMessenger, selectConversation, useMessenger } from '@/lib/messenger-store'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import { Messenger } from './messenger'

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
    <Dialog
      open={open && !narrow}
      onOpenChange={(o) => !o && closeMessenger()}
      title="Messages"
      className="flex h-[min(40rem,85vh)] max-w-4xl flex-col overflow-hidden"
    >
      <Messenger meId={meId} selected={personId} onSelect={selectConversation} split />
    </Dialog>
  )
}
