import { Hono } from 'hono'
import { commentListSchema, commentSchema, newCommentSchema } from '../../src/domain/schemas/comment'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { createComment, listComments } from '../services/messages/comments'
import { publishComment } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'
import { eventFor, eventParam } from './event-route'

const tags = ['Chat']

// The event's Chat tab: members read and post (strangers get the event's 404).
export const commentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/comments',
    doc('The latest 200 comments, oldest first', commentListSchema, { tags, errors: [401, 404] }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      return c.json({ comments: await listComments(c.var.db, ctx.event.id) })
    },
  )
  .post(
    '/:id/comments',
    doc('Post a comment; mentioned participants are notified', commentSchema, {
      tags,
      status: 201,
      errors: [400, 401, 404, 429],
    }),
    v('param', eventParam),
    v('json', newCommentSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      await takeAllowance(c.var.db, c.env, 'comments', rules.comment(me(c).id, ctx.event.id))
      const comment = await createComment(c.var.db, ctx.event, me(c), c.req.valid('json'))
      publishComment(c, comment, ctx.event.version)
      pushNotifications(c, c.var.db) // the mentioned people's bells
      return c.json(comment, 201)
    },
  )
