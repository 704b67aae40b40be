import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as COMMON from '../src/messages/common'
import * as SERVER from '../src/messages/server'
import type { AppEnv } from './env'
import { inApiErrorShape } from './lib/auth-error-shape'
import { ApiError, type ApiErrorBody } from './lib/http-error'
import { authFor, withDb } from './middleware/context'
import { authRequest, refuseDeepJson } from './middleware/json-body'
import { refuseAccountWritesInMaintenance } from './middleware/maintenance'
import { sameOriginOnly } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { adminRoutes } from './routes/admin'
import { commentRoutes } from './routes/comments'
import { devRoutes } from './routes/dev'
import { disputeRoutes } from './routes/disputes'
import { eventRoutes } from './routes/events'
import { friendRoutes } from './routes/friends'
import { guestShareRoutes, publicGuestShareRoutes, tabLinkRoutes } from './routes/guest-shares'
import { eventPeopleRoutes, invitationRoutes } from './routes/invites'
import { itemRoutes } from './routes/items'
import { joinRoutes } from './routes/join'
import { liveRoutes } from './routes/live'
import { meRoutes } from './routes/me'
import { meLiveRoutes } from './routes/me-live'
import { messageRoutes } from './routes/messages'
import { notificationRoutes } from './routes/notifications'
import { openapiRoutes } from './routes/openapi'
import { receiptReaderRoutes, receiptRoutes } from './routes/receipts'
import { searchRoutes } from './routes/search'
import { sessionRoutes } from './routes/session'
import { settlementRoutes } from './routes/settlements'
import { siteStatusRoutes } from './routes/site-status'
import { tabRoutes } from './routes/tabs'
import { ticketRoutes } from './routes/tickets'
import { RateLimited } from './services/account/rate-limits'

const api = new Hono<AppEnv>()
  // Registered before basePath, so it wraps every response the worker makes, the 404 for a path outside
  // /api (a missing asset falls through to the worker) included.
  .use(securityHeaders)
  .basePath('/api')
  // Before anything reads the body or the session: a cross-site write is refused with nothing done.
  .use(sameOriginOnly)
  .use(refuseDeepJson)
  .use(withDb)
  .get('/health', (c) => c.json({ ok: true }))
  .on(['GET', 'POST'], '/auth/*', refuseAccountWritesInMaintenance, async (c) =>
    inApiErrorShape(await authFor(c).handler(await authRequest(c))),
  )
  .route('/session', sessionRoutes)
  .route('/me', meRoutes)
  .route('/me/notifications', notificationRoutes)
  .route('/me/messages', messageRoutes)
  .route('/me/live', meLiveRoutes)
  .route('/events', eventRoutes)
  .route('/events', itemRoutes)
  .route('/events', disputeRoutes)
  .route('/events', liveRoutes)
  .route('/events', commentRoutes)
  .route('/events', receiptRoutes)
  .route('/events', settlementRoutes)
  .route('/events', eventPeopleRoutes)
  .route('/invites', invitationRoutes)
  .route('/events', guestShareRoutes)
  .route('/events', tabLinkRoutes)
  .route('/guest-shares', publicGuestShareRoutes)
  .route('/friends', friendRoutes)
  .route('/receipt-reader', receiptReaderRoutes)
  .route('/join', joinRoutes)
  .route('/tabs', tabRoutes)
  .route('/search', searchRoutes)
  .route('/support-tickets', ticketRoutes)
  .route('/admin', adminRoutes)
  .route('/site-status', siteStatusRoutes)
  .route('/dev', devRoutes)

api.route('/', openapiRoutes(api))

api.notFound((c) => c.json<ApiErrorBody>({ error: { code: 'not_found', message: SERVER.notFound } }, 404))

api.onError((err, c) => {
  if (err instanceof ApiError) {
    // A rate limit says when to come back.
    if (err instanceof RateLimited) c.header('Retry-After', String(err.retryAfter))
    return c.json<ApiErrorBody>({ error: { code: err.code, message: err.message, fields: err.fields } }, err.status)
  }
  if (err instanceof HTTPException) {
    // e.g. hono's own body parsing errors (malformed JSON) are the client's fault.
    const message = err.status === 400 ? SERVER.malformedRequestBody : err.message || SERVER.requestFailedPlain
    return c.json<ApiErrorBody>({ error: { code: 'http_error', message } }, err.status)
  }
  // Log the failure without request data (which may hold secrets); the client gets no stack trace.
  console.error('Unhandled error', err instanceof Error ? `${err.name}: ${err.message}` : String(err))
  return c.json<ApiErrorBody>({ error: { code: 'internal', message: COMMON.somethingWentWrong } }, 500)
})

export const app = api
export type AppType = typeof api
