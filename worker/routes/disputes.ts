import { Hono } from 'hono'
import { createDisputeSchema, disputeListSchema } from '../../src/domain/schemas/dispute'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { requireItem } from '../services/events/event-context'
import { createDispute, listDisputes, resolveDispute } from '../services/items/disputes'
import { answerWithSnapshot, disputeParam, eventFor, eventParam, itemParam } from './event-route'

const tags = ['Disputes']
const docSnap = (summary: string, status = 200) =>
  doc(summary, eventSnapshotSchema, { tags, status, errors: [400, 401, 403, 404, 409] })

export const disputeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/disputes',
    doc('The event host lists its disputes, newest first', disputeListSchema, { tags, errors: [401, 403, 404] }),
    v('param', eventParam),
    async (c) => c.json({ disputes: await listDisputes(c.var.db, c.req.valid('param').id, me(c).id) }),
  )
  .post(
    '/:id/items/:itemId/disputes',
    docSnap('A participant disputes who owns an item', 201),
    v('param', itemParam),
    v('json', createDisputeSchema),
    async (c) => {
      const { id, itemId } = c.req.valid('param')
      const ctx = await eventFor(c, id, { itemId })
      const itemCtx = { event: ctx.event, item: requireItem(ctx.item), shares: ctx.shares, viewerId: me(c).id }
      return answerWithSnapshot(c, await createDispute(c.var.db, itemCtx, c.req.valid('json')), { status: 201 })
    },
  )
  .post(
    '/:id/disputes/:disputeId/approve',
    docSnap('The host approves a dispute'),
    v('param', disputeParam),
    async (c) => {
      const { id, disputeId } = c.req.valid('param')
      return answerWithSnapshot(c, await resolveDispute(c.var.db, id, disputeId, me(c).id, 'approve'))
    },
  )
  .post(
    '/:id/disputes/:disputeId/reject',
    docSnap('The host rejects a dispute'),
    v('param', disputeParam),
    async (c) => {
      const { id, disputeId } = c.req.valid('param')
      return answerWithSnapshot(c, await resolveDispute(c.var.db, id, disputeId, me(c).id, 'reject'))
    },
  )
