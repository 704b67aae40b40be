import { Hono } from 'hono'
import { settleUpResultSchema, settleUpSchema, tabsSchema } from '../../src/domain/schemas/settlement'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { publishEventChange } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'
import { settleUp } from '../services/settling/settle-up'
import { readTabs } from '../services/settling/tabs'

const tags = ['Settlements']

export const tabRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc('Open Tabs: what is outstanding both ways, the net per person across events, and payment history', tabsSchema, {
      tags,
      errors: [401],
    }),
    async (c) => c.json(await readTabs(c.var.db, me(c).id)),
  )
  .post(
    '/settle-up',
    doc('Settle up with one person: one payment against the net, spread over the events', settleUpResultSchema, {
      tags,
      status: 201,
      errors: [400, 401, 409],
    }),
    v('json', settleUpSchema),
    async (c) => {
      const { result, versions } = await settleUp(c.var.db, me(c).id, c.req.valid('json'))
      // Every open page of those events updates live, like any other payment.
      for (const v of versions) publishEventChange(c, v.eventId, v.version)
      pushNotifications(c, c.var.db)
      return c.json(result, 201)
    },
  )
