import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import { COMMENT_PAGE, type CommentDto } from '../../../src/domain/schemas/comment'
import * as NOTIFICATIONS from '../../../src/messages/notifications-more'
import type { Db } from '../../db/client'
import { comments, eventParticipants, profiles } from '../../db/schema'
import type { Profile } from '../../env'
import { newId } from '../../lib/ids'
import type { EventRow } from '../events/event-context'
import { notificationInsert } from './notifications'

// Event chat. Members only (the routes check with loadContext). Chat stays open after the event
// closes: settling up is when people most need to talk (docs/decisions/019-live-event-messages.md).

type Row = {
  comment: typeof comments.$inferSelect
  user: { id: string; username: string; firstName: string | null } | null
}

const toDto = ({ comment, user }: Row): CommentDto => ({
  id: comment.id,
  eventId: comment.eventId,
  content: comment.content,
  mentions: comment.mentions,
  createdAt: comment.createdAt.toISOString(),
  user: user ? { id: user.id, username: user.username, firstName: user.firstName } : null,
})

/** The latest comments, oldest first (the chat shows the newest at the bottom). */
export async function listComments(db: Db, eventId: string): Promise<CommentDto[]> {
  const rows = await db
    .select({
      comment: comments,
      user: { id: profiles.id, username: profiles.username, firstName: profiles.firstName },
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.id, comments.userId))
    .where(eq(comments.eventId, eventId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENT_PAGE)
  return rows.reverse().map(toDto)
}

/**
 * Stores a comment and, in the same batch, a 'mention' notification for each mentioned person.
 * Mentions are kept only for the event's other participants, so a comment cannot notify a stranger.
 */
export async function createComment(
  db: Db,
  event: EventRow,
  author: Profile,
  input: { content: string; mentions: string[] },
): Promise<CommentDto> {
  const wanted = [...new Set(input.mentions)].filter((id) => id !== author.id)
  const mentioned =
    wanted.length === 0
      ? []
      : (
          await db
            .select({ userId: eventParticipants.userId })
            .from(eventParticipants)
            .where(
              and(
                eq(eventParticipants.eventId, event.id),
                inArray(eventParticipants.userId, wanted),
                ne(eventParticipants.userId, author.id),
              ),
            )
        ).map((r) => r.userId)
  const comment = {
    id: newId(),
    eventId: event.id,
    userId: author.id,
    content: input.content,
    mentions: mentioned,
    createdAt: new Date(),
  }
  const name = author.firstName || author.username
  await db.batch([
    db.insert(comments).values(comment),
    ...mentioned.map((userId) =>
      notificationInsert(db, {
        userId,
        eventId: event.id,
        type: 'mention',
        title: NOTIFICATIONS.youWereMentioned,
        message: `${name} mentioned you in ${event.title}`,
      }),
    ),
  ])
  return toDto({ comment, user: { id: author.id, username: author.username, firstName: author.firstName } })
}
