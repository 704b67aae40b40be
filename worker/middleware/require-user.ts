import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isAdminRole } from '../../src/domain/schemas/admin'
import * as SERVER from '../../src/messages/server'
import { SESSION_COOKIE, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from '../auth'
import { SUSPENDED_MESSAGE } from '../auth-guards'
import { fromJsonRow } from '../db/json-row'
import { adminSettings, profiles, session, user } from '../db/schema'
import { runSessionRead, SESSION_ONLY, type SessionRead, type SessionReadRow } from '../db/session-read'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/http-error'
import { verifiedCookie } from '../lib/signed-cookie'
import { closeSessionSockets, endAllSessions } from '../services/account/sessions'
import { toSettings } from '../services/admin/admin-settings'
import { authFor } from './context'

const SESSION_EXPIRED = SERVER.sessionExpired
export const MAINTENANCE_MESSAGE = SERVER.maintenance

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

// Who is asking, in at most one D1 round trip that the route's own reads can share (decision 023):
// 1. the signed session cookie is verified in the worker (HMAC with the auth secret, its key imported
//    once per isolate: lib/signed-cookie.ts; no query);
// 2. the session row, its user and profile are read as one statement (db/session-read.ts), alone
//    (requireUser) or with the route's own value in the same row (withViewerValue). A signed-out,
//    revoked or expired session has no live row, and a suspended profile is refused, on that very request.
// 3. the admin settings are read in that same statement (decision 022): a session older than
//    sessionTimeout hours ends here, and in maintenance mode every write by a non-admin is refused with 503.

type SessionRow = NonNullable<ReturnType<typeof sessionRow>>
type Profile = SessionRow['profile']

function sessionRow(read: SessionReadRow<unknown> | undefined) {
  if (!read) return undefined
  const json = JSON.parse(read.json) as Record<string, unknown> & { profile: object; settings: { id: unknown } }
  return {
    sessionId: json.sessionId as string,
    userId: json.userId as string,
    expiresAt: session.expiresAt.mapFromDriverValue(json.expiresAt as number) as Date,
    createdAt: session.createdAt.mapFromDriverValue(json.createdAt as number) as Date,
    emailVerified: user.emailVerified.mapFromDriverValue(json.emailVerified as number) as boolean,
    isGuest: json.isGuest === 1,
    profile: fromJsonRow(profiles, json.profile as Record<string, unknown>),
    settings: json.settings.id === null ? undefined : fromJsonRow(adminSettings, json.settings),
  }
}

/** The token of a correctly signed better-auth session cookie, or 401. No D1 query. */
async function verifiedToken(c: Context<AppEnv>) {
  if (c.var.sessionToken) return c.var.sessionToken
  const token = await verifiedCookie(c, c.env.BETTER_AUTH_SECRET, SESSION_COOKIE)
  if (!token) throw unauthorized()
  c.set('sessionToken', token)
  return token
}

/** Accepts the session row read for this request, or refuses it (401, or 403 for a suspended account). */
async function accept(c: Context<AppEnv>, read: SessionReadRow<unknown> | undefined) {
  const row = sessionRow(read)
  if (!row || row.expiresAt.getTime() <= Date.now()) throw unauthorized()
  const { profile } = row
  if (profile.status === 'suspended') {
    // Every session of a suspended account stops working, not just this one, and its live sockets close.
    await endAllSessions(c.env, c.var.db, profile.id)
    throw new ApiError(403, 'account_suspended', SUSPENDED_MESSAGE)
  }
  const settings = toSettings(row.settings)
  const endsAt = absoluteEnd(row, settings)
  if (endsAt <= Date.now()) {
    await c.var.db.delete(session).where(eq(session.id, row.sessionId))
    await closeSessionSockets(c.env, c.var.db, profile.id, row.sessionId)
    throw new ApiError(401, 'session_expired', SESSION_EXPIRED)
  }
  if (settings.maintenanceMode && WRITES.has(c.req.method) && !isAdminRole(profile.role))
    throw new ApiError(503, 'maintenance', MAINTENANCE_MESSAGE)
  // Once a day (better-auth's updateAge) the session's expiry slides forward; better-auth does the write.
  if (refreshDue(row)) await authFor(c).api.getSession({ headers: c.req.raw.headers })
  setViewer(c, row, profile, endsAt)
}

// An absolute limit from sign-in (better-auth's own expiry slides with use; this one does not).
const absoluteEnd = (row: SessionRow, settings: { sessionTimeout: number }) =>
  row.createdAt.getTime() + settings.sessionTimeout * 3_600_000

const refreshDue = (row: SessionRow) =>
  row.expiresAt.getTime() - SESSION_EXPIRES_IN * 1000 + SESSION_UPDATE_AGE * 1000 <= Date.now()

function setViewer(c: Context<AppEnv>, row: SessionRow, profile: Profile, endsAt: number) {
  c.set('session', {
    userId: row.userId,
    sessionId: row.sessionId,
    emailVerified: row.emailVerified,
    isGuest: row.isGuest,
    // Live sockets close at this time (live.ts): whichever of the two expiries comes first.
    expiresAt: new Date(Math.min(row.expiresAt.getTime(), endsAt)),
  })
  c.set('profile', profile)
}

/** Loads the signed-in user and profile, or answers 401 'Not authenticated'. Suspended accounts are signed out. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // Routers mounted on the same prefix each declare requireUser; check the session once per request.
  if (c.var.profile) return next()
  const token = await verifiedToken(c)
  if (!deferred.has(c.req.raw)) {
    await accept(c, await runSessionRead(c.var.db, SESSION_ONLY, { token }))
  }
  await next()
})

const deferred = new WeakSet<Request>()

/**
 * Put before `requireUser` on a route whose handler reads through `withViewer`: requireUser then only
 * verifies the cookie, and the session is checked in the handler's own batch.
 */
export const sessionInSameBatch = createMiddleware<AppEnv>(async (c, next) => {
  // Reads only: a write checks the session before it changes anything.
  if (c.req.method === 'GET') deferred.add(c.req.raw)
  await next()
})

/**
 * The session check and one value in ONE statement (decision 028): `read` computes the value in the
 * session's own row (db/session-read.ts), with `values` for its placeholders. The session is accepted or
 * refused from that row before the value is returned. Behind `sessionInSameBatch` + `requireUser`; when
 * the session is already checked, `alreadyChecked` reads the value for the known profile instead.
 */
export async function withViewerValue<T>(
  c: Context<AppEnv>,
  read: SessionRead<T>,
  values: Record<string, unknown>,
  alreadyChecked: (viewerId: string) => Promise<T>,
): Promise<T> {
  if (c.var.profile) return alreadyChecked(c.var.profile.id)
  const token = await verifiedToken(c)
  const row = await runSessionRead(c.var.db, read, { ...values, token })
  await accept(c, row)
  return (row as SessionReadRow<T>).value
}

/** The signed-in profile; only call behind requireUser. */
export function me(c: { var: AppEnv['Variables'] }) {
  const profile = c.var.profile
  if (!profile) throw unauthorized()
  return profile
}

/**
 * For a server-rendered page (decision 027): `value` read in the session's own row, like withViewerValue,
 * but only a plain, live session is accepted. Anything that needs more than a read (no or a
 * bad cookie, no session row, expired, suspended, past the admin's timeout, due its daily refresh) gives
 * null and changes nothing: the page falls back to the SPA, whose API calls handle that case as always.
 */
export async function withPlainViewer<T>(
  c: Context<AppEnv>,
  read: SessionRead<T>,
  values: Record<string, unknown>,
): Promise<{ value: T } | null> {
  const token = await verifiedCookie(c, c.env.BETTER_AUTH_SECRET, SESSION_COOKIE)
  if (!token) return null
  c.set('sessionToken', token)
  const found = await runSessionRead(c.var.db, read, { ...values, token })
  const row = sessionRow(found)
  if (!found || !row || row.profile.status === 'suspended' || refreshDue(row)) return null
  const { profile } = row
  const endsAt = absoluteEnd(row, toSettings(row.settings))
  if (Math.min(row.expiresAt.getTime(), endsAt) <= Date.now()) return null
  setViewer(c, row, profile, endsAt)
  return { value: found.value }
}
