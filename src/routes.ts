import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// Every screen is its own route module, and so its own chunk: a phone downloads only what it shows; so is
// the signed-in shell (its menus, search, notifications), which public pages never load (decision 023).
export default [
  layout('layouts/public-layout.tsx', [
    index('routes/public/landing.tsx'),
    route('features', 'routes/public/features.tsx'),
    route('docs', 'routes/public/docs.tsx'),
    route('help', 'routes/public/help.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('auth', 'routes/auth/auth-page.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    route('confirm-email', 'routes/auth/confirm-email.tsx'),
    route('sign-in-link', 'routes/auth/sign-in-link.tsx'),
    route('accept-invite', 'routes/auth/accept-invite.tsx'),
    route('join', 'routes/events/join.tsx', { id: 'join' }),
    route('join/:joinCode', 'routes/events/join.tsx', { id: 'join-code' }),
    route('dev/mailbox', 'routes/dev/mailbox.tsx'),
    route('guest-share/:token', 'routes/public/guest-share.tsx'),
  ]),
  layout('layouts/app-layout.tsx', [
    route('dashboard', 'routes/dashboard/dashboard.tsx'),
    route('complete-profile', 'routes/account/complete-profile.tsx'),
    route('keep-tabs', 'routes/account/keep-tabs.tsx'),
    route('profile', 'routes/account/profile.tsx'),
    route('tabs', 'routes/account/tabs.tsx'),
    route('friends', 'routes/account/friends.tsx'),
    route('messages', 'routes/account/messages.tsx'),
    route('notifications', 'routes/account/notifications.tsx'),
    route('events/new', 'routes/events/new-event.tsx'),
    route('events/:id', 'routes/events/event-page.tsx'),
    route('events/:id/edit', 'routes/events/edit-event.tsx'),
    route('events/:id/breakdown', 'routes/events/breakdown-page.tsx'),
    route('events/:id/receipt', 'routes/events/receipt-page.tsx'),
    route('events/:id/disputes', 'routes/events/disputes-page.tsx'),
    route('events/:id/dispute/:itemId', 'routes/events/dispute-page.tsx'),
    route('events/:id/settlements', 'routes/events/settlements-page.tsx'),
  ]),
  // The admin portal has its own chrome (outside the public and app layouts).
  route('admin/*', 'routes/admin/admin-page.tsx'),
  // Unknown addresses: 'Page not found' in the app shell when signed in, the public layout otherwise.
  layout('layouts/any-layout.tsx', [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig
