import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserLiveMessage } from '@/domain/live-user'
import { localizeMoneyText } from '@/domain/money-text'
import type { ThreadDto } from '@/domain/schemas/direct-message'
import type { NotificationDto } from '@/domain/schemas/notification'
import { toast } from '@/lib/toast'
import { openLiveSocket, SESSION_ENDED_CODE } from './live-socket'
import { addToThread, conversationsKey, threadKey } from './messages'
import { notificationsKey } from './notifications'
import { meQueryKey } from './session'
import { browserLocale } from './viewer-locale'

// The signed-in user's own live socket (/api/me/live): new notifications and direct messages arrive
// here, already parsed with the one union (src/domain/live-user.ts). Used once, in the app shell.
// Nothing is polled: the lists are read once, refetched once after each reconnect, and kept current
// by these messages in between.
// The frames' schema (zod) is not on the first screen (decision 026): it loads with the first frame or
// the first keep-alive, whichever comes first. The socket itself is src/lib/live-socket.ts.
const frames = () => import('@/domain/live-user')

const LOADED = 50

type NotificationList = { notifications: NotificationDto[]; unread: number }

/** Whether this tab shows event `eventId`'s comments on screen now (the page open, the chat in view). */
function readingChatOf(eventId: string | null) {
  if (!eventId || document.visibilityState !== 'visible') return false
  if (location.pathname !== `/events/${encodeURIComponent(eventId)}`) return false
  const log = document.querySelector('[role="log"][aria-label="Comments"]')
  return !!log && log.checkVisibility()
}

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
    // A quiet toast: no colour, no sound, gone after 4 s; none for a mention in the chat the person is
    // reading right now, where the comment itself has just appeared.
    if (!(n.type === 'mention' && readingChatOf(n.eventId))) {
      const description = localizeMoneyText({ text: n.message, amounts: n.amounts }, browserLocale())
      toast(n.title, { description, duration: 4000 })
    }
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
      onDrop: (code) => {
        if (code === SESSION_ENDED_CODE) void qc.invalidateQueries({ queryKey: meQueryKey })
        return undefined
      },
      keepAlive: async () => (await frames()).PING,
    })
    return socket.close
  }, [qc, meId])
}
