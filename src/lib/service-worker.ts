// Registers public/sw.js (docs/decisions/024) in the built app. Not under `vite dev`: a cached shell
// would hide the changes being made.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The scripts this first visit loaded before the worker was in charge (the page's lazy route
        // chunks): hand them over so this page opens offline too, not only the next one.
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname)
        registration.active?.postMessage({ type: 'cache-assets', assets })
      })
      .catch(() => {
        // No offline shell (e.g. a private window that refuses it); the app works as before.
      })
  }
  // After the page's own loading, so the worker's downloads never compete with it.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}

/**
 * Asks the service worker to keep files a page fetched before it was in charge (a first visit that reads
 * a receipt at once: the reader's models and runtime), so the next visit does not download them again.
 * The worker keeps only what it would have kept itself (/assets/ and /ocr/ files).
 */
export function keepForNextVisit(paths: string[]) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'cache-reader', paths }))
    .catch(() => {})
}
