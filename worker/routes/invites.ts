import { Hono } from 'hono'
import { describeRoute as docRoute, resolver } from 'hono-openapi'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import {
  acceptedInviteSchema,
  acceptInviteSchema,
  addMemberSchema,
  invitableFriendsSchema,
  invitationSchema,
  inviteIdSchema,
  inviteResultSchema,
  inviteSchema,
  myInvitationsSchema,
} from '../../src/domain/schemas/invite'
import type { AppEnv } from '../env'
import { doc, errorSchema } from '../lib/openapi'
import { v } from '../lib/validate'
import { refuseInMaintenance } from '../middleware/maintenance'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { findFriend, invitableFriends, removeParticipant } from '../services/events/participants'
import { eventQrImage } from '../services/events/qr-codes'
import { eventRoom, publishEventChange } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'
import { acceptInvitation } from '../services/people/accept-invite'
import {
  acceptAsMember,
  addRegisteredMember,
  findLiveInvitation,
  inviteByEmail,
  myInvitations,
} from '../services/people/invites'
import { answerWithSnapshot, eventFor, eventParam, HOST_ONLY, participantParam } from './event-route'

// Getting people into an event (docs/decisions/017): the QR image, e-mail invitations, adding
// a friend, and the host removing someone who holds nothing. Only the host invites, adds or removes.

const tags = ['People']
const docSnap = (summary: string, errors = [400, 401, 403, 404, 409]) =>
  doc(summary, eventSnapshotSchema, { tags, errors })
const originOf = (url: string) => new URL(url).origin

export const eventPeopleRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/qr.png',
    docRoute({
      summary: "The event's QR code (a PNG of {origin}/join/{code}), made on first view; members only",
      tags,
      responses: {
        200: { description: 'PNG image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        401: { description: 'Error', content: { 'application/json': { schema: resolver(errorSchema) } } },
        404: { description: 'Error', content: { 'application/json': { schema: resolver(errorSchema) } } },
      },
    }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      const png = await eventQrImage(c.var.db, c.env.FILES, ctx.event, originOf(c.req.url))
      return c.body(png as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'image/png',
        'cache-control': 'private, max-age=3600',
      })
    },
  )
  .post(
    '/:id/invites',
    doc(
      "Host invites someone by e-mail (the host's friends and accounts open to invites are added at once; anyone else must accept)",
      inviteResultSchema,
      {
        tags,
        errors: [400, 401, 403, 404, 409, 429, 502],
      },
    ),
    v('param', eventParam),
    v('json', inviteSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.invite, open: true })
      const input = c.req.valid('json')
      await takeAllowance(c.var.db, c.env, 'invitations', rules.invite(me(c).id, ctx.event.id, input.email))
      const { result, version } = await inviteByEmail(c.env, c.var.db, originOf(c.req.url), ctx.event, me(c), input)
      if (version !== undefined) publishEventChange(c, ctx.event.id, version)
      pushNotifications(c, c.var.db)
      return c.json(result)
    },
  )
  .get(
    '/:id/invitable-friends',
    doc("The host's friends who are not in the event yet", invitableFriendsSchema, {
      tags,
      errors: [400, 401, 403, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.invite })
      return c.json({ friends: await invitableFriends(c.var.db, ctx.event.id, me(c).id) })
    },
  )
  .post(
    '/:id/members',
    docSnap('Host adds one of their friends to the event'),
    v('param', eventParam),
    v('json', addMemberSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.addPeople, open: true })
      const friend = await findFriend(c.var.db, me(c).id, c.req.valid('json').userId)
      const snapshot = await addRegisteredMember(c.var.db, ctx.event, me(c), friend, 'added')
      return answerWithSnapshot(c, snapshot)
    },
  )
  .delete(
    '/:id/participants/:userId',
    docSnap('Host removes a participant who holds nothing (409 names what they hold)'),
    v('param', participantParam),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      const ctx = await eventFor(c, id, { host: HOST_ONLY.removePeople, open: true })
      const snapshot = await removeParticipant(c.var.db, ctx.event, me(c).id, userId)
      // Before answering: once the host sees them gone, they hear nothing more of the event.
      await eventRoom(c.env, ctx.event.id)
        .removeMember(userId)
        .catch((err: unknown) => console.warn('closing live sockets failed', String(err)))
      return answerWithSnapshot(c, snapshot)
    },
  )

// The invitation link works signed out: the unguessable id is the only key, and it reveals only the
// invitation (invited e-mail and first name, event title, who invited).
export const invitationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc('My live invitations: the ones sent to my own e-mail, newest first', myInvitationsSchema, {
      tags,
      errors: [401],
    }),
    requireUser,
    async (c) => c.json(await myInvitations(c.var.db, me(c).email)),
  )
  .get(
    '/:id',
    doc('The invitation an accept-invite link names, while it is pending and not expired', invitationSchema, {
      tags,
      errors: [400, 404],
    }),
    v('param', inviteIdSchema),
    async (c) => {
      const invite = await findLiveInvitation(c.var.db, c.req.valid('param').id)
      return c.json({
        email: invite.email,
        firstName: invite.firstName,
        eventTitle: invite.eventTitle,
        invitedBy: invite.invitedByFirstName || invite.invitedBy,
      })
    },
  )
  .post(
    '/:id/accept',
    doc(
      'Create the invited account (its e-mail confirmed by the invitation), join the event and sign in',
      acceptedInviteSchema,
      { tags, errors: [400, 404, 409, 422, 429, 503] },
    ),
    refuseInMaintenance,
    v('param', inviteIdSchema),
    v('json', acceptInviteSchema),
    async (c) => {
      const { eventId, headers } = await acceptInvitation(
        c.env,
        c.var.db,
        originOf(c.req.url),
        c.req.valid('param').id,
        c.req.valid('json'),
        c.req.raw.headers,
      )
      pushNotifications(c, c.var.db) // the host's 'Invitation Accepted'
      for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true })
      return c.json({ eventId })
    },
  )
  .post(
    '/:id/join',
    doc(
      "Accept an invitation sent to my own e-mail and join its event (someone else's invitation is not found)",
      acceptedInviteSchema,
      { tags, errors: [400, 401, 404, 409] },
    ),
    requireUser,
    v('param', inviteIdSchema),
    async (c) => {
      const result = await acceptAsMember(c.env, c.var.db, c.req.valid('param').id, me(c))
      pushNotifications(c, c.var.db) // the host's 'Invitation Accepted'
      return c.json(result)
    },
  )
