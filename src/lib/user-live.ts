import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserLiveMessage } from '@/domain/live-user'
import type { ThreadDto } from '@/domain/schemas/direct-message'
import type { NotificationDto } from '@/domain/schemas/notification'
import { toast } from '@/lib/toast'
import { addToThread, conversationsKey, threadKey } from './messages'
import { notificationsKey } from './notifications'
import { meQueryKey } from './session'

// The signed-in user's own live socket (/api/me/live): new notifications and direct messages arrive
// here, already parsed with the one union (src/domain/live-user.ts). Used once, in the app shell.
// Nothing is polled: the lists are read once, refetched once after each reconnect, and kept current
// by these messages in between.
// The frames' schema (zod) is not on the first screen (decision 026): it loads with the first frame or
// the first keep-alive, whichever comes first; frames are still handled one by one, in order.
const frames = () => import('@/domain/live-user')

/** The close code the hub uses when the socket's session ends (worker/rooms/fanout-room.ts). */
const SESSION_ENDED = 4001
const KEEP_ALIVE_MS = 25_000
const LOADED = 50

type NotificationList = { notifications: NotificationDto[]; unread: number }

/** Exponential backoff (0.5 s doubling, at most 30 s) with full jitter, so many tabs do not reconnect in step. */
export const reconnectDelay = (attempt: number, random = Math.random) =>
  Math.round(random() * Math.min(30_000, 500 * 2 ** attempt))

function apply(qc: QueryClient, meId: string, msg: UserLiveMessage) {
  if (msg.type === 'notification.created') {
    const n = msg.notification
    qc.setQueryData<NotificationList>(notificationsKey, (list) => {
      if (!list || list.notifications.some((x) => x.id === n.id)) return list
      return {
        notifications: [n, ...list.notifications].slice(0, LOADED),
        unread: list.unread + (n.read ? 0 : 1),
      }
    })
    // A quiet toast: no colour, no sound, gone after 4 s (spec section 9).
    toast(n.title, { description: n.message, duration: 4000 })
  } else if (msg.type === 'dm.created') {
    const m = msg.message
    const other = m.senderId === meId ? m.receiverId : m.senderId
    qc.setQueryData<ThreadDto>(threadKey(other), (t) => addToThread(t, m))
    void qc.invalidateQueries({ queryKey: conversationsKey, exact: true })
  } else if (msg.type === 'dm.read') {
    void qc.invalidateQueries({ queryKey: conversationsKey, exact: true })
  }
}

export function useUserLive(meId: string) {
  const qc = useQueryClient()
  useEffect(() => {
    let socket: WebSocket | null = null
    let stopped = false
    let attempt = 0
    let opened = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let handled = Promise.resolve()
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss:' : 'ws:'
      socket = new WebSocket(`${proto}//${location.host}/api/me/live`)
      socket.onopen = () => {
        // After a reconnect, what arrived while we were away: refetch the lists once.
        if (opened) {
          void qc.invalidateQueries({ queryKey: notificationsKey })
          void qc.invalidateQueries({ queryKey: conversationsKey })
        }
        opened = true
        attempt = 0
      }
      socket.onmessage = (e) => {
        handled = handled
          .then(async () => {
            const msg = (await frames()).parseUserLive(e.data)
            if (msg && !stopped) apply(qc, meId, msg)
          })
          .catch(reportError)
      }
      socket.onclose = (e) => {
        if (stopped) return
        // The session ended: re-read who we are (signed out, the shell leaves and this effect stops).
        if (e.code === SESSION_ENDED) void qc.invalidateQueries({ queryKey: meQueryKey })
        timer = setTimeout(connect, reconnectDelay(attempt++))
      }
    }
    connect()
    // Keep-alive, answered by the hub's auto-response without waking it.
    const ping = setInterval(
      () => void frames().then(({ PING }) => socket?.readyState === WebSocket.OPEN && socket.send(PING)),
      KEEP_ALIVE_MS,
    )
    return () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(ping)
      socket?.close()
    }
  }, [qc, meId])
}
