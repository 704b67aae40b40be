import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateSettlementInput } from '@/domain/schemas/settlement'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'
import { eventKey } from './events'

// Under the event's key, so a live 'event changed' (which invalidates the event) refetches it too.
export const settlementsKey = (id: string) => [...eventKey(id), 'settlements'] as const
export const tabsKey = ['tabs'] as const

const settlementsApi = client.api.events[':id'].settlements

/** The settlements page: one request. */
export function useSettlements(id: string | undefined) {
  return useQuery({
    queryKey: settlementsKey(id ?? ''),
    queryFn: () => unwrap(settlementsApi.$get({ param: { id: encodeURIComponent(id ?? '') } })),
    enabled: !!id,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
  })
}

export function useCalculateSettlements(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (confirmReplacePaid: boolean) =>
      unwrap(
        settlementsApi.calculate.$post({
          param: { id: encodeURIComponent(id) },
          json: confirmReplacePaid ? { confirmReplacePaid } : {},
        }),
      ),
    onSuccess: (result) => {
      qc.setQueryData(settlementsKey(id), result.page)
      void qc.invalidateQueries({ queryKey: eventKey(id), exact: true })
      void qc.invalidateQueries({ queryKey: tabsKey })
    },
  })
}

export function useSettlementAction(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ settlementId, ...json }: UpdateSettlementInput & { settlementId: string }) =>
      unwrap(
        settlementsApi[':settlementId'].$patch({
          param: { id: encodeURIComponent(eventId), settlementId: encodeURIComponent(settlementId) },
          json,
        }),
      ),
    onSuccess: (page) => {
      qc.setQueryData(settlementsKey(eventId), page)
      void qc.invalidateQueries({ queryKey: tabsKey })
    },
    onError: () => void qc.invalidateQueries({ queryKey: settlementsKey(eventId) }),
  })
}
