import './lib/zod-config'
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router'
import { MaintenanceBanner } from './components/shell/maintenance-banner'
import { OfflineBar, OfflineNotice } from './components/shell/offline-notice'
import { lazyPart } from './components/ui/lazy-part'
import { Toaster } from './components/ui/toaster'
import { useNonce } from './lib/nonce'
import type { PageHandle } from './lib/page-handle'
import { createQueryClient } from './lib/query-client'
import { seedOf } from './lib/query-seed'
import { registerServiceWorker } from './lib/service-worker'
import { meQueryKey } from './lib/session'
import { useHydrated } from './lib/use-hydrated'
import { ServerScreenGuess } from './lib/use-narrow-screen'
import { ServerLocaleGuess } from './lib/viewer-locale'
import staticPageScript from './static-page/landing-script?worker&url'
import { StaticPublicMenu } from './static-page/static-public-menu'

// Only prerendered pages draw the static menu, and only at build time (they run no React in the browser):
// the client's bundle leaves its code out.
const StaticMenu = import.meta.env.SSR ? StaticPublicMenu : () => null

import './styles.css'
import * as SHELL from '@/messages/shell'

/** Whether a matched route says its page works as plain HTML (src/lib/page-handle.ts). */
function useStaticPage() {
  return useMatches().some((m) => (m.handle as PageHandle | undefined)?.hydrate === false)
}

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const staticPage = useStaticPage()
  return (
    // The theme is this device's choice, which the server cannot know: it draws the default (dark) and
    // public/theme.js swaps the class before the first paint. React leaves that class alone either way;
    // suppressHydrationWarning (this element's own attributes only) keeps the expected difference from
    // being logged as a mismatch on every page of someone in the light theme.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1220" />
        <meta name="description" content={SHELL.metaDescription} />
        {/* A screen names itself once running (useTitle); a page that runs no script keeps this one. */}
        <title>{SHELL.opentab}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links nonce={nonce} />
        {/* The saved theme before the first paint, so the page never flashes (public/theme.js). */}
        <script src="/theme.js" nonce={nonce} />
        {staticPage && <script type="module" src={staticPageScript} nonce={nonce} />}
      </head>
      <body>
        {children}
        {staticPage ? (
          <>
            <StaticMenu />
            <div id="offline-bar" hidden>
              <OfflineBar />
            </div>
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

let browserQueryClient: ReturnType<typeof createQueryClient> | undefined
/** One cache per browser tab; a fresh one per server render, so no answer leaks between visitors. */
function queryClientHere() {
  if (typeof window === 'undefined') return createQueryClient()
  browserQueryClient ??= createQueryClient()
  return browserQueryClient
}

/** What the server drew is seen at once but cannot be used until React has hydrated it: a tap on a
 * button with no handler yet would be lost, so until then it is `inert` (and hidden from assistive
 * technology and from tests' role queries). */
function Hydrating({ children }: { children: ReactNode }) {
  // A page that ships no framework script is never hydrated: it is plain HTML, usable as it comes.
  const hydrated = useHydrated()
  const staticPage = useStaticPage()
  const usable = hydrated || staticPage
  return (
    <div id="root" className="contents" inert={!usable} aria-hidden={usable ? undefined : true}>
      {children}
    </div>
  )
}

export default function App() {
  const matches = useMatches()
  const [queryClient] = useState(() => {
    const client = queryClientHere()
    // The first page drawn (on the server, and as the browser hydrates it) of a public page: signed out,
    // unless the cache knows better; updatedAt 0 makes the session query ask at once.
    const signedOut = matches.some((m) => (m.handle as PageHandle | undefined)?.drawnSignedOut)
    if (signedOut && client.getQueryData(meQueryKey) === undefined)
      client.setQueryData(meQueryKey, 'signed-out', { updatedAt: 0 })
    return client
  })
  // Every matched loader's answers, for the query cache (decision 033), and the server's screen guess.
  const state = useMemo(
    () => ({ queries: matches.flatMap((m) => seedOf(m.loaderData)?.queries ?? []), mutations: [] }),
    [matches],
  )
  const narrow = matches.some(
    ({ loaderData: data }) => !!data && typeof data === 'object' && 'narrow' in data && data.narrow === true,
  )
  const locale = matches
    .map(({ loaderData: data }) =>
      data && typeof data === 'object' && 'locale' in data && typeof data.locale === 'string' ? data.locale : null,
    )
    .find((l) => l !== null)
  const localeGuess = useMemo(() => ({ locale: locale ?? 'en-US', timeZone: 'UTC' }), [locale])
  const hydrated = useHydrated()
  useEffect(() => registerServiceWorker(), [])
  return (
    <ServerLocaleGuess.Provider value={localeGuess}>
      <ServerScreenGuess.Provider value={useMemo(() => ({ narrow }), [narrow])}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={state}>
            <Hydrating>
              <MaintenanceBanner />
              <Outlet />
            </Hydrating>
          </HydrationBoundary>
          {/* sonner itself loads with the first toast (decision 026: src/lib/toast.ts). */}
          {hydrated && <Toaster />}
          <OfflineNotice />
        </QueryClientProvider>
      </ServerScreenGuess.Provider>
    </ServerLocaleGuess.Provider>
  )
}

// An error page is rare: its code loads when one is drawn (the server waits for it: entry.server.tsx).
const ErrorPage = lazyPart(() => import('./routes/error-page').then((m) => m.ErrorPage))

export function ErrorBoundary() {
  return <ErrorPage />
}
