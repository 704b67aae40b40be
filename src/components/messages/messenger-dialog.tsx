import { Dialog } from '@/components/ui/dialog'
import { selectConversation } from '@/lib/messenger-store'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'
import { Messenger } from './messenger'

/** The messenger in a dialog (messages-modal.tsx decides when it is open). */
export function MessengerDialog({
  meId,
  personId,
  open,
  onOpenChange,
}: {
  meId: string
  personId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={DIRECT_MESSAGES.messages}
      className="flex h-[min(40rem,85vh)] max-w-4xl flex-col overflow-hidden"
    >
      <Messenger meId={meId} selected={personId} onSelect={selectConversation} split />
    </Dialog>
  )
}
