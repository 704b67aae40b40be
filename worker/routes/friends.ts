import { Hono } from 'hono'
import * as z from 'zod'
import {
  friendPersonSchema,
  friendRequestDtoSchema,
  friendRequestSchema,
  friendSearchResultSchema,
  friendSearchSchema,
  sendRequestResultSchema,
} from '../../src/domain/schemas/friends'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { refuseGuests } from '../middleware/refuse-guests'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import {
  answerFriendRequest,
  listFriends,
  listIncomingRequests,
  removeFriend,
  searchPeople,
  sendFriendRequest,
} from '../services/people/friends'

const tags = ['Friends']
const idParam = z.object({ id: z.string().min(1).max(64) })
const answered = z.object({ status: z.enum(['accepted', 'rejected']) })

// /friends and the dashboard's Friends and Friend Requests panels (docs/decisions/018).
export const friendRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc('My friends (username and @handle); limit for the dashboard panel', z.array(friendPersonSchema), { tags }),
    v('query', z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })),
    async (c) => c.json(await listFriends(c.var.db, me(c).id, c.req.valid('query').limit)),
  )
  .get(
    '/search',
    doc(
      'Find Friends: people open to invites whose username or handle contains q (any case), at most 10',
      z.array(friendSearchResultSchema),
      { tags, errors: [400, 401, 403] },
    ),
    refuseGuests,
    v('query', friendSearchSchema),
    async (c) => c.json(await searchPeople(c.var.db, me(c).id, c.req.valid('query').q)),
  )
  .get(
    '/requests',
    doc('Friend requests I received and have not answered, newest first', z.array(friendRequestDtoSchema), { tags }),
    async (c) => c.json(await listIncomingRequests(c.var.db, me(c).id)),
  )
  .post(
    '/requests',
    doc('Send a friend request (a pending request from them is accepted instead)', sendRequestResultSchema, {
      tags,
      errors: [400, 401, 403, 404, 429],
    }),
    refuseGuests,
    v('json', friendRequestSchema),
    async (c) => {
      await takeAllowance(c.var.db, c.env, 'friend requests', rules.friendRequest(me(c).id))
      return c.json(await sendFriendRequest(c.var.db, me(c).id, c.req.valid('json').userId))
    },
  )
  .post(
    '/requests/:id/accept',
    doc('Accept a friend request (its receiver only)', answered, { tags, errors: [401, 403, 404] }),
    refuseGuests,
    v('param', idParam),
    async (c) => c.json(await answerFriendRequest(c.var.db, me(c).id, c.req.valid('param').id, true)),
  )
  .post(
    '/requests/:id/reject',
    doc('Reject a friend request (its receiver only)', answered, { tags, errors: [401, 403, 404] }),
    v('param', idParam),
    async (c) => c.json(await answerFriendRequest(c.var.db, me(c).id, c.req.valid('param').id, false)),
  )
  .delete(
    '/:id',
    doc('Remove a friend', z.object({ removed: z.literal(true) }), { tags, errors: [401, 404] }),
    v('param', idParam),
    async (c) => {
      await removeFriend(c.var.db, me(c).id, c.req.valid('param').id)
      return c.json({ removed: true as const })
    },
  )
