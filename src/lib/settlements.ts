import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RecordPaymentInput, SetPayersInput, UpdatePaymentInput } from '@/domain/schemas/settlement'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'
import { eventKey } from './events'

// Under the event's key, so a live 'event changed' (which invalidates the event) refetches it too.
const settlementsKey = (id: string) => [...eventKey(id), 'settlements'] as const
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
    mutationFn: () => unwrap(settlementsApi.calculate.$post({ param: { id: encodeURIComponent(id) }, json: {} })),
    onSuccess: (result) => {
      qc.setQueryData(settlementsKey(id), result.page)
      void qc.invalidateQueries({ queryKey: eventKey(id), exact: true })
      void qc.invalidateQueries({ queryKey: tabsKey })
    },
  })
}

const paymentsApi = client.api.events[':id'].payments

/** 'I paid' (toId) or 'I was paid' (fromId): a payment on the ledger. */
export function useRecordPayment(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (json: RecordPaymentInput) =>
      unwrap(paymentsApi.$post({ param: { id: encodeURIComponent(eventId) }, json })),
    onSuccess: (page) => {
      qc.setQueryData(settlementsKey(eventId), page)
      void qc.invalidateQueries({ queryKey: tabsKey })
    },
    onError: () => void qc.invalidateQueries({ queryKey: settlementsKey(eventId) }),
  })
}

/** Confirm or dispute a payment. */
export function usePaymentAction(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ paymentId, ...json }: UpdatePaymentInput & { paymentId: string }) =>
      unwrap(
        paymentsApi[':paymentId'].$patch({
          param: { id: encodeURIComponent(eventId), paymentId: encodeURIComponent(paymentId) },
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

/** Host: who paid the restaurant ([] for 'I paid it all'). */
export function useSetPayers(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (json: SetPayersInput) =>
      unwrap(client.api.events[':id'].payers.$put({ param: { id: encodeURIComponent(eventId) }, json })),
    onSuccess: (page) => qc.setQueryData(settlementsKey(eventId), page),
    onError: () => void qc.invalidateQueries({ queryKey: settlementsKey(eventId) }),
  })
}
