import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { isAdminRole } from '../../src/domain/schemas/admin'
import { SUSPENDED_MESSAGE } from '../auth-guards'
import { profiles, session as sessions } from '../db/schema'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/http-error'
import { settingsQuery, toSettings } from '../services/admin-settings'
import { closeSessionSockets, endAllSessions } from '../services/sessions'
import { authFor } from './context'

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
export const MAINTENANCE_MESSAGE =
  'OpenTab is under maintenance: you can look around, but changes are paused until it ends. Please try again later.'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Loads the signed-in user and profile, or answers 401 'Not authenticated'. Suspended accounts are signed out.
 * The admin settings are read in the same D1 batch as the profile (no extra round trip, never stale:
 * docs/decisions/022): a session older than sessionTimeout hours ends here, and in maintenance mode
 * every write by a non-admin is refused with 503.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // Routers mounted on the same prefix each declare requireUser; check the session once per request.
  if (c.var.profile) return next()
  const db = c.var.db
  const auth = authFor(c.env, db, new URL(c.req.url).origin)
  const result = await auth.api.getSession({ headers: c.req.raw.headers })
  if (!result) throw unauthorized()
  const [[profile], [settingsRow]] = await db.batch([
    db.select().from(profiles).where(eq(profiles.id, result.user.id)),
    settingsQuery(db),
  ])
  if (!profile) throw unauthorized()
  if (profile.status === 'suspended') {
    // Every session of a suspended account stops working, not just this one, and its live sockets close.
    await endAllSessions(c.env, db, profile.id)
    throw new ApiError(403, 'account_suspended', SUSPENDED_MESSAGE)
  }
  const settings = toSettings(settingsRow)
  // An absolute limit from sign-in (better-auth's own expiry slides with use; this one does not).
  const endsAt = new Date(result.session.createdAt).getTime() + settings.sessionTimeout * 3_600_000
  if (endsAt <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, result.session.id))
    await closeSessionSockets(c.env, db, profile.id, result.session.id)
    throw new ApiError(401, 'session_expired', SESSION_EXPIRED)
  }
  if (settings.maintenanceMode && WRITES.has(c.req.method) && !isAdminRole(profile.role))
    throw new ApiError(503, 'maintenance', MAINTENANCE_MESSAGE)
  c.set('session', {
    userId: result.user.id,
    sessionId: result.session.id,
    emailVerified: result.user.emailVerified,
    // Live sockets close at this time (live.ts): whichever of the two expiries comes first.
    expiresAt: new Date(Math.min(new Date(result.session.expiresAt).getTime(), endsAt)),
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
