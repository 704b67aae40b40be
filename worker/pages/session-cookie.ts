import type { Context } from 'hono'
import { SESSION_COOKIE } from '../auth'
import type { AppEnv } from '../env'
import { verifiedCookie } from '../lib/signed-cookie'

/** Whether the request carries a correctly signed better-auth session cookie. Only the HMAC is checked, no
 * D1 query. */
export async function hasSignedSession(c: Context<AppEnv>) {
  return (await verifiedCookie(c, c.env.BETTER_AUTH_SECRET, SESSION_COOKIE)) !== null
}
