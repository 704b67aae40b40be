import { Hono } from 'hono'
import * as z from 'zod'
import { notificationListSchema } from '../../src/domain/schemas/notification'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { me, requireUser } from '../middleware/require-user'
import { listNotifications, markAllRead } from '../services/notification-list'

const tags = ['Notifications']

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc('My latest 50 notifications (not hidden) and the unread count', notificationListSchema, { tags }),
    async (c) => c.json(await listNotifications(c.var.db, me(c).id)),
  )
  .post('/read', doc('Mark all my notifications read', z.object({ ok: z.literal(true) }), { tags }), async (c) => {
    await markAllRead(c.var.db, me(c).id)
    return c.json({ ok: true as const })
  })
