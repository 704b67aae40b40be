import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import {
  guestLinkSchema,
  guestShareDtoSchema,
  guestShareSchema,
  mergeGuestSchema,
  myTabLinkSchema,
  sharedGuestBillSchema,
  tabLinkSchema,
} from '../../src/domain/schemas/guest-share'
import * as GUESTS_SERVER from '../../src/messages/guests-server'
import type { AppEnv } from '../env'
import { ApiError, forbidden } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { createMailer } from '../mail/mailer'
import { me, requireUser } from '../middleware/require-user'
import {
  type AttemptLimit,
  recordFailedAttempt,
  secondsUntilAllowed,
  tooManyAttempts,
} from '../services/account/attempt-limit'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { createGuestLink, createGuestShare, listGuestShares, revokeGuestShare } from '../services/settling/guest-shares'
import { makeTabLink, readTabLink, revokeTabLink } from '../services/settling/guest-tab-links'
import { mergeGuest } from '../services/settling/merge-guest'
import { readSharedTab } from '../services/settling/shared-tab'
import { answerWithSnapshot, eventFor, eventParam, guestParam, HOST_ONLY } from './event-route'

const tags = ['Guests']

// The host's side of guest shares and guest merges (docs/decisions/018).
export const guestShareRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/:id/placeholders/:placeholderId/shares',
    doc("Host e-mails a read-only link to a guest's items and bill", guestShareDtoSchema, {
      tags,
      status: 201,
      errors: [400, 401, 403, 404, 429, 502],
    }),
    v('param', guestParam),
    v('json', guestShareSchema),
    async (c) => {
      const { id: eventId, placeholderId } = c.req.valid('param')
      const ctx = await eventFor(c, eventId, { host: HOST_ONLY.shareGuests })
      await takeAllowance(c.var.db, c.env, 'shared bills', rules.guestShare(me(c).id, c.req.valid('json').email))
      const share = await createGuestShare(
        c.var.db,
        createMailer(c.env, c.var.db),
        { event: ctx.event, host: me(c), placeholderId },
        c.req.valid('json').email,
        new URL(c.req.url).origin,
      )
      return c.json(share, 201)
    },
  )
  .post(
    '/:id/placeholders/:placeholderId/link',
    doc("Host makes a link to a guest's items and bill to copy and send themselves", guestLinkSchema, {
      tags,
      status: 201,
      errors: [401, 403, 404, 429],
    }),
    v('param', guestParam),
    v('json', z.object({}).strict()),
    async (c) => {
      const { id: eventId, placeholderId } = c.req.valid('param')
      const ctx = await eventFor(c, eventId, { host: HOST_ONLY.shareGuests })
      await takeAllowance(c.var.db, c.env, 'shared bills', rules.guestLink(me(c).id))
      return c.json(await createGuestLink(c.var.db, ctx.event.id, placeholderId, new URL(c.req.url).origin), 201)
    },
  )
  .get(
    '/:id/guest-shares',
    doc("The live share links of the event's guests, with their status (host only)", z.array(guestShareDtoSchema), {
      tags,
      errors: [401, 403, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.shareGuests })
      return c.json(await listGuestShares(c.var.db, ctx.event.id))
    },
  )
  .delete(
    '/:id/guest-shares/:shareId',
    doc('Host revokes a share link (its page then answers 410)', z.object({ revoked: z.literal(true) }), {
      tags,
      errors: [401, 403, 404],
    }),
    v('param', eventParam.extend({ shareId: guestParam.shape.placeholderId })),
    async (c) => {
      const { id: eventId, shareId } = c.req.valid('param')
      const ctx = await eventFor(c, eventId, { host: HOST_ONLY.shareGuests })
      await revokeGuestShare(c.var.db, ctx.event.id, shareId)
      return c.json({ revoked: true as const })
    },
  )
  .post(
    '/:id/placeholders/:placeholderId/merge',
    doc(
      "Host merges a guest into a participant's account: items and shares move, totals unchanged",
      eventSnapshotSchema,
      {
        tags,
        errors: [400, 401, 403, 404, 409],
      },
    ),
    v('param', guestParam),
    v('json', mergeGuestSchema),
    async (c) => {
      const { id: eventId, placeholderId } = c.req.valid('param')
      const ctx = await eventFor(c, eventId, { host: HOST_ONLY.shareGuests })
      const snapshot = await mergeGuest(c.var.db, ctx.event, me(c).id, placeholderId, c.req.valid('json').userId)
      return answerWithSnapshot(c, snapshot)
    },
  )

