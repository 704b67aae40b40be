import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NotificationDto } from '@/domain/schemas/notification'
import { client, unwrap } from './client'

export const notificationsKey = ['notifications'] as const

/**
 * The bell's list (latest 50, unread count). Never polled: read when the app loads and when the tab
 * comes back into view; new ones arrive on the user's live socket (./user-live.ts), which writes them
 * into this same query.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => unwrap(client.api.me.notifications.$get()),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  })
}

function useNotificationWrite<A>(write: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKey }),
  })
}

export const useMarkNotificationsRead = () =>
  useNotificationWrite(() => unwrap(client.api.me.notifications.read.$post()))

export const useClearReadNotifications = () =>
  useNotificationWrite(() => unwrap(client.api.me.notifications['clear-read'].$post()))

export const useMarkNotificationRead = () =>
  useNotificationWrite((id: string) =>
    unwrap(client.api.me.notifications[':id'].read.$post({ param: { id: encodeURIComponent(id) } })),
  )

type NotificationList = { notifications: NotificationDto[]; unread: number }

/** Hides one notification: it leaves the list at once (and the unread count, if it was unread). */
export function useHideNotification() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(client.api.me.notifications[':id'].hide.$post({ param: { id: encodeURIComponent(id) } })),
    onMutate: (id) =>
      qc.setQueryData<NotificationList>(notificationsKey, (list) => {
        const gone = list?.notifications.find((n) => n.id === id)
        if (!list || !gone) return list
        return {
          notifications: list.notifications.filter((n) => n.id !== id),
          unread: list.unread - (gone.read ? 0 : 1),
        }
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: notificationsKey }),
  })
}
