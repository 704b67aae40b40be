import { useLocation } from 'react-router'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { useTitle } from '@/components/shell/use-title'
import { useSession } from '@/lib/session'

/** Any address no route knows: a real 'Page not found' with a way home, inside the visitor's layout. */
export default function Component() {
  useTitle('Page not found')
  const { pathname } = useLocation()
  const signedIn = useSession().status === 'signed-in'
  return (
    <main className="w-full px-4 pb-10">
      <NotFoundPanel
        title="Page not found"
        message={
          <>
            <span className="block font-mono text-xs font-semibold tracking-wider">404</span>
            There is nothing at <span className="font-mono text-app">{pathname}</span>. The link may be mistyped, or the
            page may have moved.
          </>
        }
        action={signedIn ? 'Back to Dashboard' : 'Go home'}
        to={signedIn ? '/dashboard' : '/'}
      />
    </main>
  )
}
