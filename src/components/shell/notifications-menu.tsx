import { Bell } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  EmptyNotifications,
  NotificationActions,
  NotificationItems,
} from '@/components/notifications/notification-list'
import { useNotifications } from '@/lib/notifications'
import { CountBadge } from './badge'
import { MenuContent, MenuRoot, MenuTrigger } from './menu'

/** The dropdown shows the first 10 (spec section 9); the rest of the latest 50 are on /notifications. */
const SHOWN = 10

/** The bell: unread badge ('9+' above 9), the latest notifications, kept current by the live socket. */
export function NotificationsMenu() {
  const query = useNotifications()
  const [open, setOpen] = useState(false)
  const unread = query.data?.unread ?? 0
  const list = query.data?.notifications ?? []
  return (
    <MenuRoot modal={false} open={open} onOpenChange={setOpen}>
      <MenuTrigger
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app"
      >
        <Bell size={19} aria-hidden="true" />
        <CountBadge count={unread} />
      </MenuTrigger>
      <MenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 px-2.5 py-1.5">
          <h2 className="text-sm font-semibold text-app">Notifications</h2>
          <NotificationActions list={list} unread={unread} />
        </div>
        {list.length === 0 ? (
          <EmptyNotifications />
        ) : (
          <div className="max-h-96 overflow-y-auto">
            <NotificationItems list={list.slice(0, SHOWN)} onFollow={() => setOpen(false)} />
          </div>
        )}
        {list.length > SHOWN && (
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="mt-1 block rounded-lg px-2.5 py-2 text-center text-sm font-medium text-brand-500 hover:bg-surface-2"
          >
            View all notifications
          </Link>
        )}
      </MenuContent>
    </MenuRoot>
  )
}
