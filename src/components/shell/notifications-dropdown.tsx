import { useState } from 'react'
import { Link } from 'react-router'
import {
  EmptyNotifications,
  NotificationActions,
  NotificationItems,
} from '@/components/notifications/notification-list'
import { useNotifications } from '@/lib/notifications'
import * as NOTIFICATIONS from '@/messages/notifications-more'
import { MenuContent, MenuRoot, MenuTrigger } from './menu'
import { BellFace, bellButton, bellLabel } from './notifications-menu'

/** The dropdown shows the first 10; the rest of the latest 50 are on /notifications. */
const SHOWN = 10

/** The bell's menu, mounted open on the first press (notifications-menu.tsx): the latest notifications,
 * kept current by the live socket. */
export function NotificationsDropdown() {
  const query = useNotifications()
  const [open, setOpen] = useState(true)
  const unread = query.data?.unread ?? 0
  const list = query.data?.notifications ?? []
  return (
    <MenuRoot modal={false} open={open} onOpenChange={setOpen}>
      <MenuTrigger aria-label={bellLabel(unread)} className={bellButton}>
        <BellFace unread={unread} />
      </MenuTrigger>
      <MenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 px-2.5 py-1.5">
          <h2 className="text-sm font-semibold text-app">{NOTIFICATIONS.notifications}</h2>
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
            {NOTIFICATIONS.viewAllNotifications}
          </Link>
        )}
      </MenuContent>
    </MenuRoot>
  )
}
