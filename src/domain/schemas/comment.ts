import * as z from 'zod'
import * as CHAT from '../../messages/chat'
import { text } from './text'

// Event chat comments (content, mentions). The same schema checks the chat box in the browser and the
// POST in the worker, so the limits and messages are one thing.

export const COMMENT_MAX = 2000
/** Comments the Chat tab loads (the latest ones, shown oldest to newest). */
export const COMMENT_PAGE = 200

export const newCommentSchema = z
  .object({
    content: text({
      max: COMMENT_MAX,
      label: CHAT.comment,
      required: CHAT.commentBlank,
      maxMessage: CHAT.commentTooLong,
      multiline: true,
    }),
    /** User ids picked from the mention menu; the worker keeps only the event's participants. */
    mentions: z.array(z.string().min(1).max(100)).max(50).default([]),
  })
  .strict()
export type NewCommentInput = z.input<typeof newCommentSchema>

export const commentAuthorSchema = z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() })
export type CommentAuthor = z.infer<typeof commentAuthorSchema>

export const commentSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    content: z.string(),
    mentions: z.array(z.string()),
    createdAt: z.string(),
    /** Null when the author's account was deleted. */
    user: commentAuthorSchema.nullable(),
  })
  .meta({ id: 'Comment' })
export type CommentDto = z.infer<typeof commentSchema>

export const commentListSchema = z.object({ comments: z.array(commentSchema) }).meta({ id: 'CommentList' })
