import { createMiddleware } from 'hono/factory'
import { SUSPENDED_MESSAGE } from '../auth-guards'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/http-error'
import { findProfile } from '../services/profiles'
import { endAllSessions } from '../services/sessions'
import { authFor } from './context'

/** Loads the signed-in user and profile, or answers 401 'Not authenticated'. Suspended accounts are signed out. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // Routers mounted on the same prefix each declare requireUser; check the session once per request.
  if (c.var.profile) return next()
  const db = c.var.db
  const auth = authFor(c.env, db, new URL(c.req.url).origin)
  const result = await auth.api.getSession({ headers: c.req.raw.headers })
  if (!result) throw unauthorized()
  const profile = await findProfile(db, result.user.id)
  if (!profile) throw unauthorized()
  if (profile.status === 'suspended') {
    // Every session of a suspended account stops working, not just this one, and its live sockets close.
    await endAllSessions(c.env, db, profile.id)
    throw new ApiError(403, 'account_suspended', SUSPENDED_MESSAGE)
  }
  c.set('session', {
    userId: result.user.id,
    sessionId: result.session.id,
    emailVerified: result.user.emailVerified,
    expiresAt: new Date(result.session.expiresAt),
  })
  c.set('profile', profile)
  await next()
})

/** The signed-in profile; only call behind requireUser. */
export function me(c: { var: AppEnv['Variables'] }) {
  const profile = c.var.profile
  if (!profile) throw unauthorized()
  return profile
}
