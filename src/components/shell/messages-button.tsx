import { MessageSquare } from 'lucide-react'
import { useOpenMessages } from '@/components/messages/open-messages'
import { useConversations } from '@/lib/messages'
import * as SHELL from '@/messages/shell'
import { CountBadge } from './badge'

/** The top bar's messages icon with its unread badge ('9+' above 9): the modal, or /messages on a phone. */
export function MessagesButton({ className }: { className: string }) {
  const unread = useConversations().data?.unread ?? 0
  const open = useOpenMessages()
  return (
    <button
      type="button"
      className={className}
      aria-label={unread ? SHELL.messagesWithUnread(unread) : SHELL.messages}
      onClick={() => open()}
    >
      <MessageSquare size={19} aria-hidden="true" />
      <CountBadge count={unread} />
    </button>
  )
}
