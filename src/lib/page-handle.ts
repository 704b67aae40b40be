/**
 * A route's `handle` (decision 033).
 * - `hydrate: false`: a page that works as plain HTML. The root layout leaves out the framework's scripts
 *   and loads only the small static-page script (the theme switch, the phone menu, the offline bar, the
 *   service worker).
 * - `drawnSignedOut`: a public page every visitor gets alike (prerendered at build time), drawn signed out,
 *   header links included. The browser starts in that state only when it knows nothing better, and asks
 *   anew at once (src/root.tsx).
 */
export type PageHandle = { hydrate?: boolean; drawnSignedOut?: boolean }

export const PUBLIC_PAGE: PageHandle = { drawnSignedOut: true }

export const STATIC_PUBLIC_PAGE: PageHandle = { hydrate: false, drawnSignedOut: true }
