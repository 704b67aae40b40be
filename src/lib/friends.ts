import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import * as COMMON from '@/messages/common'
import { errorMessage } from './api'
import { client, unwrap } from './client'

// Friends through the typed client: one key prefix, so any change refreshes the friends list, the
// requests and the search results together (accepting or rejecting a request reloads the list).
const ROOT = ['friends'] as const
export const friendsKey = (limit?: number) => [...ROOT, 'list', limit ?? 'all'] as const
const friendRequestsKey = [...ROOT, 'requests'] as const
const friendSearchKey = (q: string) => [...ROOT, 'search', q] as const

export function useFriends(limit?: number) {
  return useQuery({
    queryKey: friendsKey(limit),
    queryFn: () => unwrap(client.api.friends.$get({ query: limit ? { limit: String(limit) } : {} })),
  })
}

export function useFriendRequests() {
  return useQuery({ queryKey: friendRequestsKey, queryFn: () => unwrap(client.api.friends.requests.$get()) })
}

/** Blank queries do nothing: no request is made. */
export function useFriendSearch(q: string) {
  return useQuery({
    queryKey: friendSearchKey(q),
    queryFn: () => unwrap(client.api.friends.search.$get({ query: { q } })),
    enabled: q !== '',
  })
}

type Action =
  | { kind: 'send'; userId: string }
  | { kind: 'accept' | 'reject'; requestId: string }
  | { kind: 'remove'; userId: string }

/** Every friend change; on success it refreshes everything friends-related and says what happened. */
export function useFriendAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: Action) => {
      switch (action.kind) {
        case 'send':
          return (await unwrap(client.api.friends.requests.$post({ json: { userId: action.userId } }))).state
        case 'accept':
          await unwrap(
            client.api.friends.requests[':id'].accept.$post({ param: { id: encodeURIComponent(action.requestId) } }),
          )
          return 'friends'
        case 'reject':
          await unwrap(
            client.api.friends.requests[':id'].reject.$post({ param: { id: encodeURIComponent(action.requestId) } }),
          )
          return 'rejected'
        case 'remove':
          await unwrap(client.api.friends[':id'].$delete({ param: { id: encodeURIComponent(action.userId) } }))
          return 'removed'
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
    onError: (err) => toast.error(errorMessage(err, COMMON.somethingWentWrong)),
  })
}
