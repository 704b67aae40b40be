import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { MessagesModal } from '@/components/messages/messages-modal'
import { BottomNav } from '@/components/shell/bottom-nav'
import { GuestNotice } from '@/components/shell/guest-notice'
import { ProfileReminder } from '@/components/shell/profile-reminder-lazy'
import { SuspendedNotice } from '@/components/shell/suspended-notice-lazy'
import { TopBar } from '@/components/shell/top-bar'
import { FullPageSpinner } from '@/components/ui/spinner'
import type { ProfileDto } from '@/domain/schemas/profile'
import { RouteEventCurrency } from '@/lib/money'
import { useSession } from '@/lib/session'
import { useUserLive } from '@/lib/user-live'
import * as SHELL from '@/messages/shell'

/**
 * The signed-in shell. Signed-out visitors go to /auth with the page they wanted as
 * ?redirect=, suspended accounts see the full-screen notice (and are signed out).
 */
export function AppLayout() {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') return <FullPageSpinner />
  if (session.status === 'suspended') return <SuspendedNotice />
  if (session.status === 'signed-out') {
    const redirect = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/auth?redirect=${redirect}`} replace />
  }
  return <AppShell profile={session.me.profile} isGuest={session.me.user.isGuest} />
}

/** The app's chrome around a page: top bar, phone navigation, the messages modal. */
export function AppShell({ profile, isGuest = false }: { profile: ProfileDto; isGuest?: boolean }) {
  const location = useLocation()
  const onEventPage = location.pathname.startsWith('/events/')
  // The user's own live socket (notifications, messages): one per tab, for as long as they are signed in.
  useUserLive(profile.id)
  // The dashboard's profile reminder: its code on its way beside the dashboard's (a no-op once loaded).
  const wantsReminder = !profile.firstName && location.pathname === '/dashboard'
  useEffect(() => {
    if (wantsReminder) ProfileReminder.preload()
  }, [wantsReminder])
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-500 px-3 py-2 font-medium text-emerald-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {SHELL.skipToContent}
      </a>
      <TopBar profile={profile} />
      {isGuest && <GuestNotice />}
      {/* Room at the bottom for the phone navigation bar (not shown on event pages). */}
      <div id="main" className={onEventPage ? 'flex-1' : 'flex-1 pb-24 md:pb-0'}>
        <RouteEventCurrency>
          <Outlet />
        </RouteEventCurrency>
      </div>
      <BottomNav />
      <MessagesModal meId={profile.id} />
    </div>
  )
}

export default AppLayout
