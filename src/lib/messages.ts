import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DirectMessageDto, ThreadDto } from '@/domain/schemas/direct-message'
import { client, unwrap } from './client'

// Direct messages: the conversation list and one thread per person, read once and then kept current
// by the user's live socket (./user-live.ts). Never polled.

export const conversationsKey = ['messages'] as const
export const threadKey = (personId: string) => ['messages', 'thread', personId] as const

export function useConversations() {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: () => unwrap(client.api.me.messages.$get()),
    staleTime: 30_000,
  })
}

export function useThread(personId: string | null) {
  return useQuery({
    queryKey: threadKey(personId ?? ''),
    queryFn: () =>
      unwrap(client.api.me.messages[':personId'].$get({ param: { personId: encodeURIComponent(personId ?? '') } })),
    enabled: !!personId,
    staleTime: 30_000,
  })
}

/** Adds a message to its cached thread (once: the live copy and the POST's answer are the same message). */
export function addToThread(thread: ThreadDto | undefined, message: DirectMessageDto): ThreadDto | undefined {
  if (!thread || thread.messages.some((m) => m.id === message.id)) return thread
  return { ...thread, messages: [...thread.messages, message] }
}

export function useSendMessage(personId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(
        client.api.me.messages[':personId'].$post({
          param: { personId: encodeURIComponent(personId) },
          json: { content },
        }),
      ),
    onSuccess: (message) => {
      qc.setQueryData<ThreadDto>(threadKey(personId), (t) => addToThread(t, message))
      void qc.invalidateQueries({ queryKey: conversationsKey, exact: true })
    },
  })
}

export function useMarkThreadRead() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (personId: string) =>
      unwrap(client.api.me.messages[':personId'].read.$post({ param: { personId: encodeURIComponent(personId) } })),
    onSuccess: ({ changed }) => {
      if (changed > 0) void qc.invalidateQueries({ queryKey: conversationsKey, exact: true })
    },
  })
}
