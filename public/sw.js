// OpenTab's service worker (docs/decisions/024): the app shell opens with no connection; nothing from
// /api/ is ever answered from a cache, so money, claims and sessions are always the server's.
//   - navigations: network first; offline, the last shell we saw (every route is the same SPA page). The
//     pages prerendered at build time (decision 025: `/` for visitors, `/auth`) are not the shell: the shell
//     is /index.html, and a navigation refreshes it only when it answered with the shell itself. A
//     server-rendered event page (decision 027), marked no-store, is never kept (nor read: it streams).
//   - /assets/*: content-hashed, so cache first (kept as pages load them; the shell's are fetched on install).
//   - everything else, /api/ and /ocr/ (15 MB of models, the HTTP cache's job) included: not touched.
const SHELL = 'opentab-shell-v2'
const SHELL_URL = '/index.html'

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

/** The shell page and the scripts, styles and icons it names. */
async function cacheShell() {
  const cache = await caches.open(SHELL)
  const res = await fetch(SHELL_URL, { cache: 'no-store' })
  if (!res.ok) return
  const html = await res.clone().text()
  await cache.put(SHELL_URL, res)
  const named = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]).filter(isShellAsset)
  await cache.addAll([...new Set(named)])
}

const isShellAsset = (path) =>
  path.startsWith('/assets/') || /^\/(theme\.js|favicon\.svg|manifest\.webmanifest)$/.test(path)

// The page lists the /assets/ files it loaded before this worker controlled it (src/lib/service-worker.ts).
self.addEventListener('message', (event) => {
  const assets = event.data?.type === 'cache-assets' && Array.isArray(event.data.assets) ? event.data.assets : []
  // Once each: addAll refuses a list that names a file twice.
  const wanted = [...new Set(assets.filter((path) => typeof path === 'string' && isShellAsset(path)))]
  if (wanted.length) event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(wanted)))
})

self.addEventListener('fetch', (event) => {
  const req = event.request
  const url = new URL(req.url)
  if (req.method !== 'GET' || url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/api/')) return // never from a cache
  if (req.mode === 'navigate') event.respondWith(navigate(req))
  else if (isShellAsset(url.pathname)) event.respondWith(cacheFirst(req))
})

async function navigate(req) {
  try {
    const res = await fetch(req)
    const html = res.ok && (res.headers.get('content-type') ?? '').includes('text/html')
    // A page the worker rendered for this person (decision 027) says no-store: never kept, never a shell.
    const personal = (res.headers.get('cache-control') ?? '').includes('no-store')
    if (html && !personal && isShell(await res.clone().text())) {
      const cache = await caches.open(SHELL)
      await cache.put(SHELL_URL, res.clone())
    }
    return res
  } catch {
    const shell = await caches.match(SHELL_URL)
    return shell ?? Response.error()
  }
}

// A prerendered page carries its markup in #prerendered; the shell's #root is empty.
const isShell = (html) => !html.includes('id="prerendered"')

async function cacheFirst(req) {
  const hit = await caches.match(req)
  if (hit) return hit
  const res = await fetch(req)
  if (res.ok) {
    const cache = await caches.open(SHELL)
    await cache.put(req, res.clone())
  }
  return res
}
