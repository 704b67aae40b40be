import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SettleUpInput } from '@/domain/schemas/settlement'
import { client, unwrap } from './client'
import { eventKey } from './events'
import { tabsKey } from './settlements'

/** Open Tabs: one request for the whole page. */
export function useTabs() {
  return useQuery({ queryKey: tabsKey, queryFn: () => unwrap(client.api.tabs.$get()) })
}

/** One payment against the net with a person, spread over the events between you. */
export function useSettleUp() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (json: SettleUpInput) => unwrap(client.api.tabs['settle-up'].$post({ json })),
    onSuccess: (result) => {
      qc.setQueryData(tabsKey, result.tabs)
      for (const p of result.parts) void qc.invalidateQueries({ queryKey: eventKey(p.eventId) })
    },
    // Refused (the balance moved meanwhile): show the figure as it is now.
    onError: () => void qc.invalidateQueries({ queryKey: tabsKey }),
  })
}
