import { ArrowLeft, ShieldAlert } from 'lucide-react'
import { type ComponentType, lazy, Suspense } from 'react'
import { Link, Navigate, NavLink, useLocation, useParams } from 'react-router'
import { Logo } from '@/components/shell/logo'
import { SuspendedNotice } from '@/components/shell/suspended-notice'
import { useTitle } from '@/components/shell/use-title'
import { UserMenu } from '@/components/shell/user-menu'
import { Button } from '@/components/ui/button'
import { FullPageSpinner, Spinner } from '@/components/ui/spinner'
import { ACCESS_DENIED, isAdminRole } from '@/domain/schemas/admin'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session'
import * as ADMIN from '@/messages/admin'

// /admin/* (docs/product.md#318-admin-portal: outside the public and app layouts). Each tab is its own chunk.
const TABS: { path: string; label: string; Tab: ComponentType }[] = [
  { path: '', label: ADMIN.overview, Tab: lazy(() => import('./overview-tab')) },
  { path: 'users', label: ADMIN.users, Tab: lazy(() => import('./users-tab')) },
  { path: 'tickets', label: ADMIN.tickets, Tab: lazy(() => import('./tickets-tab')) },
  { path: 'events', label: ADMIN.events, Tab: lazy(() => import('./events-tab')) },
  { path: 'data', label: ADMIN.data, Tab: lazy(() => import('./data-tab')) },
  { path: 'settings', label: ADMIN.settings, Tab: lazy(() => import('./settings-tab')) },
]

export default function Component() {
  const session = useSession()
  const location = useLocation()
  const tabPath = useParams()['*'] ?? ''
  useTitle(ADMIN.adminPortal)
  if (session.status === 'loading') return <FullPageSpinner />
  if (session.status === 'suspended') return <SuspendedNotice />
  if (session.status === 'signed-out')
    return <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
  const profile = session.me.profile
  if (!isAdminRole(profile.role)) return <AccessDenied />
  const tab = TABS.find((t) => t.path === tabPath.replace(/\/$/, ''))
  if (!tab) return <Navigate to="/admin" replace />
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-app bg-[color-mix(in_srgb,var(--bg)_85%,transparent)] backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
          <Logo to="/dashboard" />
          <span className="rounded-md bg-brand-500/15 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-400">
            {ADMIN.admin}
          </span>
          <Link to="/dashboard" className="ml-auto hidden items-center gap-1 text-sm text-muted hover:text-app sm:flex">
            <ArrowLeft size={16} aria-hidden="true" /> {ADMIN.backToApp}
          </Link>
          <div className="ml-auto sm:ml-2">
            <UserMenu profile={profile} />
          </div>
        </div>
        <nav aria-label={ADMIN.adminSections} className="mx-auto max-w-6xl px-2">
          {/* Six tabs do not fit one phone row: two rows of three there, one row from sm up. */}
          <ul className="grid grid-cols-3 sm:flex sm:gap-1">
            {TABS.map((t) => (
              <li key={t.path}>
                <NavLink
                  to={t.path ? `/admin/${t.path}` : '/admin'}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap border-b-2 px-3 py-2.5 text-center text-sm font-medium transition',
                      isActive ? 'border-brand-500 text-app' : 'border-transparent text-muted hover:text-app',
                    )
                  }
                >
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <h1 className="sr-only">{ADMIN.portalHeading(tab.label)}</h1>
        <Suspense
          fallback={
            <div className="mt-10 flex justify-center">
              <Spinner />
            </div>
          }
        >
          <tab.Tab />
        </Suspense>
      </main>
    </div>
  )
}

function AccessDenied() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-app bg-surface p-8 text-center shadow-xl">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-500/10 text-red-500">
          <ShieldAlert size={28} aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">{ADMIN.accessDenied}</h1>
        <p className="mt-3 text-muted">{ACCESS_DENIED}</p>
        <Button asChild className="mt-8 w-full">
          <Link to="/dashboard">{ADMIN.backToDashboard}</Link>
        </Button>
      </div>
    </div>
  )
}
