import { useLocation } from 'react-router'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { useTitle } from '@/components/shell/use-title'
import { useSession } from '@/lib/session'
import * as SHELL from '@/messages/shell-more'

/** Any address no route knows: a real 'Page not found' with a way home, inside the visitor's layout. */
export default function Component() {
  useTitle(SHELL.pageNotFound)
  const { pathname } = useLocation()
  const signedIn = useSession().status === 'signed-in'
  return (
    <main className="w-full px-4 pb-10">
      <NotFoundPanel
        title={SHELL.pageNotFound}
        message={
          <>
            <span className="block font-mono text-xs font-semibold tracking-wider">404</span>
            {SHELL.thereIsNothingAt} <span className="font-mono text-app">{pathname}</span>
            {SHELL.notFoundDetail}
          </>
        }
        action={signedIn ? SHELL.backToDashboard : SHELL.goHome}
        to={signedIn ? '/dashboard' : '/'}
      />
    </main>
  )
}
