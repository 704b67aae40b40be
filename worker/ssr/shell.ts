// The SPA shell the server-rendered event page is poured into, and the route's JS chunks to start after
// the first paint (decision 027). Both come from the build's static assets, read once per isolate.

/** Where the build's client manifest lands (vite.config.ts, `build.manifest`). */
export const ROUTE_MANIFEST = '/route-manifest.json'

/** The client modules of the event page's branch (src/router.tsx's lazy imports), as the manifest names them. */
const EVENT_PAGE_MODULES = ['src/layouts/app-layout.tsx', 'src/routes/events/event-page.tsx']
/** The lazy part the server draws on a wide screen only (src/main.tsx loads it before hydrating). */
const WIDE_MODULES = ['src/components/event/details-card.tsx']
/** The small script that starts the app once the page has been painted (decision 025's sign-in pages). */
const AFTER_PAINT = 'src/prerender/app-after-paint.ts'

const ROOT = '<div id="root"></div>'
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g
const APP_FILES = /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** The shell with its app scripts taken out, and what goes into <head> in their place, per screen guess. */
export type Shell = { html: string; head: Record<Screen, string> }
export type Screen = 'wide' | 'narrow'

let cached: Promise<Shell | null> | null = null

/**
 * The SPA shell (/index.html: what the static assets answer for a deep link), ready for the event page,
 * read once per isolate; null when there is no usable shell.
 */
export function eventPageShell(assets: Fetcher, url: string): Promise<Shell | null> {
  cached ??= readShell(assets, url).catch(() => null)
  const shell = cached
  // A failed read is not kept: the next request tries again.
  void shell.then((s) => {
    if (!s && cached === shell) cached = null
  })
  return shell
}

async function readShell(assets: Fetcher, url: string): Promise<Shell | null> {
  const [page, manifest] = await Promise.all([
    assets.fetch(new Request(new URL('/index.html', url))),
    assets.fetch(new Request(new URL(ROUTE_MANIFEST, url))),
  ])
  if (!page.ok) return null
  const html = await page.text()
  if (!html.includes(ROOT)) return null
  // Without a manifest (a deep-link fallback answers instead: `vite dev`) the shell stays as it is.
  const chunks = await manifest
    .json()
    .then((m) => (manifest.ok && m && typeof m === 'object' ? (m as Manifest) : {}))
    .catch(() => ({}))
  return startAfterPaint(html, chunks) ?? { html, head: { wide: '', narrow: '' } }
}

/**
 * The page is drawn by the server, so the app's code is not needed for its first frame: the shell's
 * module script and preloads (the entry first), then the event page's own chunks, are named in
 * `<meta name="app-scripts">` and src/prerender/app-after-paint.ts starts them once the HTML has been
 * painted. Fetched and run earlier, 200 KB of script competes with the stylesheet for a slow phone's
 * connection and runs on its main thread before the first frame. Null when the build has no such script.
 */
export function startAfterPaint(html: string, manifest: Manifest): Shell | null {
  const afterPaint = manifest[AFTER_PAINT]?.file
  const appFiles = [...html.matchAll(APP_FILES)].map((m) => m[1] as string)
  if (!afterPaint || !appFiles.length) return null
  const head = (modules: string[]) => {
    const { files, css } = routeChunks(manifest, modules)
    const scripts = [...new Set([...appFiles, ...files])]
    return [
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
      `<meta name="app-scripts" content="${scripts.join(' ')}">`,
      `<script type="module" crossorigin src="/${afterPaint}"></script>`,
    ].join('')
  }
  return {
    html: html.replace(APP_SCRIPTS, ''),
    head: { wide: head([...EVENT_PAGE_MODULES, ...WIDE_MODULES]), narrow: head(EVENT_PAGE_MODULES) },
  }
}

/** The event page's chunks beyond what index.html already loads, and their stylesheets. */
function routeChunks(manifest: Manifest, modules: string[]): { files: string[]; css: string[] } {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue
      into.add(key)
      closure(manifest[key].imports ?? [], into)
    }
    return into
  }
  const loaded = closure(['index.html'])
  const files: string[] = []
  const css: string[] = []
  for (const key of closure(modules)) {
    if (loaded.has(key)) continue
    const chunk = manifest[key] as ManifestChunk
    files.push(`/${chunk.file}`)
    css.push(...(chunk.css ?? []).map((file) => `/${file}`))
  }
  return { files, css }
}

/** JSON inside `<script type="application/json">`: no `<` at all, so user text cannot close the element. */
export const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c')

/**
 * The shell with the rendered page in #root, the query cache beside it and the app's start in <head>. The
 * page is `inert` and `aria-hidden` until React has hydrated it (src/main.tsx): a tap or a key on a
 * button that has no handler yet would be lost, so until then it can be seen but not used, focused or
 * reached by assistive technology (or by a test's role query).
 */
export function pourIntoShell(shell: Shell, page: { html: string; state: string }, screen: Screen): string {
  return shell.html
    .replace('</head>', () => `${shell.head[screen]}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" inert aria-hidden="true">${page.html}</div><script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`,
    )
}
