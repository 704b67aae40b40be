import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserLiveMessage } from '@/domain/live-user'
import type { ThreadDto } from '@/domain/schemas/direct-message'
import type { NotificationDto } from '@/domain/schemas/notification'
import { toast } from '@/lib/toast'
import { openLiveSocket } from './live-socket'
import { addToThread, conversationsKey, threadKey } from './messages'
import { notificationsKey } from './notifications'
import { meQueryKey } from './session'

// The signed-in user's own live socket (/api/me/live): new notifications and direct messages arrive
// here, already parsed with the one union (src/domain/live-user.ts). Used once, in the app shell.
// Nothing is polled: the lists are read once, refetched once after each reconnect, and kept current
// by these messages in between.
// The frames' schema (zod) is not on the first screen (decision 026): it loads with the first frame or
// the first keep-alive, whichever comes first. The socket itself is src/lib/live-socket.ts.
const frames = () => import('@/domain/live-user')

const LOADED = 50

type NotificationList = { notifications: NotificationDto[]; unread: number }

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
    const socket = openLiveSocket('/api/me/live', {
      onFrame: async (data) => {
        const msg = (await frames()).parseUserLive(data)
        if (msg) apply(qc, meId, msg)
      },
      onOpen: (again) => {
        // After a reconnect, what arrived while we were away: refetch the lists once.
        if (!again) return
        void qc.invalidateQueries({ queryKey: notificationsKey })
        void qc.invalidateQueries({ queryKey: conversationsKey })
      },
      // The session ended: re-read who we are (signed out, the shell leaves and this effect stops).
      onDrop: (sessionEnded) => sessionEnded && void qc.invalidateQueries({ queryKey: meQueryKey }),
      keepAlive: async () => (await frames()).PING,
    })
    return socket.close
  }, [qc, meId])
}
