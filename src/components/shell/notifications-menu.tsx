import { Bell } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { useMarkNotificationsRead, useNotifications } from '@/lib/notifications'
import { CountBadge } from './badge'
import { MenuContent, MenuLabel, MenuRoot, MenuTrigger } from './menu'

/** The dropdown shows the first 10 (spec section 9); the rest wait for a full list page. */
const SHOWN = 10

/** The bell: unread badge ('9+' above 9), the latest notifications, all marked read on open. */
export function NotificationsMenu() {
  const query = useNotifications()
  const markRead = useMarkNotificationsRead()
  // What was unread when the menu opened stays highlighted while it is open.
  const [highlight, setHighlight] = useState<Set<string>>(new Set())
  const unread = query.data?.unread ?? 0
  const list = query.data?.notifications ?? []
  const onOpenChange = (open: boolean) => {
    if (!open) return
    void query.refetch()
    setHighlight(new Set(list.filter((n) => !n.read).map((n) => n.id)))
    if (unread > 0) markRead.mutate()
  }
  return (
    <MenuRoot modal={false} onOpenChange={onOpenChange}>
      <MenuTrigger
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app"
      >
        <Bell size={19} aria-hidden="true" />
        <CountBadge count={unread} />
      </MenuTrigger>
      <MenuContent align="end" className="w-80">
        <MenuLabel className="text-sm font-semibold text-app">Notifications</MenuLabel>
        {list.length === 0 ? (
          <div className="px-2.5 pb-4 pt-2 text-center text-sm text-muted">
            <Bell size={22} className="mx-auto mb-2 opacity-50" aria-hidden="true" />
            You're all caught up.
          </div>
        ) : (
          <ul className="max-h-96 overflow-y-auto" aria-label="Latest notifications">
            {list.slice(0, SHOWN).map((n) => (
              <li key={n.id} className={cn('rounded-lg px-2.5 py-2 text-sm', highlight.has(n.id) && 'bg-brand-500/10')}>
                <p className="font-medium text-app">{n.title}</p>
                <p className="text-muted">{n.message}</p>
                <p className="mt-0.5 text-xs text-muted">
                  {new Date(n.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </MenuContent>
    </MenuRoot>
  )
}