/**
 * The event, for its own guest only (decision 055): a non-member gets the event's usual 404; a member
 * with a full account, the host included, is refused (it signs in on any device and needs no link).
 */
async function ownGuestEvent(c: Context<AppEnv>, eventId: string) {
  const ctx = await eventFor(c, eventId)
  if (!c.var.session?.isGuest) throw forbidden(GUESTS_SERVER.tabLinkGuestsOnly)
  return ctx.event
}

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin

// A guest account's own link to its tab, to open on another device (decision 055).
export const tabLinkRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/tab-link',
    doc("The guest's own live tab link in this event, or null (guest accounts only)", myTabLinkSchema, {
      tags,
      errors: [400, 401, 403, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const event = await ownGuestEvent(c, c.req.valid('param').id)
      return c.json({ link: await readTabLink(c.var.db, c.env.BETTER_AUTH_SECRET, event.id, me(c).id, origin(c)) })
    },
  )
  .post(
    '/:id/tab-link',
    doc("The guest's own tab link: made, or the live one again (201 when made; guest accounts only)", tabLinkSchema, {
      tags,
      status: 201,
      errors: [400, 401, 403, 404, 429],
    }),
    v('param', eventParam),
    v('json', z.object({}).strict()),
    async (c) => {
      const event = await ownGuestEvent(c, c.req.valid('param').id)
      const secret = c.env.BETTER_AUTH_SECRET
      // Copying the live link again is free; only a new one counts against the allowance, before it is made.
      const live = await readTabLink(c.var.db, secret, event.id, me(c).id, origin(c))
      if (live) return c.json(live, 200)
      await takeAllowance(c.var.db, c.env, 'tab links', rules.guestLink(me(c).id))
      const made = await makeTabLink(c.var.db, secret, event.id, me(c).id, origin(c))
      return c.json(made.link, made.created ? 201 : 200)
    },
  )
  .delete(
    '/:id/tab-link',
    doc("Turns the guest's own tab link off (its page then answers 410)", z.object({ revoked: z.literal(true) }), {
      tags,
      errors: [400, 401, 403, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const event = await ownGuestEvent(c, c.req.valid('param').id)
      await revokeTabLink(c.var.db, event.id, me(c).id)
      return c.json({ revoked: true as const })
    },
  )

// Link tokens are 256 bits, so guessing one is hopeless; wrong tokens are still counted per address, as
// wrong join codes are (routes/join.ts), so a script probing the page is stopped early and told when to
// come back. AUTH_RATE_LIMIT_SCALE raises the limit for the browser tests.
function wrongTokenLimits(c: Context<AppEnv>): AttemptLimit[] {
  const ip = c.req.header('cf-connecting-ip')
  const scale = Number(c.env.AUTH_RATE_LIMIT_SCALE ?? '1') || 1
  return ip ? [{ key: `share-fail:ip:${ip}`, max: 30 * scale, windowSeconds: 600 }] : []
}

// The page behind a share link or a guest's tab link: no account, the token is the only key (and only to
// this one tab). Nothing is written through it but the link's 'viewed' mark.
export const publicGuestShareRoutes = new Hono<AppEnv>().get(
  '/:token',
  doc(
    "One person's items, bill and what they owe, read-only, behind a share or tab link (404 unknown link, 410 turned off)",
    sharedGuestBillSchema,
    { tags, errors: [404, 410, 429] },
  ),
  v('param', z.object({ token: z.string().min(1).max(200) })),
  async (c) => {
    const limits = wrongTokenLimits(c)
    const wait = await secondsUntilAllowed(c.var.db, limits)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      throw tooManyAttempts(wait)
    }
    try {
      const bill = await readSharedTab(c.var.db, c.req.valid('param').token)
      c.header('Cache-Control', 'no-store')
      return c.json(bill)
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) await recordFailedAttempt(c.var.db, limits)
      throw err
    }
  },
)
