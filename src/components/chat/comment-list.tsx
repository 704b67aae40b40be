import { useEffect, useRef } from 'react'
import { Avatar } from '@/components/shell/avatar'
import { Button } from '@/components/ui/button'
import type { CommentDto } from '@/domain/schemas/comment'
import type { ParticipantDto } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import * as CHAT from '@/messages/chat'
import * as COMMON from '@/messages/common'
import { CommentText } from './comment-text'

// The list is at most 24rem tall and scrolls to a new comment 100 ms after it lands (after it has laid out).
const SCROLL_DELAY_MS = 100

type Props = {
  comments: CommentDto[] | undefined
  failed: boolean
  onRetry: () => void
  participants: ParticipantDto[]
  viewerId: string
}

export function CommentList({ comments, failed, onRetry, participants, viewerId }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const dates = useDates()
  const last = comments?.at(-1)?.id
  useEffect(() => {
    if (!last) return
    const t = setTimeout(
      () => box.current?.scrollTo({ top: box.current.scrollHeight, behavior: 'smooth' }),
      SCROLL_DELAY_MS,
    )
    return () => clearTimeout(t)
  }, [last])

  if (failed)
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-8 text-sm text-muted">
        <p>{CHAT.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {COMMON.tryAgain}
        </Button>
      </div>
    )
  if (!comments)
    return (
      <div aria-busy="true" className="space-y-3 py-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    )
  return (
    <div
      ref={box}
      aria-label={CHAT.comments}
      role="log"
      className="max-h-96 space-y-3 overflow-y-auto overscroll-contain pr-1"
    >
      {comments.length === 0 && <p className="py-8 text-center text-sm text-muted">{CHAT.noComments}</p>}
      {comments.map((c) => {
        const name = c.user ? c.user.firstName || c.user.username : CHAT.deletedUser
        const pending = c.id.startsWith('pending-')
        return (
          <article key={c.id} className={cn('flex gap-2.5', pending && 'opacity-60')} aria-busy={pending || undefined}>
            <Avatar name={name} className="h-8 w-8 text-xs" />
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline gap-2 text-xs text-muted">
                <span className="truncate font-semibold text-app">
                  {name}
                  {c.user?.id === viewerId && <span className="font-normal text-muted">{CHAT.you}</span>}
                </span>
                <time dateTime={c.createdAt} className="shrink-0">
                  {dates.messageTime(c.createdAt)}
                </time>
              </p>
              <CommentText comment={c} participants={participants} />
            </div>
          </article>
        )
      })}
    </div>
  )
}
