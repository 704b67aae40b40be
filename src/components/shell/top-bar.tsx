import { Search, X } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { GlobalSearch } from '@/components/search/global-search-lazy'
import type { ProfileDto } from '@/domain/schemas/profile'
import { cn } from '@/lib/cn'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import * as SHELL from '@/messages/shell'
import { Logo } from './logo'
import { MessagesButton } from './messages-button'
import { APP_NAV } from './nav-items'
import { NotificationsMenu } from './notifications-menu'
import { UserMenu } from './user-menu'

const iconButton =
  'relative flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app'

/** The signed-in top bar: title, main links (wide screens), search, messages, notifications, avatar. */
export function TopBar({ profile }: { profile: ProfileDto }) {
  const [searchOpen, setSearchOpen] = useState(false)
  const narrow = useNarrowScreen()
  return (
    <header className="sticky top-0 z-40 border-b border-app bg-[color-mix(in_srgb,var(--bg)_85%,transparent)] backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo to="/dashboard" />
        <nav aria-label={SHELL.main} className="ml-2 hidden items-center gap-1 md:flex">
          {APP_NAV.slice(0, 3).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium transition',
                  isActive ? 'bg-surface-2 text-app' : 'text-muted hover:text-app',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex-1" />
        {/* Not drawn on a phone, whose search opens below the bar: its code then loads only when asked for. */}
        {!narrow && <GlobalSearch className="hidden w-64 lg:block" />}
        <button
          type="button"
          className={cn(iconButton, 'lg:hidden')}
          aria-label={searchOpen ? SHELL.closeSearch : SHELL.openSearch}
          aria-expanded={searchOpen}
          onClick={() => setSearchOpen((o) => !o)}
        >
          {searchOpen ? <X size={19} aria-hidden="true" /> : <Search size={19} aria-hidden="true" />}
        </button>
        <MessagesButton className={iconButton} />
        <NotificationsMenu />
        <div className="ml-1">
          <UserMenu profile={profile} />
        </div>
      </div>
      {searchOpen && (
        <div className="border-t border-app px-4 py-2 lg:hidden">
          <GlobalSearch autoFocus onNavigate={() => setSearchOpen(false)} />
        </div>
      )}
    </header>
  )
}
