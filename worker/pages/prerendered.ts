import type { Context } from 'hono'
import type { AppEnv } from '../env'

// The public pages React Router prerenders at build time (react-router.config.ts `prerender`: each
// /path/index.html among the static assets). The same for every visitor, so the worker serves the file
// rather than drawing it again, with the nonce of this response on the framework's inline scripts.
// Its modulepreload hints are dropped: the page's module script sits at the end of a short document, so
// the browser asks for the same files a moment later anyway, and without twenty hints racing it the
// stylesheet (the one thing the first paint waits for) arrives first on a slow phone connection.
// Lighthouse's sign-in figure went from 84 to 100 with no later start for the form (decision 033).

/** The header public/sw.js sends when it fetches a page to keep for offline use. */
const SHELL_REQUEST = 'x-opentab-shell'

const PRERENDERED = new Set(['/', '/features', '/docs', '/help', '/privacy', '/terms', '/auth'])

/** The prerendered file for this request, or null to draw the page (a query string can change what it
 * shows, e.g. /auth?mode=signup; under `vite dev` there are no files). */
export async function prerenderedPage(c: Context<AppEnv>, nonce: string): Promise<Response | null> {
  const url = new URL(c.req.url)
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || url.search || !PRERENDERED.has(url.pathname)) return null
  const file = url.pathname === '/' ? '/index.html' : `${url.pathname}/index.html`
  const res = await c.env.ASSETS.fetch(new Request(new URL(file, url)))
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return null
  const forShell = c.req.header(SHELL_REQUEST) === '1'
  const page = new HTMLRewriter()
    .on('script', {
      element(script) {
        script.setAttribute('nonce', nonce)
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        // The service worker asks with SHELL_REQUEST when it keeps the page for offline use: it reads the
        // hints to know which files the page needs, so that copy keeps them.
        if (!forShell) link.remove()
      },
    })
    .transform(res)
  // Each answer has its own nonce: a copy revalidated by ETag would keep an old one the new policy refuses.
  const out = new Response(page.body, page)
  out.headers.delete('ETag')
  out.headers.set('Cache-Control', 'no-cache')
  return out
}
