import type { Mentionable } from '@/domain/mentions'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { useComments, usePostComment } from '@/lib/comments'
import { useLive } from '@/lib/event-live'
import { toast } from '@/lib/toast'
import * as CHAT from '@/messages/chat'
import { CommentBox } from './comment-box'
import { CommentList } from './comment-list'
import { TypingLine } from './typing-line'

/** The event's Chat tab: comments oldest to newest, who is typing, and the box with @mentions. */
export function ChatPanel({ snapshot }: { snapshot: EventSnapshot }) {
  const { event, participants, viewerId } = snapshot
  const comments = useComments(event.id)
  const me = participants.find((p) => p.userId === viewerId)
  const post = usePostComment(event.id, me ? { id: me.userId, username: me.username, firstName: me.firstName } : null)
  const live = useLive()
  const people: Mentionable[] = participants
    .filter((p) => p.userId !== viewerId)
    .map((p) => ({ id: p.userId, username: p.username, firstName: p.firstName }))

  const send = async (content: string, mentions: string[]) => {
    try {
      await post.mutateAsync({ content, mentions })
      return true
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? err.message : CHAT.failedToSend)
      return false
    }
  }

  return (
    <section aria-label={CHAT.chat} className="space-y-3 rounded-2xl border border-app bg-surface p-4">
      <CommentList
        comments={comments.data?.comments}
        failed={comments.isError}
        onRetry={() => void comments.refetch()}
        participants={participants}
        viewerId={viewerId}
      />
      <TypingLine people={live.typing} />
      <CommentBox people={people} onSend={send} disabled={comments.isError} />
    </section>
  )
}
