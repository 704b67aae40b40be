import { type Context, Hono } from 'hono'
import { createRequestHandler } from 'react-router'
import type { AppEnv } from '../env'
import { withDb } from '../middleware/context'
import { withSecurityHeaders } from '../middleware/security-headers'
import { eventPageData } from './event-page-data'
import { prerenderedPage } from './prerendered'
import { hasSignedSession } from './session-cookie'

// Every request that is not the API's: React Router's (decision 033). The route modules' loaders get the
// services they call through the load context (src/lib/load-context.ts); every page carries the security
// headers, its script policy with the nonce made for that one response.

const handle = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE)

/** 128 random bits, base64: what CSP asks of a nonce. */
function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

async function page(c: Context<AppEnv>) {
  const nonce = newNonce()
  c.res =
    (await prerenderedPage(c, nonce)) ??
    (await handle(c.req.raw, {
      nonce,
      cloudflare: { env: c.env, ctx: c.executionCtx },
      eventPage: (id) => eventPageData(c, id),
    }))
  withSecurityHeaders(c, nonce)
  return c.res
}

export const pages = new Hono<AppEnv>()
  .use(withDb)
  // Signed-in people came for their events, not the pitch. Only the cookie's signature is checked (no D1
  // query): a revoked or expired session goes to /dashboard, and the app sends it to sign in from there.
  .get('/', async (c, next) => {
    if (!(await hasSignedSession(c))) return next()
    const out = { res: c.redirect('/dashboard', 302) }
    withSecurityHeaders(out)
    return out.res
  })
  .all('*', page)
