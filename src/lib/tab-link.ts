import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TabLinkDto } from '@/domain/schemas/guest-share'
import { client, unwrap } from './client'

// A guest account's own tab link in one event (decision 055): read, make (or give again), turn off.
const tabLinkKey = (eventId: string) => ['event', eventId, 'tab-link'] as const
const param = (eventId: string) => ({ id: encodeURIComponent(eventId) })

export function useTabLink(eventId: string) {
  return useQuery({
    queryKey: tabLinkKey(eventId),
    queryFn: () => unwrap(client.api.events[':id']['tab-link'].$get({ param: param(eventId) })),
  })
}

export function useMakeTabLink(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(client.api.events[':id']['tab-link'].$post({ param: param(eventId), json: {} })),
    onSuccess: (link: TabLinkDto) => qc.setQueryData(tabLinkKey(eventId), { link }),
  })
}

export function useRevokeTabLink(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(client.api.events[':id']['tab-link'].$delete({ param: param(eventId) })),
    onSuccess: () => qc.setQueryData(tabLinkKey(eventId), { link: null }),
    onSettled: () => qc.invalidateQueries({ queryKey: tabLinkKey(eventId) }),
  })
}
