import { type Context, Hono } from 'hono'
import { renderEventPage } from '#ssr/event-page'
import type { AppEnv } from '../env'
import { withDb } from '../middleware/context'
import { withPlainViewer } from '../middleware/require-user'
import { securityHeaders } from '../middleware/security-headers'
import { meBody } from '../routes/me'
import { snapshotBesideSession, toSnapshot } from '../services/snapshot'
import { eventPageShell, pourIntoShell } from './shell'

// `/events/:id` rendered in the worker (decision 027): the session and the snapshot in the one D1 batch
// GET /api/events/:id uses, the page drawn from them, and the query cache for the browser to hydrate.
// Whenever that cannot be done (signed out, not a member, unknown id, any failure) the answer is the
// plain SPA shell, and the browser handles the address exactly as before (sign-in, 'Event not found').

export const pageRoutes = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(withDb)
  .get('/events/:id', async (c, next) => {
    // A client route of its own, not an event id.
    if (c.req.param('id') === 'new') return next()
    const page = await renderedPage(c).catch((err: unknown) => {
      console.error('Event page render failed', err instanceof Error ? `${err.name}: ${err.message}` : String(err))
      return null
    })
    const res = page ? c.html(page) : await spaShell(c)
    // Personal data (and a page that depends on who asks): never stored by a browser or a proxy.
    const out = new Response(res.body, res)
    out.headers.set('Cache-Control', 'no-store')
    out.headers.append('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
    return out
  })
  // Every other /events/* address is a client-only route: what the static assets answer for it.
  .all('*', spaShell)

function spaShell(c: { env: Env; req: { raw: Request } }) {
  return c.env.ASSETS.fetch(c.req.raw)
}

async function renderedPage(c: Context<AppEnv, '/events/:id'>): Promise<string | null> {
  const id = c.req.param('id')
  if (!id) return null
  const shell = eventPageShell(c.env.ASSETS, c.req.url)
  const read = await withPlainViewer(c, snapshotBesideSession, { eventId: id })
  const viewer = c.var.profile
  if (!read || !viewer) return null
  // Not a member, or no such event (the statement answers no body): the SPA says 'Event not found' from
  // its own request, as before.
  if (!read.value) return null
  const snapshot = toSnapshot([{ body: read.value }], viewer.id)
  const narrow = looksLikePhone(c.req.raw.headers)
  const [resolvedShell, page] = await Promise.all([
    shell,
    renderEventPage(new Request(c.req.url, { signal: c.req.raw.signal }), { me: meBody(c), snapshot, narrow }),
  ])
  if (!resolvedShell || !page) return null
  return pourIntoShell(resolvedShell, page, narrow ? 'narrow' : 'wide')
}

/**
 * Whether to draw the phone layout: a phone's Chromium says so (Sec-CH-UA-Mobile), and phones' browsers put
 * "Mobi" in their user agent (tablets do not: they get the wide layout, as before). A wrong guess costs
 * only a re-render right after hydration, when the real width decides (src/lib/use-narrow-screen.ts).
 */
function looksLikePhone(headers: Headers) {
  return headers.get('sec-ch-ua-mobile') === '?1' || /Mobi/i.test(headers.get('user-agent') ?? '')
}
