import { Hono } from 'hono'
import * as z from 'zod'
import { notificationListSchema } from '../../src/domain/schemas/notification'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { clearRead, hideOne, listNotifications, markAllRead, markOneRead } from '../services/messages/notification-list'

const tags = ['Notifications']
const ok = z.object({ ok: z.literal(true) })
const idParam = z.object({ id: z.string().min(1).max(64) })

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc('My latest 50 notifications (not hidden) and the unread count', notificationListSchema, { tags }),
    async (c) => c.json(await listNotifications(c.var.db, me(c).id)),
  )
  .post('/read', doc('Mark all my notifications read', ok, { tags }), async (c) => {
    await markAllRead(c.var.db, me(c).id)
    return c.json({ ok: true as const })
  })
  .post('/clear-read', doc('Hide all my read notifications (Clear read)', ok, { tags }), async (c) => {
    await clearRead(c.var.db, me(c).id)
    return c.json({ ok: true as const })
  })
  .post('/:id/read', doc('Mark one of my notifications read', ok, { tags }), v('param', idParam), async (c) => {
    await markOneRead(c.var.db, me(c).id, c.req.valid('param').id)
    return c.json({ ok: true as const })
  })
  .post(
    '/:id/hide',
    doc('Hide one of my notifications (it leaves my list; read or not)', ok, { tags }),
    v('param', idParam),
    async (c) => {
      await hideOne(c.var.db, me(c).id, c.req.valid('param').id)
      return c.json({ ok: true as const })
    },
  )
