import { MessageSquare } from 'lucide-react'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'
import { useOpenMessages } from './open-messages'

/** 'Message' on a participant's row: opens the conversation with them. */
export function MessageButton({ personId, name }: { personId: string; name: string }) {
  const open = useOpenMessages()
  return (
    <button
      type="button"
      onClick={() => open(personId)}
      aria-label={DIRECT_MESSAGES.messageName(name)}
      title={DIRECT_MESSAGES.message}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-app"
    >
      <MessageSquare aria-hidden size={18} />
    </button>
  )
}
