import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { joinSchema } from '../../src/domain/schemas/event'
import { joinResultSchema } from '../../src/domain/schemas/event-snapshot'
import { guestJoinSchema, joinPreviewSchema } from '../../src/domain/schemas/guest'
import * as GUESTS_SERVER from '../../src/messages/guests-server'
import { SESSION_COOKIE } from '../auth'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { verifiedCookie } from '../lib/signed-cookie'
import { v } from '../lib/validate'
import { authFor } from '../middleware/context'
import { me, requireUser } from '../middleware/require-user'
import {
  type AttemptLimit,
  recordFailedAttempt,
  secondsUntilAllowed,
  tooManyAttempts,
} from '../services/account/attempt-limit'
import { joinByCode } from '../services/events/events'
import {
  assertSignedOut,
  assertTakesGuests,
  eventByCode,
  joinAsGuest,
  joinPreview,
} from '../services/events/guest-join'
import { publishEventChange } from '../services/messages/live'

// Join codes are short (31^6), so wrong guesses are limited per person and per address. Only the
// guesses count: a malformed code (400) or one that matches no event (404). AUTH_RATE_LIMIT_SCALE
// raises the limits for the browser tests, as it does for sign-in. Signed out (the code's preview, a
// guest join), only the address's limit applies: it is the same counter, so checking a code first
// gives a guesser nothing more.
const scaleOf = (c: Context<AppEnv>) => Number(c.env.AUTH_RATE_LIMIT_SCALE ?? '1') || 1

function ipLimits(c: Context<AppEnv>): AttemptLimit[] {
  const ip = c.req.header('cf-connecting-ip')
  return ip ? [{ key: `join-fail:ip:${ip}`, max: 30 * scaleOf(c), windowSeconds: 600 }] : []
}

function joinLimits(c: Context<AppEnv>): AttemptLimit[] {
  return [{ key: `join-fail:user:${me(c).id}`, max: 10 * scaleOf(c), windowSeconds: 600 }, ...ipLimits(c)]
}

// Guest accounts made, per address and per event, in an hour (decision 053): a whole table behind one
// restaurant's network stays well under them; a script making accounts does not.
export const GUESTS_PER_IP_HOUR = 20
export const GUESTS_PER_EVENT_HOUR = 40

function guestLimits(c: Context<AppEnv>, eventId: string): AttemptLimit[] {
  const ip = c.req.header('cf-connecting-ip')
  const scale = scaleOf(c)
  return [
    { key: `guest-new:event:${eventId}`, max: GUESTS_PER_EVENT_HOUR * scale, windowSeconds: 3600 },
    ...(ip ? [{ key: `guest-new:ip:${ip}`, max: GUESTS_PER_IP_HOUR * scale, windowSeconds: 3600 }] : []),
  ]
}

const isWrongCode = (err: unknown) => err instanceof ApiError && (err.status === 400 || err.status === 404)

/** Refuses with 429 and Retry-After while any of `limits` is used up. */
async function refuseWhileLimited(c: Context<AppEnv>, limits: AttemptLimit[], tooMany = tooManyAttempts) {
  const wait = await secondsUntilAllowed(c.var.db, limits)
  if (wait <= 0) return
  c.header('Retry-After', String(wait))
  throw tooMany(wait)
}

/** The event behind a typed code, counting a wrong guess against `limits`. */
async function guessed(c: Context<AppEnv>, code: string, limits: AttemptLimit[]) {
  await refuseWhileLimited(c, limits)
  try {
    return await eventByCode(c.var.db, code)
  } catch (err) {
    if (isWrongCode(err)) await recordFailedAttempt(c.var.db, limits)
    throw err
  }
}

const tooManyGuests = (seconds: number) =>
  new ApiError(429, 'too_many_guests', GUESTS_SERVER.tooManyGuests(Math.ceil(seconds / 60)))

const codeParam = z.object({ code: joinSchema.shape.code })

export const joinRoutes = new Hono<AppEnv>()
  .get(
    '/:code',
    doc("What a join code opens: the event's title and host, before joining (no sign-in needed)", joinPreviewSchema, {
      tags: ['Events'],
      errors: [400, 404, 429],
    }),
    v('param', codeParam),
    async (c) => c.json(await joinPreview(c.var.db, await guessed(c, c.req.valid('param').code, ipLimits(c)))),
  )
  .post(
    '/guest',
    doc('Join an event without an account: a guest account with a first name, signed in', joinResultSchema, {
      status: 201,
      tags: ['Events'],
      errors: [400, 403, 404, 409, 429],
    }),
    v('json', guestJoinSchema),
    async (c) => {
      const { code, firstName, placeholderId } = c.req.valid('json')
      await assertSignedOut(c.var.db, await verifiedCookie(c, c.env.BETTER_AUTH_SECRET, SESSION_COOKIE))
      const event = await guessed(c, code, ipLimits(c))
      assertTakesGuests(event)
      const limits = guestLimits(c, event.id)
      await refuseWhileLimited(c, limits, tooManyGuests)
      const joined = await joinAsGuest(c.var.db, authFor(c), c.req.raw.headers, event, firstName, placeholderId)
      await recordFailedAttempt(c.var.db, limits)
      if (joined.newVersion !== null) publishEventChange(c, event.id, joined.newVersion)
      for (const cookie of joined.cookies) c.header('Set-Cookie', cookie, { append: true })
      return c.json(joined.result, 201)
    },
  )
  .post(
    '/',
    doc('Join an event by its code (joining twice is harmless)', joinResultSchema, {
      tags: ['Events'],
      errors: [400, 401, 404, 409, 429],
    }),
    requireUser,
    v('json', joinSchema),
    async (c) => {
      const limits = joinLimits(c)
      await refuseWhileLimited(c, limits)
      try {
        const { result, newVersion } = await joinByCode(c.var.db, me(c).id, c.req.valid('json').code, {
          isGuest: !!c.var.session?.isGuest,
        })
        if (newVersion !== null) publishEventChange(c, result.event_id, newVersion)
        return c.json(result)
      } catch (err) {
        if (isWrongCode(err)) await recordFailedAttempt(c.var.db, limits)
        throw err
      }
    },
  )
