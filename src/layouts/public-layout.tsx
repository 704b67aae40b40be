import { Outlet } from 'react-router'
import { Footer } from '@/components/shell/footer'
import { Logo } from '@/components/shell/logo'
import { PublicLinks, PublicMenu } from '@/components/shell/public-nav'
import { SuspendedNotice } from '@/components/shell/suspended-notice-lazy'
import { ThemeToggle } from '@/components/shell/theme-toggle'
import { useSession } from '@/lib/session'
import * as SHELL from '@/messages/shell-more'

/** Public pages: navigation that adapts to signed-in visitors, and the footer. */
export function PublicLayout() {
  const session = useSession()
  if (session.status === 'suspended') return <SuspendedNotice />
  const profile = session.status === 'signed-in' ? session.me.profile : null
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-app bg-[color-mix(in_srgb,var(--bg)_85%,transparent)] backdrop-blur-md">
        <nav aria-label={SHELL.main} className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Logo />
          <div className="flex-1" />
          {/* While the session loads, the links hold their place unseen, so nothing moves when they appear. */}
          <div className={session.status === 'loading' ? 'invisible contents' : 'contents'}>
            <PublicLinks profile={profile} />
          </div>
          <ThemeToggle />
          <div className={session.status === 'loading' ? 'invisible contents' : 'contents'}>
            <PublicMenu profile={profile} />
          </div>
        </nav>
      </header>
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
    </div>
  )
}

export default PublicLayout
