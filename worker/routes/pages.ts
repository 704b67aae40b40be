import type { Context } from 'hono'
import { SESSION_COOKIE } from '../auth'
import type { AppEnv } from '../env'
import { verifiedCookie } from '../lib/signed-cookie'

// The public pages prerendered at build time (decision 025; vite.config.ts writes them to
// dist/client/prerendered/). wrangler.toml sends `/` and `/auth` here before the static assets; the
// security headers come from the middleware index.ts puts in front, as on every worker response.

/** Whether the request carries a correctly signed better-auth session cookie. Only the HMAC is checked, no
 * D1 query: a revoked or expired session goes to /dashboard, and the app sends it to sign in from there. */
async function hasSignedSession(c: Context<AppEnv>) {
  return (await verifiedCookie(c, c.env.BETTER_AUTH_SECRET, SESSION_COOKIE)) !== null
}

/** A file of the static assets, fetched with the visitor's request headers (so If-None-Match still gives 304). */
function asset(c: Context<AppEnv>, path: string) {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { headers: c.req.raw.headers }))
}

/** `/`: signed-in people came for their events, not the pitch; everyone else gets the landing page. */
export async function homePage(c: Context<AppEnv>) {
  if (await hasSignedSession(c)) return c.redirect('/dashboard', 302)
  return asset(c, '/prerendered/landing.html')
}

/** `/auth`: the sign-in or sign-up form as HTML, which starts the app when first used. Other modes (a
 * forgotten password) are the app's usual page, and so is `/auth` with a session: the app sends the person
 * on at once (to a pending join, a redirect or the dashboard), which the HTML would only do once touched. */
export async function authPage(c: Context<AppEnv>) {
  const mode = c.req.query('mode')
  if (mode === 'forgot' || (await hasSignedSession(c))) return asset(c, '/index.html')
  return asset(c, mode === 'signup' ? '/prerendered/auth-signup.html' : '/prerendered/auth.html')
}
