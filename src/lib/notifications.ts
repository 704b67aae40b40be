import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { client, unwrap } from './client'

export const notificationsKey = ['notifications'] as const

/** The bell's list (latest 50, unread count). Polled until the live issue pushes them. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => unwrap(client.api.me.notifications.$get()),
    refetchInterval: 30_000,
  })
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(client.api.me.notifications.read.$post()),
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKey }),
  })
}
