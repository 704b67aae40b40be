import { Hono } from 'hono'
import * as SERVER from '../../src/messages/server'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/http-error'
import { docRaw } from '../lib/openapi'
import { requireUser } from '../middleware/require-user'

// The signed-in user's own WebSocket (notifications and direct messages, from their UserHub). The
// session is checked here, before anything is upgraded: a signed-out or suspended visitor gets
// 401/403 and no socket; the origin check (middleware/same-origin.ts) covers upgrades too.
export const meLiveRoutes = new Hono<AppEnv>().get(
  '/',
  docRaw(
    'My live socket: notifications and direct messages as they arrive (signed-in users)',
    {
      status: 101,
      description: "Switching to a WebSocket that pushes this user's new notifications and direct messages",
    },
    { tags: ['Notifications'], errors: [401, 403, 426] },
  ),
  requireUser,
  async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError(426, 'upgrade_required', SERVER.expectedWebSocket)
    const session = c.var.session
    if (!session) throw unauthorized()
    const hub = c.env.USER_HUB.get(c.env.USER_HUB.idFromName(session.userId))
    const url = new URL('https://hub/connect')
    // Tagged with its user and session, so ending either closes it with 4001 (services/account/sessions.ts),
    // and closed by the hub's alarm when the session expires.
    url.searchParams.set('userId', session.userId)
    url.searchParams.set('sessionId', session.sessionId)
    url.searchParams.set('expiresAt', String(session.expiresAt.getTime()))
    return hub.fetch(url, { headers: { upgrade: 'websocket' } })
  },
)
