import type { RouteObject } from 'react-router'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { ErrorPage } from './routes/error-page'

// Every screen is its own chunk (`lazy`), so a phone downloads only what it shows; so is the signed-in
// shell (its menus, search, notifications), which public pages never load (decision 023).
// Each route module exports `Component`. main.tsx builds the browser router from these; the worker's
// server render of the event page (src/ssr/routes.tsx) mirrors the branch it renders.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: () => import('./routes/public/landing') },
          { path: 'features', lazy: () => import('./routes/public/features') },
          { path: 'docs', lazy: () => import('./routes/public/docs') },
          { path: 'help', lazy: () => import('./routes/public/help') },
          { path: 'privacy', lazy: () => import('./routes/public/privacy') },
          { path: 'terms', lazy: () => import('./routes/public/terms') },
          { path: 'auth', lazy: () => import('./routes/auth/auth-page') },
          { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
          { path: 'confirm-email', lazy: () => import('./routes/auth/confirm-email') },
          { path: 'accept-invite', lazy: () => import('./routes/auth/accept-invite') },
          { path: 'join', lazy: () => import('./routes/events/join') },
          { path: 'join/:joinCode', lazy: () => import('./routes/events/join') },
          { path: 'dev/mailbox', lazy: () => import('./routes/dev/mailbox') },
          { path: 'guest-share/:token', lazy: () => import('./routes/public/guest-share') },
        ],
      },
      {
        lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard/dashboard') },
          { path: 'complete-profile', lazy: () => import('./routes/account/complete-profile') },
          { path: 'profile', lazy: () => import('./routes/account/profile') },
          { path: 'tabs', lazy: () => import('./routes/account/tabs') },
          { path: 'friends', lazy: () => import('./routes/account/friends') },
          { path: 'messages', lazy: () => import('./routes/account/messages') },
          { path: 'notifications', lazy: () => import('./routes/account/notifications') },
          { path: 'events/new', lazy: () => import('./routes/events/new-event') },
          { path: 'events/:id', lazy: () => import('./routes/events/event-page') },
          { path: 'events/:id/edit', lazy: () => import('./routes/events/edit-event') },
          { path: 'events/:id/breakdown', lazy: () => import('./routes/events/breakdown-page') },
          { path: 'events/:id/receipt', lazy: () => import('./routes/events/receipt-page') },
          { path: 'events/:id/disputes', lazy: () => import('./routes/events/disputes-page') },
          { path: 'events/:id/dispute/:itemId', lazy: () => import('./routes/events/dispute-page') },
          { path: 'events/:id/settlements', lazy: () => import('./routes/events/settlements-page') },
        ],
      },
      // The admin portal has its own chrome (spec section 2: outside the public and app layouts).
      { path: 'admin/*', lazy: () => import('./routes/admin/admin-page') },
      {
        // Unknown addresses: 'Page not found' in the app shell when signed in, the public layout otherwise.
        lazy: () => import('./layouts/any-layout').then((m) => ({ Component: m.AnyLayout })),
        children: [{ path: '*', lazy: () => import('./routes/not-found') }],
      },
    ],
  },
]
