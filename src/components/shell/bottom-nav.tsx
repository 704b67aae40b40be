import { NavLink, useLocation } from 'react-router'
import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'
import { APP_NAV } from './nav-items'

const entry = 'flex flex-col items-center gap-1 py-2.5 text-[11px] font-medium transition'

/** Phone navigation along the bottom edge; event pages have their own tab bar, so it hides there. */
export function BottomNav() {
  const { pathname } = useLocation()
  if (pathname.startsWith('/events/')) return null
  return (
    <nav
      aria-label={SHELL.primary}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-app bg-[color-mix(in_srgb,var(--surface)_92%,transparent)] pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {APP_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(entry, isActive ? 'text-brand-700 dark:text-brand-400' : 'text-muted hover:text-app')
              }
            >
              {({ isActive }) => (
                <>
                  <Icon size={21} strokeWidth={isActive ? 2.4 : 2} aria-hidden="true" />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
