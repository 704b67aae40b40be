import { mentionSegments } from '@/domain/mentions'
import type { CommentDto } from '@/domain/schemas/comment'
import type { ParticipantDto } from '@/domain/schemas/event-snapshot'

/** A comment's text with the @usernames of the people it mentions highlighted. */
export function CommentText({ comment, participants }: { comment: CommentDto; participants: ParticipantDto[] }) {
  const usernames = participants.filter((p) => comment.mentions.includes(p.userId)).map((p) => p.username)
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-app">
      {mentionSegments(comment.content, usernames).map((s, i) =>
        s.mention ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text, never reordered
          <mark key={i} className="rounded bg-brand-500/20 px-0.5 font-medium text-brand-500">
            {s.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  )
}
