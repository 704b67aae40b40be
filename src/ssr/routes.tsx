import type { RouteObject } from 'react-router'
import { AppLayout } from '@/layouts/app-layout'
import { RootLayout } from '@/layouts/root-layout'
import { Component as EventPage } from '@/routes/events/event-page'

/**
 * The branch of src/router.tsx that the worker renders: root layout > signed-in shell > event page, with
 * the same components the browser's lazy routes resolve to, so the HTML hydrates without a mismatch.
 * Only this branch, imported statically: the worker bundle never holds the other screens (the receipt
 * reader, the admin portal). The worker sends only /events/:id here (never /events/new).
 */
export const eventPageRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ Component: AppLayout, children: [{ path: 'events/:id', Component: EventPage }] }],
  },
]
