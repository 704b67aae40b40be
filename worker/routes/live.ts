import { Hono } from 'hono'
import * as EVENTS_SERVER from '../../src/messages/events-server'
import type { AppEnv } from '../env'
import { ApiError, unauthorized } from '../lib/http-error'
import { docRaw } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { eventRoom } from '../services/messages/live'
import { eventFor, eventParam } from './event-route'

// WebSocket for live updates on an event: members only, checked here before the upgrade reaches the
// room; the room then pushes the typed messages of src/domain/live.ts (no polling).
export const liveRoutes = new Hono<AppEnv>().get(
  '/:id/live',
  docRaw(
    'Live updates of an event over a WebSocket (members only)',
    {
      status: 101,
      description:
        'Switching to a WebSocket that first says the event version and newest comment (hello), then {type, version} on each change',
    },
    { tags: ['Events'], errors: [400, 401, 404, 426] },
  ),
  requireUser,
  v('param', eventParam),
  async (c) => {
    if (c.req.header('upgrade') !== 'websocket')
      throw new ApiError(426, 'upgrade_required', EVENTS_SERVER.expectedWebSocket)
    const session = c.var.session
    if (!session) throw unauthorized()
    const ctx = await eventFor(c, c.req.valid('param').id)
    const room = eventRoom(c.env, ctx.event.id)
    const url = new URL('https://room/connect')
    // The socket is tagged with its user and session, so ending either closes it (services/account/sessions.ts).
    url.searchParams.set('userId', session.userId)
    url.searchParams.set('sessionId', session.sessionId)
    // ...and closes itself when the session expires (a socket never outlives its session).
    url.searchParams.set('expiresAt', String(session.expiresAt.getTime()))
    // The event's version as read just now: the room's first frame tells the page whether it is behind.
    url.searchParams.set('version', String(ctx.event.version))
    // Presence and typing show who this is; taken from the profile, never from the client.
    url.searchParams.set('username', me(c).username)
    if (me(c).firstName) url.searchParams.set('firstName', me(c).firstName ?? '')
    return room.fetch(url, { headers: { upgrade: 'websocket' } })
  },
)
