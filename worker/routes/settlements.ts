import { Hono } from 'hono'
import * as z from 'zod'
import {
  calculateSchema,
  calculationResultSchema,
  settlementsPageSchema,
  updateSettlementSchema,
} from '../../src/domain/schemas/settlement'
import { sumCents } from '../../src/domain/settle'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { publishEventChange } from '../services/live'
import { pushNotifications } from '../services/push'
import { exportSettlementsCsv } from '../services/settlement-export'
import { calculateSettlements, readSettlementsPage, updateSettlement } from '../services/settlements'

const tags = ['Settlements']
const idParam = z.object({ id: z.string().min(1) })

export const settlementRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/settlements',
    doc('The settlements page: the host sees every tab, others their own', settlementsPageSchema, {
      tags,
      errors: [401, 404],
    }),
    v('param', idParam),
    async (c) => c.json(await readSettlementsPage(c.var.db, c.req.valid('param').id, me(c).id)),
  )
  .get(
    '/:id/settlements/export.csv',
    doc('The breakdown and settlements as CSV (host: everyone; others: their own part)', z.string(), {
      tags,
      errors: [401, 404],
    }),
    v('param', idParam),
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
    doc('Host sends tabs: replaces the settlements, closes the event, notifies debtors', calculationResultSchema, {
      tags,
      errors: [400, 401, 403, 404, 409],
    }),
    v('param', idParam),
    v('json', calculateSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { page, created, plan } = await calculateSettlements(
        c.var.db,
        id,
        me(c).id,
        c.req.valid('json').confirmReplacePaid ?? false,
      )
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
  .patch(
    '/:id/settlements/:settlementId',
    doc("Mark 'I paid', confirm a payment, or dispute a tab", settlementsPageSchema, {
      tags,
      errors: [400, 401, 403, 404, 409],
    }),
    v('param', idParam.extend({ settlementId: z.string().min(1) })),
    v('json', updateSettlementSchema),
    async (c) => {
      const { id, settlementId } = c.req.valid('param')
      const page = await updateSettlement(c.var.db, id, settlementId, me(c).id, c.req.valid('json'))
      publishEventChange(c, id, page.event.version)
      pushNotifications(c, c.var.db)
      return c.json(page)
    },
  )
