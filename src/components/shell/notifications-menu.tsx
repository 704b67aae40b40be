import { Bell } from 'lucide-react'
import { CountBadge } from './badge'
import { MenuContent, MenuLabel, MenuRoot, MenuTrigger } from './menu'

/**
 * The bell and its dropdown. The notification list itself arrives with the notifications
 * work; it plugs in through `unread` and `children` without changing the top bar.
 */
export function NotificationsMenu({ unread = 0, children }: { unread?: number; children?: React.ReactNode }) {
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app"
      >
        <Bell size={19} aria-hidden="true" />
        <CountBadge count={unread} />
      </MenuTrigger>
      <MenuContent align="end" className="w-80">
        <MenuLabel className="text-sm font-semibold text-app">Notifications</MenuLabel>
        {children ?? (
          <div className="px-2.5 pb-4 pt-2 text-center text-sm text-muted">
            <Bell size={22} className="mx-auto mb-2 opacity-50" aria-hidden="true" />
            Notifications are coming soon.
          </div>
        )}
      </MenuContent>
    </MenuRoot>
  )
}
