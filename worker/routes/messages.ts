import { Hono } from 'hono'
import * as z from 'zod'
import {
  conversationListSchema,
  directMessageSchema,
  sendDirectMessageSchema,
  threadSchema,
} from '../../src/domain/schemas/direct-message'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { listConversations, markThreadRead, readThread, sendMessage } from '../services/messages/direct-messages'
import { pushDirectMessage, pushThreadRead } from '../services/messages/push'

// Direct messages (the /messages page and the desktop modal; docs/decisions/020). A conversation is
// addressed by the other person's id; the signed-in user is always the other side, so nobody can read
// or write a pair they are not in.
const tags = ['Messages']
const personParam = z.object({ personId: z.string().min(1).max(64) })

export const messageRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc(
      'My conversations: people I may message or have messages with, last message, unread counts',
      conversationListSchema,
      {
        tags,
      },
    ),
    async (c) => c.json(await listConversations(c.var.db, me(c).id)),
  )
  .get(
    '/:personId',
    doc('The thread with one person (newest 200, oldest first)', threadSchema, { tags, errors: [400, 401, 404] }),
    v('param', personParam),
    async (c) => c.json(await readThread(c.var.db, me(c).id, c.req.valid('param').personId)),
  )
  .post(
    '/:personId/read',
    doc('Mark the thread with one person read', z.object({ changed: z.number().int() }), { tags }),
    v('param', personParam),
    async (c) => {
      const { personId } = c.req.valid('param')
      const changed = await markThreadRead(c.var.db, me(c).id, personId)
      if (changed > 0) pushThreadRead(c, me(c).id, personId)
      return c.json({ changed })
    },
  )
  .post(
    '/:personId',
    doc(
      'Send a direct message (only while a shared event is open, or closed less than 7 days ago)',
      directMessageSchema,
      {
        tags,
        status: 201,
        errors: [400, 401, 403, 429],
      },
    ),
    v('param', personParam),
    v('json', sendDirectMessageSchema),
    async (c) => {
      await takeAllowance(c.var.db, c.env, 'messages', rules.message(me(c).id))
      const message = await sendMessage(c.var.db, me(c).id, c.req.valid('param').personId, c.req.valid('json').content)
      pushDirectMessage(c, message)
      return c.json(message, 201)
    },
  )
