import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClientResponse, InferResponseType } from 'hono/client'
import { useEffect } from 'react'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'
import { meQueryKey } from './session'

export const eventKey = (id: string) => ['event', id] as const

/** The event page's data: one request; live updates refetch it when the version moves. */
export function useEventSnapshot(id: string | undefined) {
  return useQuery({
    queryKey: eventKey(id ?? ''),
    queryFn: () => unwrap(client.api.events[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } })),
    enabled: !!id,
    retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
  })
}

/** What the event routes answer: the snapshot as GET /api/events/:id sends it. */
type Snapshot = InferResponseType<(typeof client.api.events)[':id']['$get']>

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
    onSuccess: (snapshot) => qc.setQueryData(eventKey(id), snapshot),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) void qc.invalidateQueries({ queryKey: eventKey(id) })
    },
  })
}

/** The close code the worker's rooms use when a socket's session ends (worker/rooms/fanout-room.ts). */
const SESSION_ENDED_CODE = 4001

/** Live updates: a WebSocket per open event page; a newer version than ours triggers one refetch. */
export function useEventLive(id: string | undefined, version: number | undefined) {
  const qc = useQueryClient()
  useEffect(() => {
    if (!id) return
    let socket: WebSocket | null = null
    let stopped = false
    let retry = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss:' : 'ws:'
      socket = new WebSocket(`${proto}//${location.host}/api/events/${encodeURIComponent(id)}/live`)
      socket.onopen = () => {
        // Anything that changed while we were away: refetch once on (re)connect.
        if (retry > 0) void qc.invalidateQueries({ queryKey: eventKey(id) })
        retry = 0
      }
      socket.onmessage = (e) => {
        if (typeof e.data !== 'string' || e.data === 'pong') return
        try {
          const msg = JSON.parse(e.data) as { type: string; version?: number }
          const current = qc.getQueryData<EventSnapshot>(eventKey(id))?.event.version ?? 0
          if (msg.type === 'event.deleted' || (msg.version ?? 0) > current)
            void qc.invalidateQueries({ queryKey: eventKey(id) })
        } catch {
          // Frames we don't understand are ignored.
        }
      }
      socket.onclose = (e) => {
        if (stopped) return
        // 4001: the session that opened this socket ended (signed out elsewhere, password changed,
        // suspended, expired). Re-read who we are: signed out, the app leaves this page for sign-in
        // (which stops this loop); still signed in (a renewed session), the reconnect below works.
        if (e.code === SESSION_ENDED_CODE) void qc.invalidateQueries({ queryKey: meQueryKey })
        retry++
        timer = setTimeout(connect, Math.min(30_000, 500 * 2 ** retry))
      }
    }
    connect()
    const ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('ping'), 25_000)
    return () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(ping)
      socket?.close()
    }
  }, [id, qc])
  return version
}
