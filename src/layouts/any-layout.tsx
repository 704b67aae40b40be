import { FullPageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/session'
import { AppShell } from './app-layout'
import { PublicLayout } from './public-layout'

/**
 * For pages anyone may reach (the 'Page not found' fallback): the app shell for signed-in people,
 * the public layout (which also handles suspended accounts) for everyone else.
 */
export function AnyLayout() {
  const session = useSession()
  if (session.status === 'loading') return <FullPageSpinner />
  if (session.status === 'signed-in') return <AppShell profile={session.me.profile} />
  return <PublicLayout />
}

export default AnyLayout
