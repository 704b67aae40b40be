import './lib/zod-config'
import { hydrate, MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, StrictMode, Suspense, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { OfflineNotice } from './components/shell/offline-notice'
import { registerServiceWorker } from './lib/service-worker'
import { meQueryKey, noticeAccountState, retryUnlessAccountState } from './lib/session'
import { routes } from './router'
import { useHydrated } from './ssr/use-hydrated'
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

/** What the server never renders (src/ssr): mounted only once the page is hydrated, or at once without it. */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}

/** The server-rendered page stays inert until hydrated (worker/ssr/shell.ts); this runs right after. */
function LiftInert() {
  useEffect(() => {
    const root = document.getElementById('root')
    root?.removeAttribute('inert')
    root?.removeAttribute('aria-hidden')
  }, [])
  return null
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AfterHydration>
        <Suspense>
          <Toaster />
        </Suspense>
      </AfterHydration>
      <OfflineNotice />
      <LiftInert />
    </QueryClientProvider>
  </StrictMode>
)

type RouteModule = Record<string, unknown> & { partsToHydrate?: (url: URL) => Promise<unknown> }

/**
 * The worker may have rendered this page (the event page, decision 027): #root then holds its HTML and
 * #ssr-state the query cache it drew from. The page's lazy route modules and the lazy parts it drew load
 * first (the worker preloads them), so the first render matches the HTML; then React hydrates it. Otherwise: a plain SPA.
 */
async function boot(root: HTMLElement) {
  const state = document.getElementById('ssr-state')
  if (!state || !root.firstChild) {
    createRoot(root).render(app(createBrowserRouter(routes)))
    return
  }
  hydrate(queryClient, JSON.parse(state.textContent ?? '{}'))
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<RouteModule>
      const { partsToHydrate, ...module } = await load()
      // And the lazy parts inside the page that the server drew (event-page.tsx).
      await partsToHydrate?.(new URL(window.location.href))
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes)))
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
void boot(root)

registerServiceWorker()
