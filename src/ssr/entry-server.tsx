import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import type { MeDto } from '@/domain/schemas/profile'
import { eventKey } from '@/lib/events'
import { meQueryKey } from '@/lib/session'
import { ServerScreenGuess } from '@/lib/use-narrow-screen'
import { eventPageRoutes } from './routes'
import type { SsrState } from './ssr-state'

// The worker's server render of the event page (decision 027). The worker has already read the session
// and the snapshot in one D1 batch; this renders the page those answers draw, and the query cache the
// browser hydrates from, so it asks for neither again.

const handler = createStaticHandler(eventPageRoutes)
const NotDrawnOnServer = () => null

/**
 * The page's HTML (what goes inside #root) and, as JSON, the query answers and the screen guess it was
 * drawn from (src/main.tsx hydrates with both), or null to fall back.
 */
export async function renderEventPage(
  request: Request,
  seed: { me: MeDto; snapshot: EventSnapshot; narrow: boolean },
): Promise<{ html: string; state: string } | null> {
  const context = await handler.query(request)
  if (context instanceof Response || context.errors) return null
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
  // The answers the page is drawn from, under the client's own query keys; the browser puts the same pairs
  // into its cache before hydrating (src/main.tsx), so it asks for neither again.
  const queries: SsrState['queries'] = [
    [meQueryKey, seed.me],
    [eventKey(seed.snapshot.event.id), seed.snapshot],
  ]
  for (const [key, data] of queries) queryClient.setQueryData(key, data)
  let failed = false
  const stream = await renderToReadableStream(
    <StrictMode>
      <ServerScreenGuess.Provider value={{ narrow: seed.narrow }}>
        <QueryClientProvider client={queryClient}>
          {/* hydrate={false}: its hydration data would be an inline script, which our CSP refuses. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
          {/* The browser mounts three siblings beside its router (src/main.tsx: toaster, offline notice,
              inert lift), none drawn on the server. useId's ids depend on how many siblings each parent
              has, so the same count here keeps every id (a label's htmlFor, aria-controls) equal. */}
          <NotDrawnOnServer />
          <NotDrawnOnServer />
          <NotDrawnOnServer />
        </QueryClientProvider>
      </ServerScreenGuess.Provider>
    </StrictMode>,
    {
      signal: request.signal,
      // Never stream a large part on its own: React would reveal it with an inline script, which our CSP
      // refuses (the part would stay hidden and hydration fail). We wait for everything anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (err) => {
        failed = true
        console.error('Event page render failed', err instanceof Error ? `${err.name}: ${err.message}` : String(err))
      },
    },
  )
  // Everything, lazy parts included, before the first byte: the page is whole or not sent at all.
  await stream.allReady
  const html = await new Response(stream).text()
  if (failed) return null
  return { html, state: JSON.stringify({ queries, narrow: seed.narrow } satisfies SsrState) }
}
