import { Navigate, Outlet, useLocation } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/session'

// Minimal authenticated shell; the top bar and bottom navigation land with the app-shell work.
export function AppLayout() {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') return <FullPageSpinner />
  if (session.status !== 'signed-in') {
    const redirect = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/auth?redirect=${redirect}`} replace />
  }
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  )
}
