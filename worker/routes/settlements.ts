import { Hono } from 'hono'
import * as z from 'zod'
import {
  calculateSchema,
  calculationResultSchema,
  recordPaymentSchema,
  recordPaymentSchemaIn,
  setPayersSchema,
  setPayersSchemaIn,
  settlementsPageSchema,
  updatePaymentSchema,
} from '../../src/domain/schemas/settlement'
import { sumCents } from '../../src/domain/settle'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { publishEventChange } from '../services/messages/live'
import { pushNotifications } from '../services/messages/push'
import { setPayers } from '../services/settling/payers'
import { recordPayment, updatePayment } from '../services/settling/payments'
import { exportSettlementsCsv } from '../services/settling/settlement-export'
import { calculateSettlements, readSettlementsPage } from '../services/settling/settlements'
import { eventParam, inEventCurrency, itemParam } from './event-route'

const tags = ['Settlements']

export const settlementRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/settlements',
    doc('The settlements page: the host sees every tab, others their own', settlementsPageSchema, {
      tags,
      errors: [401, 404],
    }),
    v('param', eventParam),
    async (c) => c.json(await readSettlementsPage(c.var.db, c.req.valid('param').id, me(c).id)),
  )
  .get(
    '/:id/settlements/export.csv',
    doc('The breakdown and settlements as CSV (host: everyone; others: their own part)', z.string(), {
      tags,
      errors: [401, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const { csv, filename } = await exportSettlementsCsv(c.var.db, c.req.valid('param').id, me(c).id)
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      })
    },
  )
  .post(
    '/:id/settlements/calculate',
    doc(
      'Host sends tabs: replaces what is owed (payments stay), closes the event, notifies whoever it changes',
      calculationResultSchema,
      {
        tags,
        errors: [400, 401, 403, 404, 409],
      },
    ),
    v('param', eventParam),
    v('json', calculateSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { page, created, plan } = await calculateSettlements(c.var.db, id, me(c).id)
      if (created > 0 || page.event.status === 'closed') publishEventChange(c, id, page.event.version)
      pushNotifications(c, c.var.db)
      const total = sumCents(plan.settlements)
      return c.json({
        success: true as const,
        event_id: id,
        settlements_created: plan.settlements.length,
        total_debt_cents: total,
        total_credit_cents: total,
        calculated_at: page.settlements[0]?.calculatedAt ?? new Date().toISOString(),
        page,
      })
    },
  )
  .put(
    '/:id/payers',
    doc(
      'Host records who paid the restaurant (amounts adding up to the bill; [] for the host); calculate again to send the tabs',
      settlementsPageSchema,
      { tags, errors: [400, 401, 403, 404, 409] },
    ),
    v('param', eventParam),
    v('json', setPayersSchema, inEventCurrency(setPayersSchemaIn)),
    async (c) => {
      const { id } = c.req.valid('param')
      const page = await setPayers(c.var.db, id, me(c).id, c.req.valid('json'))
      publishEventChange(c, id, page.event.version)
      return c.json(page)
    },
  )
  .post(
    '/:id/payments',
    doc(
      "Record a payment: 'I paid' (toId, awaits confirmation) or 'I was paid' (fromId, confirmed)",
      settlementsPageSchema,
      {
        tags,
        status: 201,
        errors: [400, 401, 404, 409],
      },
    ),
    v('param', eventParam),
    v('json', recordPaymentSchema, inEventCurrency(recordPaymentSchemaIn)),
    async (c) => {
      const { id } = c.req.valid('param')
      const page = await recordPayment(c.var.db, id, me(c).id, c.req.valid('json'))
      publishEventChange(c, id, page.event.version)
      pushNotifications(c, c.var.db)
      return c.json(page, 201)
    },
  )
  .patch(
    '/:id/payments/:paymentId',
    doc('The person paid confirms a payment; either of the two disputes it', settlementsPageSchema, {
      tags,
      errors: [400, 401, 403, 404, 409],
    }),
    v('param', eventParam.extend({ paymentId: itemParam.shape.itemId })),
    v('json', updatePaymentSchema),
    async (c) => {
      const { id, paymentId } = c.req.valid('param')
      const page = await updatePayment(c.var.db, id, paymentId, me(c).id, c.req.valid('json'))
      publishEventChange(c, id, page.event.version)
      pushNotifications(c, c.var.db)
      return c.json(page)
    },
  )
