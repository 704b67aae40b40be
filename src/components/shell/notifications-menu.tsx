import { Bell } from 'lucide-react'
import { lazyPart, OpenOnFirstPress } from '@/components/ui/lazy-part'
import { useNotifications } from '@/lib/notifications'
import * as NOTIFICATIONS from '@/messages/notifications'
import { CountBadge } from './badge'

export const bellButton =
  'relative flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app'
export const bellLabel = (unread: number) =>
  unread ? NOTIFICATIONS.notificationsUnread(unread) : NOTIFICATIONS.notifications
export const BellFace = ({ unread }: { unread: number }) => (
  <>
    <Bell size={19} aria-hidden="true" />
    <CountBadge count={unread} />
  </>
)

// The Radix menu and the list load on the first press (decision 026); the badge is here from the start.
const NotificationsDropdown = lazyPart(() => import('./notifications-dropdown').then((m) => m.NotificationsDropdown))

/** The bell: unread badge ('9+' above 9), the latest notifications, kept current by the live socket. */
export function NotificationsMenu() {
  const unread = useNotifications().data?.unread ?? 0
  return (
    <OpenOnFirstPress
      preload={NotificationsDropdown.preload}
      standIn={(on) => (
        <button
          type="button"
          aria-label={bellLabel(unread)}
          aria-haspopup="menu"
          aria-expanded={false}
          className={bellButton}
          {...on}
        >
          <BellFace unread={unread} />
        </button>
      )}
    >
      <NotificationsDropdown />
    </OpenOnFirstPress>
  )
}
