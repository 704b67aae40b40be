import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Button } from '@/components/ui/button'
import type { ProfileDto } from '@/domain/schemas/profile'
import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'
import { PAGES } from './public-pages'
import { isAdmin } from './roles'
import { useSignOutAction } from './use-sign-out-action'

// Its form (react-hook-form, zod, Radix dialog) loads when opened, not with every public page.
const ManageProfileDialog = lazy(() =>
  import('./manage-profile-dialog').then((m) => ({ default: m.ManageProfileDialog })),
)

export function ProfileDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: ProfileDto
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  if (!open) return null
  return (
    <Suspense>
      <ManageProfileDialog profile={profile} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  )
}

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
            {SHELL.friends}
          </NavLink>
          {isAdmin(profile) && (
            <NavLink to="/admin" className={linkClass}>
              {SHELL.adminPortal}
            </NavLink>
          )}
          <Button variant="ghost" size="sm" className="text-muted hover:text-app" onClick={() => setManaging(true)}>
            {SHELL.manageProfile}
          </Button>
          <Button variant="ghost" size="sm" className="text-muted hover:text-app" onClick={signOut}>
            {SHELL.signOut}
          </Button>
          <Button asChild size="sm" className="ml-1">
            <Link to="/events/new">{SHELL.createEvent}</Link>
          </Button>
          <ProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />
        </>
      ) : (
        <>
          <NavLink to="/join" className={linkClass}>
            {SHELL.joinEvent}
          </NavLink>
          <NavLink to="/auth" className={linkClass}>
            {SHELL.signIn}
          </NavLink>
          <Button asChild size="sm" className="ml-1">
            <Link to="/auth?mode=signup">{SHELL.getStarted}</Link>
          </Button>
        </>
      )}
    </div>
  )
}

// The phone menu's Radix dropdown loads on the first tap, not with every public page (decision 023).
const PublicMenuDropdown = lazy(() => import('./public-menu').then((m) => ({ default: m.PublicMenuDropdown })))
const menuButton = 'flex h-9 w-9 items-center justify-center rounded-lg text-app transition hover:bg-surface-2'

/** The phone menu with every public-navigation entry: a plain button until it is first opened. */
export function PublicMenu({ profile }: { profile: ProfileDto | null }) {
  const [wanted, setWanted] = useState(false)
  const button = (
    <button
      type="button"
      aria-label={SHELL.menu}
      aria-haspopup="menu"
      className={menuButton}
      onClick={() => setWanted(true)}
    >
      <Menu size={20} aria-hidden="true" />
    </button>
  )
  if (!wanted) return <div className="lg:hidden">{button}</div>
  return (
    <div className="lg:hidden">
      <Suspense fallback={button}>
        <PublicMenuDropdown profile={profile} triggerClassName={menuButton} />
      </Suspense>
    </div>
  )
}
