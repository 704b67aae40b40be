// OpenTab's service worker (docs/decisions/024 and 033): the app opens with no connection; nothing from
// /api/ is ever answered from a cache, so money, claims and sessions are always the server's.
//   - navigations: network first; offline, a copy of a page kept for it. `/` is the prerendered landing
//     page, `/auth` the prerendered sign-in page, and every other address gets the app shell: the
//     signed-in shell as the server draws it before it knows who asks (no personal data: its spinner), in
//     which the app starts and draws the address asked for (and says it is offline). A copy is refreshed
//     whenever its page is loaded. A page marked no-store (the event page) is never kept.
//   - /assets/*: content-hashed, so cache first (kept as pages load them; those the kept pages name are
//     fetched on install).
//   - /ocr/*: the receipt reader's models (12 MB), cache first in a cache of their own once a receipt has
//     been read, so a second visit reads without downloading anything (the reader's runtime is an
//     /assets/ file, kept like the others). Their names carry the model version (PP-OCRv4); a new
//     version is a new name, and READER's version is raised to drop the old files.
//   - everything else, /api/ included: not touched.
const SHELL = 'opentab-shell-v3'
const READER = 'opentab-reader-v2'
/** The app shell: what any address opens offline that is not one of the other kept pages. */
const APP_SHELL = '/dashboard'
const KEPT = ['/', '/auth', APP_SHELL]

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== READER).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

/** The kept pages and the scripts, styles and icons they name. */
async function cacheShell() {
  const cache = await caches.open(SHELL)
  await Promise.all(
    KEPT.map(async (path) => {
      // `/` sends a signed-in visitor to /dashboard: keep the landing page itself, not where it led.
      // x-opentab-shell: the worker keeps the page's modulepreload hints in this copy (they name the files
      // to keep below); pages it serves to browsers leave them out (worker/pages/prerendered.ts).
      const res = await fetch(path, { cache: 'no-store', redirect: 'manual', headers: { 'x-opentab-shell': '1' } })
      if (!res.ok || res.type === 'opaqueredirect') return
      const html = await res.clone().text()
      await cache.put(path, res)
      const named = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]).filter(isShellAsset)
      await cache.addAll([...new Set(named)])
    }),
  )
}

const isShellAsset = (path) =>
  path.startsWith('/assets/') || /^\/(theme\.js|favicon\.svg|manifest\.webmanifest)$/.test(path)

// The page lists the /assets/ files it loaded before this worker controlled it (src/lib/service-worker.ts).
self.addEventListener('message', (event) => {
  const assets = event.data?.type === 'cache-assets' && Array.isArray(event.data.assets) ? event.data.assets : []
  // Once each: addAll refuses a list that names a file twice.
  const wanted = [...new Set(assets.filter((path) => typeof path === 'string' && isShellAsset(path)))]
  if (wanted.length) event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(wanted)))
  // The receipt reader's files, when a page read a receipt before this worker was in charge of it.
  const reader = event.data?.type === 'cache-reader' && Array.isArray(event.data.paths) ? event.data.paths : []
  const keep = async (path) => {
    const name = path.startsWith('/ocr/') ? READER : isShellAsset(path) ? SHELL : null
    if (!name || (await caches.match(path))) return
    await (await caches.open(name)).add(path)
  }
  if (reader.length) event.waitUntil(Promise.all(reader.filter((p) => typeof p === 'string').map(keep)))
})

self.addEventListener('fetch', (event) => {
  const req = event.request
  const url = new URL(req.url)
  if (req.method !== 'GET' || url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/api/')) return // never from a cache
  if (req.mode === 'navigate') event.respondWith(navigate(req))
  else if (isShellAsset(url.pathname)) event.respondWith(cacheFirst(req, SHELL))
  else if (url.pathname.startsWith('/ocr/')) event.respondWith(cacheFirst(req, READER))
})

async function navigate(req) {
  const path = new URL(req.url).pathname
  const kept = KEPT.includes(path) ? path : undefined
  try {
    const res = await fetch(req)
    const html = res.ok && !res.redirected && (res.headers.get('content-type') ?? '').includes('text/html')
    // A page drawn for this person (the event page) says no-store: never kept.
    const personal = (res.headers.get('cache-control') ?? '').includes('no-store')
    if (kept && html && !personal) {
      const cache = await caches.open(SHELL)
      await cache.put(kept, res.clone())
    }
    return res
  } catch {
    // Offline `/` may have no copy of its own (a signed-in visitor is sent on from it): the app draws it.
    const copy = (kept && (await caches.match(kept))) || (await caches.match(APP_SHELL))
    return copy ?? Response.error()
  }
}

async function cacheFirst(req, name) {
  const hit = await caches.match(req)
  if (hit) return hit
  const res = await fetch(req)
  if (res.ok) {
    const cache = await caches.open(name)
    await cache.put(req, res.clone())
  }
  return res
}
