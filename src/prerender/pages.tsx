// Renders the public pages that ship as HTML (decision 025) with react-dom/server, in Node, at build time
// (vite.config.ts imports this file through Vite's module runner). The same components the app renders:
// nothing here is a copy of their markup.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router'
import { OfflineBar } from '@/components/shell/offline-notice'
import { PublicLayout } from '@/layouts/public-layout'
import { meQueryKey } from '@/lib/session'
import { Component as AuthPage } from '@/routes/auth/auth-page'
import { Component as Landing } from '@/routes/public/landing'
import { StaticPublicMenu } from './static-public-menu'

export type PrerenderedPage = { file: string; title: string; body: string; script: 'app' | 'landing' }

/**
 * Drawn signed out, header links included: the worker serves these pages only to a visitor without a
 * session (worker/routes/pages.ts), and the app takes the sign-in pages over in that same state (main.tsx).
 */
function render(url: string, page: ReactNode) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(meQueryKey, 'signed-out')
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

export function prerenderedPages(): PrerenderedPage[] {
  return [
    {
      // No framework script: the phone menu and the offline bar are the static versions landing-script.ts drives.
      file: 'landing.html',
      title: 'OpenTab',
      script: 'landing',
      body:
        render('/', <Landing />) +
        renderToStaticMarkup(
          <>
            <StaticPublicMenu />
            <div id="offline-bar" hidden>
              <OfflineBar />
            </div>
          </>,
        ),
    },
    // The app loads over these when they are first used and replaces them with the same markup (app-on-first-use.ts).
    { file: 'auth.html', title: 'Sign In · OpenTab', script: 'app', body: render('/auth', <AuthPage />) },
    {
      file: 'auth-signup.html',
      title: 'Sign Up · OpenTab',
      script: 'app',
      body: render('/auth?mode=signup', <AuthPage />),
    },
  ]
}
