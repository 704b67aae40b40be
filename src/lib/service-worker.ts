// Registers public/sw.js (docs/decisions/024) in the built app. Not under `vite dev`: a cached shell
// would hide the changes being made.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline shell (e.g. a private window that refuses it); the app works as before.
    })
  })
}
