import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import { useConversations } from '@/lib/messages'
import * as COMMON from '@/messages/common'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'
import { ConversationList } from './conversation-list'
import { ThreadView } from './thread-view'

/**
 * Conversations and the open thread. `split` (the modal, 768 px and wider): list on the left, thread
 * on the right. Otherwise (the /messages page on a phone): the list, or the thread with a back button.
 */
export function Messenger({
  meId,
  selected,
  onSelect,
  split,
}: {
  meId: string
  selected: string | null
  onSelect: (personId: string | null) => void
  split: boolean
}) {
  const conversations = useConversations()
  if (conversations.isPending) return <Spinner className="m-auto" />
  if (conversations.isError) return <Alert tone="error">{errorMessage(conversations.error, COMMON.loadFailed)}</Alert>
  const list = (
    <ConversationList conversations={conversations.data.conversations} selected={selected} onSelect={onSelect} />
  )
  if (!split) return selected ? <ThreadView personId={selected} meId={meId} onBack={() => onSelect(null)} /> : list
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[minmax(14rem,18rem)_1fr] gap-4">
      <div className={cn('flex min-h-0 flex-col border-r border-app pr-3')}>{list}</div>
      <div className="flex min-h-0 flex-col">
        {selected ? (
          <ThreadView personId={selected} meId={meId} />
        ) : (
          <p className="m-auto text-sm text-muted">{DIRECT_MESSAGES.chooseConversation}</p>
        )}
      </div>
    </div>
  )
}
