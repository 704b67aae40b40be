import { Menu } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import type { ProfileDto } from '@/domain/schemas/profile'
import { cn } from '@/lib/cn'
import { ManageProfileDialog } from './manage-profile-dialog'
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from './menu'
import { useThemeValue } from './theme-toggle'
import { useSignOutAction } from './use-sign-out-action'
import { isAdmin } from './user-menu'

const PAGES = [
  { to: '/features', label: 'Features' },
  { to: '/docs', label: 'Docs' },
  { to: '/help', label: 'Help' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-1.5 text-sm font-medium transition', isActive ? 'text-app' : 'text-muted hover:text-app')

/** Links for wide screens (lg and up); phones get the same entries in `PublicMenu`. */
export function PublicLinks({ profile }: { profile: ProfileDto | null }) {
  const [managing, setManaging] = useState(false)
  const signOut = useSignOutAction()
  return (
    <div className="hidden items-center gap-1 lg:flex">
      {PAGES.map((p) => (
        <NavLink key={p.to} to={p.to} className={linkClass}>
          {p.label}
        </NavLink>
      ))}
      <span className="mx-2 h-5 w-px bg-[var(--border)]" aria-hidden="true" />
      {profile ? (
        <>
          <NavLink to="/friends" className={linkClass}>
            Friends
          </NavLink>
          {isAdmin(profile) && (
            <NavLink to="/admin" className={linkClass}>
              Admin Portal
            </NavLink>
          )}
          <Button variant="ghost" size="sm" className="text-muted hover:text-app" onClick={() => setManaging(true)}>
            Manage Profile
          </Button>
          <Button variant="ghost" size="sm" className="text-muted hover:text-app" onClick={signOut}>
            Sign Out
          </Button>
          <Button asChild size="sm" className="ml-1">
            <Link to="/events/new">Create Event</Link>
          </Button>
          <ManageProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />
        </>
      ) : (
        <>
          <NavLink to="/join" className={linkClass}>
            Join Event
          </NavLink>
          <NavLink to="/auth" className={linkClass}>
            Sign In
          </NavLink>
          <Button asChild size="sm" className="ml-1">
            <Link to="/auth?mode=signup">Get Started</Link>
          </Button>
        </>
      )}
    </div>
  )
}

/** The phone menu (Radix dropdown) with every public-navigation entry. */
export function PublicMenu({ profile }: { profile: ProfileDto | null }) {
  const navigate = useNavigate()
  const [managing, setManaging] = useState(false)
  const signOut = useSignOutAction()
  const { theme, toggle } = useThemeValue()
  const go = (to: string) => () => navigate(to)
  return (
    <div className="lg:hidden">
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label="Menu"
          className="flex h-9 w-9 items-center justify-center rounded-lg text-app transition hover:bg-surface-2"
        >
          <Menu size={20} aria-hidden="true" />
        </MenuTrigger>
        <MenuContent align="end" className="w-60">
          {PAGES.map((p) => (
            <MenuItem key={p.to} onSelect={go(p.to)}>
              {p.label}
            </MenuItem>
          ))}
          <MenuSeparator />
          {profile ? (
            <>
              <MenuItem onSelect={go('/friends')}>Friends</MenuItem>
              <MenuItem onSelect={go('/events/new')}>Create Event</MenuItem>
              {isAdmin(profile) && <MenuItem onSelect={go('/admin')}>Admin Portal</MenuItem>}
              <MenuItem onSelect={() => setManaging(true)}>Manage Profile</MenuItem>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</MenuItem>
              <MenuSeparator />
              <MenuItem onSelect={signOut} className="text-red-500">
                Sign Out
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</MenuItem>
              <MenuItem onSelect={go('/join')}>Join Event</MenuItem>
              <MenuItem onSelect={go('/auth')}>Sign In</MenuItem>
              <MenuItem onSelect={go('/auth?mode=signup')} className="font-semibold text-brand-700 dark:text-brand-400">
                Get Started
              </MenuItem>
            </>
          )}
        </MenuContent>
      </MenuRoot>
      {profile && <ManageProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />}
    </div>
  )
}
