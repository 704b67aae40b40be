import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GuestShareDto } from '@/domain/schemas/guest-share'
import { client, unwrap } from './client'

// Guest share links (host only) through the typed client: list, share, revoke.
const guestSharesKey = (eventId: string) => ['event', eventId, 'guest-shares'] as const

export function useGuestShares(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: guestSharesKey(eventId),
    queryFn: () =>
      unwrap(client.api.events[':id']['guest-shares'].$get({ param: { id: encodeURIComponent(eventId) } })),
    enabled,
  })
}

export function useShareGuest(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ placeholderId, email }: { placeholderId: string; email: string }) =>
      unwrap(
        client.api.events[':id'].placeholders[':placeholderId'].shares.$post({
          param: { id: encodeURIComponent(eventId), placeholderId: encodeURIComponent(placeholderId) },
          json: { email },
        }),
      ),
    // The answer is the new live share: show it at once (sharing again with an e-mail replaces its old
    // link), then read the list again in the background.
    onSuccess: (share) =>
      qc.setQueryData<GuestShareDto[]>(guestSharesKey(eventId), (list) => [
        share,
        ...(list ?? []).filter((s) => !(s.placeholderId === share.placeholderId && s.email === share.email)),
      ]),
    onSettled: () => qc.invalidateQueries({ queryKey: guestSharesKey(eventId) }),
  })
}

/** A link the host copies and sends themselves (no mail); the previous copied link of this guest stops working. */
export function useGuestLink(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (placeholderId: string) =>
      unwrap(
        client.api.events[':id'].placeholders[':placeholderId'].link.$post({
          param: { id: encodeURIComponent(eventId), placeholderId: encodeURIComponent(placeholderId) },
          json: {},
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: guestSharesKey(eventId) }),
  })
}

export function useRevokeShare(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) =>
      unwrap(
        client.api.events[':id']['guest-shares'][':shareId'].$delete({
          param: { id: encodeURIComponent(eventId), shareId: encodeURIComponent(shareId) },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: guestSharesKey(eventId) }),
  })
}

export function useSharedBill(token: string) {
  return useQuery({
    queryKey: ['guest-share', token],
    queryFn: () => unwrap(client.api['guest-shares'][':token'].$get({ param: { token: encodeURIComponent(token) } })),
    retry: false,
  })
}
