import { Bell, X } from 'lucide-react'
import { Link } from 'react-router'
import { localizeMoneyText } from '@/domain/money-text'
import { notificationLink } from '@/domain/notification-link'
import type { NotificationDto } from '@/domain/schemas/notification'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import {
  useClearReadNotifications,
  useHideNotification,
  useMarkNotificationRead,
  useMarkNotificationsRead,
} from '@/lib/notifications'
import { useViewerLocale } from '@/lib/viewer-locale'
import * as NOTIFICATIONS from '@/messages/notifications-more'

/** 'Mark all read' and 'Clear read' (hides the read ones), shared by the bell and the full page. */
export function NotificationActions({ list, unread }: { list: NotificationDto[]; unread: number }) {
  const markAll = useMarkNotificationsRead()
  const clearRead = useClearReadNotifications()
  const action = 'rounded-md px-2 py-1 text-xs font-medium text-brand-500 hover:bg-surface-2 disabled:opacity-50'
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={action}
        disabled={unread === 0 || markAll.isPending}
        onClick={() => markAll.mutate()}
      >
        {NOTIFICATIONS.markAllRead}
      </button>
      <button
        type="button"
        className={action}
        disabled={!list.some((n) => n.read) || clearRead.isPending}
        onClick={() => clearRead.mutate()}
      >
        {NOTIFICATIONS.clearRead}
      </button>
    </div>
  )
}

export function EmptyNotifications() {
  return (
    <div className="px-2.5 pb-4 pt-2 text-center text-sm text-muted">
      <Bell size={22} className="mx-auto mb-2 opacity-50" aria-hidden="true" />
      {NOTIFICATIONS.youreAllCaughtUp}
    </div>
  )
}

/**
 * Notifications, each a link to what it is about (following one marks it read); on the full page each also
 * has a button that hides it (the bell's menu holds links only).
 */
export function NotificationItems({
  list,
  onFollow,
  hideable = false,
}: {
  list: NotificationDto[]
  onFollow?: () => void
  hideable?: boolean
}) {
  const markOne = useMarkNotificationRead()
  const hide = useHideNotification()
  const dates = useDates()
  const locale = useViewerLocale()
  return (
    <ul aria-label={NOTIFICATIONS.latestNotifications} className="space-y-0.5">
      {list.map((n) => (
        <li key={n.id} className="flex items-start gap-1">
          <Link
            to={notificationLink(n)}
            onClick={() => {
              if (!n.read) markOne.mutate(n.id)
              onFollow?.()
            }}
            className={cn(
              'block min-w-0 flex-1 rounded-lg px-2.5 py-2 text-sm transition hover:bg-surface-2',
              !n.read && 'bg-brand-500/10',
            )}
          >
            <span className="flex items-center gap-2 font-medium text-app">
              {!n.read && (
                <>
                  <span aria-hidden className="h-2 w-2 shrink-0 rounded-full bg-brand-500" />
                  <span className="sr-only">{NOTIFICATIONS.unread}</span>
                </>
              )}
              {n.title}
            </span>
            <span className="block break-words text-muted">
              {localizeMoneyText({ text: n.message, amounts: n.amounts }, locale)}
            </span>
            <span className="mt-0.5 block text-xs text-muted">{dates.format(n.createdAt, 'dateTime')}</span>
          </Link>
          {hideable && (
            <button
              type="button"
              aria-label={NOTIFICATIONS.hideNotification(n.title)}
              title={NOTIFICATIONS.hide}
              onClick={() => hide.mutate(n.id)}
              className="mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-app"
            >
              <X size={16} aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
