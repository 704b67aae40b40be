// The SPA shell the server-rendered event page is poured into, and the route's JS chunks to preload
// (decision 027). Both come from the build's static assets, read once per isolate.

/** Where the build's client manifest lands (vite.config.ts, `build.manifest`). */
export const ROUTE_MANIFEST = '/route-manifest.json'

/** The client modules of the event page's branch (src/router.tsx's lazy imports), as the manifest names them. */
const EVENT_PAGE_MODULES = ['src/layouts/app-layout.tsx', 'src/routes/events/event-page.tsx']

const ROOT = '<div id="root"></div>'

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

export type Shell = { html: string; preloads: string }

let cached: Promise<Shell | null> | null = null

/**
 * The SPA shell (/index.html: what the static assets answer for a deep link) and the
 * `<link rel="modulepreload">` tags for the event page's chunks; null when there is no usable shell.
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
  // Without a manifest (a deep-link fallback answers instead: `vite dev`) the page just has no preloads.
  const chunks = await manifest
    .json()
    .then((m) => (manifest.ok && m && typeof m === 'object' ? (m as Manifest) : {}))
    .catch(() => ({}))
  return { html, preloads: preloadTags(chunks) }
}

/** The chunks the event page needs beyond what index.html already loads, as modulepreload/stylesheet tags. */
export function preloadTags(manifest: Manifest): string {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue
      into.add(key)
      closure(manifest[key].imports ?? [], into)
    }
    return into
  }
  const loaded = closure(['index.html'])
  const tags: string[] = []
  for (const key of closure(EVENT_PAGE_MODULES)) {
    if (loaded.has(key)) continue
    const chunk = manifest[key] as ManifestChunk
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`)
    for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`)
  }
  return tags.join('')
}

/** JSON inside `<script type="application/json">`: no `<` at all, so user text cannot close the element. */
export const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c')

/**
 * The shell with the rendered page in #root, the query cache beside it and the preloads in <head>. The
 * page is `inert` and `aria-hidden` until React has hydrated it (src/main.tsx): a tap or a key on a
 * button that has no handler yet would be lost, so until then it can be seen but not used, focused or
 * reached by assistive technology (or by a test's role query).
 */
export function pourIntoShell(shell: Shell, page: { html: string; state: string }): string {
  return shell.html
    .replace('</head>', () => `${shell.preloads}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" inert aria-hidden="true">${page.html}</div><script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`,
    )
}
