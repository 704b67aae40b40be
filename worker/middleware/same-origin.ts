import { createMiddleware } from 'hono/factory'
import * as SERVER from '../../src/messages/server'
import { ApiError } from '../lib/http-error'

// Cross-site request forgery guard (decision 006). Session cookies are SameSite=Lax, which keeps them off
// most cross-site requests but not off requests from a sibling subdomain or port (same-site), and is a
// browser rule we do not want as our only one. So every state-changing request and every WebSocket upgrade
// must come from our own origin: the request URL's (the worker sees the public origin, as auth.ts relies on).
//
// The rule, browser headers first:
// - `Origin` present: it must equal our origin exactly (`null`, from sandboxes and cross-site redirects,
//   is refused);
// - `Sec-Fetch-Site` present: it must be `same-origin` or `none` (typed by the user);
// - neither present: not a cross-site browser request (curl, server-to-server, our worker tests), allowed.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SAFE_FETCH_SITES = new Set(['same-origin', 'none'])

export const CROSS_SITE_MESSAGE = SERVER.crossSite

/** True when the request may change state: it comes from our own origin, or from no browser page at all. */
function isSameOriginRequest(req: Request): boolean {
  const origin = req.headers.get('origin')
  if (origin !== null && origin !== new URL(req.url).origin) return false
  const site = req.headers.get('sec-fetch-site')
  if (site !== null && !SAFE_FETCH_SITES.has(site.trim().toLowerCase())) return false
  return true
}

const needsCheck = (req: Request) =>
  STATE_CHANGING.has(req.method) || req.headers.get('upgrade')?.toLowerCase() === 'websocket'

/** 403 in our error shape, before any handler runs, for a cross-site write or WebSocket upgrade. */
export const sameOriginOnly = createMiddleware(async (c, next) => {
  if (needsCheck(c.req.raw) && !isSameOriginRequest(c.req.raw))
    throw new ApiError(403, 'cross_site', CROSS_SITE_MESSAGE)
  await next()
})
