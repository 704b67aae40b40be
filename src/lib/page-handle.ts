/**
 * A route's `handle`: `hydrate: false` marks a page that works as plain HTML (decision 033). The root
 * layout then leaves out the framework's scripts and loads only the small static-page script (the theme
 * switch, the phone menu, the offline bar, the service worker).
 */
export type PageHandle = { hydrate?: boolean }

export const NO_HYDRATION: PageHandle = { hydrate: false }
