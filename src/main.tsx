import './lib/zod-config'
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { OfflineNotice } from './components/shell/offline-notice'
import { registerServiceWorker } from './lib/service-worker'
import { meQueryKey, noticeAccountState, retryUnlessAccountState } from './lib/session'
import { router } from './router'
import './styles.css'

// Toasts (sonner) arrive after the first screen: nothing toasts before the app has rendered (decision 023).
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })))

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessAccountState } },
  // A suspension (or the end of a session, or maintenance) noticed by any request reaches the whole app.
  queryCache: new QueryCache({ onError: (err) => noticeAccountState(queryClient, err) }),
  mutationCache: new MutationCache({ onError: (err) => noticeAccountState(queryClient, err) }),
})

// A prerendered sign-in page (decision 025) is only served to a visitor without a session, and shows them
// signed out: the app starts in that state too (so its takeover changes nothing on screen) and checks anew.
if (document.getElementById('prerendered')) queryClient.setQueryData(meQueryKey, 'signed-out', { updatedAt: 0 })

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense>
        <Toaster />
      </Suspense>
      <OfflineNotice />
    </QueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()
