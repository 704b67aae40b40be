import { Hono } from 'hono'
import { currencySchema } from '../../src/domain/schemas/currency'
import { settleUpResultSchema, settleUpSchema, settleUpSchemaIn, tabsSchema } from '../../src/domain/schemas/settlement'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { serverMoney } from '../lib/server-money'
import { v, type WordsInCurrency } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { publishEventChange } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'
import { settleUp, settleUpCurrency } from '../services/settling/settle-up'
import { readTabs } from '../services/settling/tabs'

const tags = ['Settlements']

/** A refused settle-up names its amounts in the currency it is about: the one named, else the one it would
 * settle in (the only currency there is with that person). */
const settleUpWords: WordsInCurrency = async (c, input) => {
  const body = (typeof input === 'object' && input !== null ? input : {}) as { personId?: unknown; currency?: unknown }
  const named = currencySchema.safeParse(body.currency)
  const currency = named.success
    ? named.data
    : typeof body.personId === 'string'
      ? settleUpCurrency((await readTabs(c.var.db, me(c).id)).net, body.personId, undefined)
      : 'USD'
  return currency !== 'USD' ? settleUpSchemaIn(() => serverMoney(currency)) : undefined
}

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
    v('json', settleUpSchema, settleUpWords),
    async (c) => {
      const { result, versions } = await settleUp(c.var.db, me(c).id, c.req.valid('json'))
      // Every open page of those events updates live, like any other payment.
      for (const v of versions) publishEventChange(c, v.eventId, v.version)
      pushNotifications(c, c.var.db)
      return c.json(result, 201)
    },
  )
