import './lib/zod-config'
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { OfflineNotice } from './components/shell/offline-notice'
import { Toaster } from './components/ui/toaster'
import { registerServiceWorker } from './lib/service-worker'
import { meQueryKey, noticeAccountState, retryUnlessAccountState } from './lib/session'
import { ServerScreenGuess } from './lib/use-narrow-screen'
import { routes } from './router'
import type { SsrState } from './ssr/ssr-state'
import { useHydrated } from './ssr/use-hydrated'
import './styles.css'

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

const app = (router: ReturnType<typeof createBrowserRouter>, screen = { narrow: false }) => (
  <StrictMode>
    <ServerScreenGuess.Provider value={screen}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* sonner itself loads with the first toast (decision 026: src/lib/toast.ts). */}
        <AfterHydration>
          <Toaster />
        </AfterHydration>
        <OfflineNotice />
        <LiftInert />
      </QueryClientProvider>
    </ServerScreenGuess.Provider>
  </StrictMode>
)

type RouteModule = Record<string, unknown> & { partsToHydrate?: (url: URL, narrow: boolean) => Promise<unknown> }

/**
 * The worker may have rendered this page (the event page, decision 027): #root then holds its HTML and
 * #ssr-state the query answers it drew from (ssr/ssr-state.ts). The page's lazy route modules and the lazy parts it drew load
 * first (the worker preloads them), so the first render matches the HTML; then React hydrates it. Otherwise: a plain SPA.
 */
async function boot(root: HTMLElement) {
  const state = document.getElementById('ssr-state')
  if (!state || !root.firstChild) {
    createRoot(root).render(app(createBrowserRouter(routes)))
    return
  }
  // The query cache the page was drawn from, and the screen the server guessed (worker/ssr/event-page.ts).
  const { queries, narrow } = JSON.parse(state.textContent ?? '{}') as SsrState
  for (const [key, data] of queries) queryClient.setQueryData(key, data)
  const screen = { narrow: narrow === true }
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<RouteModule>
      const { partsToHydrate, ...module } = await load()
      // And the lazy parts inside the page that the server drew (event-page.tsx).
      await partsToHydrate?.(new URL(window.location.href), screen.narrow)
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes), screen))
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
void boot(root)

registerServiceWorker()
