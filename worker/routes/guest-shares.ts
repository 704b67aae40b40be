import { Hono } from 'hono'
import * as z from 'zod'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import {
  guestLinkSchema,
  guestShareDtoSchema,
  guestShareSchema,
  mergeGuestSchema,
  sharedGuestBillSchema,
} from '../../src/domain/schemas/guest-share'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { createMailer } from '../mail/mailer'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import {
  createGuestLink,
  createGuestShare,
  listGuestShares,
  readSharedBill,
  revokeGuestShare,
} from '../services/settling/guest-shares'
import { mergeGuest } from '../services/settling/merge-guest'
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

// The page behind a share link: no account, the token is the only key (and only to this one bill).
export const publicGuestShareRoutes = new Hono<AppEnv>().get(
  '/:token',
  doc("A shared guest's items and bill, read-only (404 unknown link, 410 revoked)", sharedGuestBillSchema, {
    tags,
    errors: [404, 410],
  }),
  v('param', z.object({ token: z.string().min(1).max(200) })),
  async (c) => {
    const bill = await readSharedBill(c.var.db, c.req.valid('param').token)
    c.header('Cache-Control', 'no-store')
    return c.json(bill)
  },
)
