import type { Context } from 'hono'
import { Hono } from 'hono'
import { joinSchema } from '../../src/domain/schemas/event'
import { joinResultSchema } from '../../src/domain/schemas/event-snapshot'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import {
  type AttemptLimit,
  recordFailedAttempt,
  secondsUntilAllowed,
  tooManyAttempts,
} from '../services/account/attempt-limit'
import { joinByCode } from '../services/events/events'
import { publishEventChange } from '../services/messages/live'

// Join codes are short (31^6), so wrong guesses are limited per person and per address. Only the
// guesses count: a malformed code (400) or one that matches no event (404). AUTH_RATE_LIMIT_SCALE
// raises the limits for the browser tests, as it does for sign-in.
function joinLimits(c: Context<AppEnv>): AttemptLimit[] {
  const scale = Number(c.env.AUTH_RATE_LIMIT_SCALE ?? '1') || 1
  const ip = c.req.header('cf-connecting-ip')
  return [
    { key: `join-fail:user:${me(c).id}`, max: 10 * scale, windowSeconds: 600 },
    ...(ip ? [{ key: `join-fail:ip:${ip}`, max: 30 * scale, windowSeconds: 600 }] : []),
  ]
}

const isWrongCode = (err: unknown) => err instanceof ApiError && (err.status === 400 || err.status === 404)

export const joinRoutes = new Hono<AppEnv>().post(
  '/',
  doc('Join an event by its code (joining twice is harmless)', joinResultSchema, {
    tags: ['Events'],
    errors: [400, 401, 404, 409, 429],
  }),
  requireUser,
  v('json', joinSchema),
  async (c) => {
    const limits = joinLimits(c)
    const wait = await secondsUntilAllowed(c.var.db, limits)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      throw tooManyAttempts(wait)
    }
    try {
      const { result, newVersion } = await joinByCode(c.var.db, me(c).id, c.req.valid('json').code)
      if (newVersion !== null) publishEventChange(c, result.event_id, newVersion)
      return c.json(result)
    } catch (err) {
      if (isWrongCode(err)) await recordFailedAttempt(c.var.db, limits)
      throw err
    }
  },
)
