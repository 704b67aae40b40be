import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { EventClientFrame, EventLiveMessage, LivePerson } from '@/domain/live'
import { applyItemsChanged, versionStep } from '@/domain/live-apply'
import { parseEphemeral, TYPING_CLEAR_MS } from '@/domain/live-ephemeral'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { addComment, chatBehind, commentsKey } from './comments'
import { eventKey } from './events'
import { ACCESS_ENDED_CODE, type LiveSocket, openLiveSocket, SESSION_ENDED_CODE } from './live-socket'
import { meQueryKey } from './session'

// One WebSocket per open event page (worker/rooms/event-room.ts). Messages are parsed with the
// shared union; those that carry their data are applied in place, the rest (or a version gap)
// fetch the snapshot once. Typing and presence live here, not in the query cache: nothing to fetch.
// Presence arrives the moment the page opens, so it and typing are checked without zod
// (src/domain/live-ephemeral.ts); the union loads with the first frame that carries data (decision 026).
// The socket itself (reconnects, keep-alive, frames in order) is src/lib/live-socket.ts.
const dataFrames = () => import('@/domain/live')

export type LiveConnection = 'connecting' | 'open' | 'reconnecting'

export type EventLive = {
  connection: LiveConnection
  /** Everyone with the event open (the viewer included), one entry per person. */
  presence: LivePerson[]
  /** Others typing in the chat right now. */
  typing: LivePerson[]
  send: (frame: EventClientFrame) => void
}

const idle: EventLive = { connection: 'connecting', presence: [], typing: [], send: () => {} }
export const EventLiveContext = createContext<EventLive>(idle)
export const useLive = () => useContext(EventLiveContext)

function refetchEvent(qc: QueryClient, id: string) {
  // Not exact: pages under the event (settlements, disputes) key their data below it and refresh too.
  void qc.invalidateQueries({ queryKey: eventKey(id) })
}

export function useEventLive(id: string | undefined, viewerId?: string): EventLive {
  const qc = useQueryClient()
  const [connection, setConnection] = useState<LiveConnection>('connecting')
  const [presence, setPresence] = useState<LivePerson[]>([])
  const [typing, setTyping] = useState<Map<string, { user: LivePerson; timer: ReturnType<typeof setTimeout> }>>(
    () => new Map(),
  )
  const socketRef = useRef<LiveSocket | null>(null)
  const viewerRef = useRef(viewerId)
  viewerRef.current = viewerId

  useEffect(() => {
    if (!id) return
    let stopped = false
    const version = () => qc.getQueryData<EventSnapshot>(eventKey(id))?.event.version

    const stopTyping = (userId: string) =>
      setTyping((prev) => {
        const entry = prev.get(userId)
        if (!entry) return prev
        clearTimeout(entry.timer)
        const next = new Map(prev)
        next.delete(userId)
        return next
      })

    const parse = async (data: unknown) => {
      const ephemeral = parseEphemeral(data)
      if (ephemeral) return ephemeral
      const { eventLiveMessage, parseFrame } = await dataFrames()
      return parseFrame(eventLiveMessage, data)
    }

    const apply = (msg: EventLiveMessage) => {
      switch (msg.type) {
        case 'hello':
          // The room's first frame, on every open: what this page has (drawn by the server, or kept
          // while the socket was away) is fetched again only if it moved since (decision 056).
          if (versionStep(version(), msg.version) !== 'stale') refetchEvent(qc, id)
          if (chatBehind(qc, id, msg.lastCommentId)) void qc.invalidateQueries({ queryKey: commentsKey(id) })
          return
        case 'event.deleted':
          return refetchEvent(qc, id)
        case 'event.changed':
          if (versionStep(version(), msg.version) !== 'stale') refetchEvent(qc, id)
          return
        case 'items.changed': {
          const step = versionStep(version(), msg.version)
          if (step === 'gap') return refetchEvent(qc, id)
          if (step === 'next') qc.setQueryData<EventSnapshot>(eventKey(id), (s) => (s ? applyItemsChanged(s, msg) : s))
          return
        }
        case 'comment.created':
          addComment(qc, id, msg.comment)
          // Its author has stopped typing, whatever their last frame said.
          if (msg.comment.user) stopTyping(msg.comment.user.id)
          if (versionStep(version(), msg.version) === 'gap') refetchEvent(qc, id)
          return
        case 'presence':
          return setPresence(msg.users)
        case 'stop_typing':
          return stopTyping(msg.userId)
        case 'typing':
          if (msg.user.id === viewerRef.current) return
          setTyping((prev) => {
            const next = new Map(prev)
            const old = next.get(msg.user.id)
            if (old) clearTimeout(old.timer)
            next.set(msg.user.id, { user: msg.user, timer: setTimeout(() => stopTyping(msg.user.id), TYPING_CLEAR_MS) })
            return next
          })
          return
      }
    }

    const socket = openLiveSocket(`/api/events/${encodeURIComponent(id)}/live`, {
      onFrame: async (data) => {
        const msg = await parse(data)
        if (msg && !stopped) apply(msg)
      },
      // What changed before this socket was listening (the first time: since the page was drawn; after a
      // drop: while away) is told by the room's first frame, 'hello', which fetches only what moved.
      onOpen: () => setConnection('open'),
      onDrop: (code) => {
        // The session that opened this socket ended (signed out elsewhere, password changed, suspended,
        // expired). Re-read who we are: signed out, the app leaves this page for sign-in (which stops
        // this socket); still signed in (a renewed session), the reconnect works.
        if (code === SESSION_ENDED_CODE) void qc.invalidateQueries({ queryKey: meQueryKey })
        // Removed from the event: one fetch of the event (now 'Event not found') shows why; no reconnect.
        if (code === ACCESS_ENDED_CODE) {
          setPresence([])
          refetchEvent(qc, id)
          return 'stop'
        }
        setConnection('reconnecting')
        setPresence([])
        return undefined
      },
      keepAlive: () => 'ping',
    })
    socketRef.current = socket
    return () => {
      stopped = true
      socket.close()
      socketRef.current = null
      setConnection('connecting')
      setPresence([])
      setTyping((prev) => {
        for (const entry of prev.values()) clearTimeout(entry.timer)
        return new Map()
      })
    }
  }, [id, qc])

  return useMemo(
    () => ({
      connection,
      presence,
      typing: [...typing.values()].map((t) => t.user),
      send: (frame: EventClientFrame) => socketRef.current?.send(JSON.stringify(frame)),
    }),
    [connection, presence, typing],
  )
}
