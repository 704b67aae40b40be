import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClientResponse } from 'hono/client'
import { newerSnapshot } from '@/domain/live-apply'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { snapshotFromWire } from '@/domain/snapshot-wire'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'

export const eventKey = (id: string) => ['event', id] as const

/** Puts a snapshot in the cache unless the cache already holds a newer one (a late answer). */
export function putSnapshot(qc: QueryClient, id: string, snapshot: Snapshot) {
  qc.setQueryData<Snapshot>(eventKey(id), (cached) => newerSnapshot(cached, snapshot))
}

/** The event page's data: one request; live messages update it or refetch it (src/lib/event-live.ts). */
export function useEventSnapshot(id: string | undefined) {
  const qc = useQueryClient()
  return useQuery({
    queryKey: eventKey(id ?? ''),
    queryFn: async () => {
      const wire = await unwrap(client.api.events[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } }))
      const fresh = snapshotFromWire(wire)
      // A live message may have moved the cache past this answer while it was on its way.
      return newerSnapshot(qc.getQueryData<Snapshot>(eventKey(id ?? '')), fresh)
    },
    enabled: !!id,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
  })
}

/** The server answered that this person may no longer see the event (deleted, removed: a 4xx), as opposed
 * to a failed refresh (offline, network, 5xx), after which the page keeps what it already shows. */
export function lostAccess(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status >= 400 && err.status < 500
}

/** What the event routes' mutations answer, and what the cache holds: the snapshot with whole items. */
type Snapshot = EventSnapshot

/** A call to one of the event routes that answer with the new snapshot, given the (encoded) event id. */
export type SnapshotCall = (id: string) => Promise<ClientResponse<Snapshot, number, 'json'>>

/**
 * Every event mutation answers with the new snapshot; we put it straight into the cache, so the
 * screen updates without refetching. On 409 (someone else changed the item first) we refetch.
 * Callers pass the client call, e.g. `(id) => client.api.events[':id'].items.$post({ param: { id }, json })`.
 */
export function useEventMutation(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (call: SnapshotCall) => unwrap(call(encodeURIComponent(id))),
    onSuccess: (snapshot) => putSnapshot(qc, id, snapshot),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) void qc.invalidateQueries({ queryKey: eventKey(id) })
    },
  })
}
