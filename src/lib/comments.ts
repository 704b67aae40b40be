import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CommentDto } from '@/domain/schemas/comment'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'

// Event chat over HTTP; new comments from others arrive over the event's socket (event-live.ts).
// The key is not under eventKey(id), so an event change does not refetch the chat.
export const commentsKey = (id: string) => ['event-comments', id] as const

type Comments = { comments: CommentDto[] }

/** Adds (or replaces, by id) a comment in the cached list, oldest first. */
export function addComment(qc: QueryClient, eventId: string, comment: CommentDto, replacesId?: string) {
  qc.setQueryData<Comments>(commentsKey(eventId), (cached) => {
    if (!cached) return cached
    const rest = cached.comments.filter((c) => c.id !== comment.id && c.id !== replacesId)
    // A live copy of our own comment may beat the POST's answer: drop the optimistic twin then.
    const withoutTwin = rest.filter(
      (c) => !(c.id.startsWith('pending-') && c.user?.id === comment.user?.id && c.content === comment.content),
    )
    return { comments: [...withoutTwin, comment].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) }
  })
}

/**
 * Whether the cached chat may lack the newest comment published to the event's room (`lastCommentId`): a
 * list without it, or a first fetch under way that may have read before it. No list and no fetch means
 * nothing to refresh: the chat's first fetch comes after the socket is listening.
 */
export function chatBehind(qc: QueryClient, eventId: string, lastCommentId: string | null): boolean {
  const state = qc.getQueryState<Comments>(commentsKey(eventId))
  if (!lastCommentId || !state) return false
  if (state.data?.comments.some((c) => c.id === lastCommentId)) return false
  return state.data !== undefined || state.fetchStatus === 'fetching'
}

export function useComments(eventId: string) {
  return useQuery({
    queryKey: commentsKey(eventId),
    queryFn: () => unwrap(client.api.events[':id'].comments.$get({ param: { id: encodeURIComponent(eventId) } })),
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 1,
  })
}

/**
 * Posts a comment. It shows at once (a pending copy); on failure that copy is removed and the
 * caller restores the text, so nothing typed is lost.
 */
export function usePostComment(eventId: string, author: CommentDto['user']) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: { content: string; mentions: string[] }) =>
      unwrap(client.api.events[':id'].comments.$post({ param: { id: encodeURIComponent(eventId) }, json: input })),
    onMutate: (input) => {
      const pending: CommentDto = {
        id: `pending-${crypto.randomUUID()}`,
        eventId,
        content: input.content.trim(),
        mentions: input.mentions,
        createdAt: new Date().toISOString(),
        user: author,
      }
      qc.setQueryData<Comments>(commentsKey(eventId), (c) => c && { comments: [...c.comments, pending] })
      return { pendingId: pending.id }
    },
    onSuccess: (comment, _input, ctx) => addComment(qc, eventId, comment, ctx?.pendingId),
    onError: (_err, _input, ctx) =>
      qc.setQueryData<Comments>(
        commentsKey(eventId),
        (c) => c && { comments: c.comments.filter((x) => x.id !== ctx?.pendingId) },
      ),
  })
}
