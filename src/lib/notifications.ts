import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { client, unwrap } from './client'

export const notificationsKey = ['notifications'] as const

/**
 * The bell's list (latest 50, unread count). Never polled (no polling anywhere): read when the app
 * loads, again when the tab comes back into view and when the bell opens. The live issue adds the
 * push (UserHub) on top of this same query key.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => unwrap(client.api.me.notifications.$get()),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(client.api.me.notifications.read.$post()),
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKey }),
  })
}
