import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  addItemSchema,
  addItemSchemaIn,
  assignItemSchema,
  editItemSchema,
  editItemSchemaIn,
  quickAssignSchema,
  splitItemSchema,
} from '../../src/domain/schemas/event'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import { itemHistorySchema } from '../../src/domain/schemas/item-history'
import type { AppEnv } from '../env'
import { newId } from '../lib/ids'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { requireItem } from '../services/events/event-context'
import { listItemHistory } from '../services/items/item-history'
import {
  addItem,
  approveAllPickups,
  approvePickup,
  assignItem,
  deleteItem,
  editItem,
  endPickup,
  type ItemCtx,
  releaseItem,
  requestPickup,
  undoClaim,
} from '../services/items/items'
import { quickAssign, splitItem } from '../services/items/sharing'
import { answerWithSnapshot, eventFor, eventParam, inEventCurrency, itemParam } from './event-route'

const tags = ['Items']
const docSnap = (summary: string, status = 200) =>
  doc(summary, eventSnapshotSchema, { tags, status, errors: [400, 401, 403, 404, 409] })

type ItemContext = Context<AppEnv, string, { out: { param: { id: string; itemId: string } } }>

async function itemCtx(c: ItemContext): Promise<ItemCtx> {
  const { id, itemId } = c.req.valid('param')
  const ctx = await eventFor(c, id, { itemId })
  return { event: ctx.event, item: requireItem(ctx.item), shares: ctx.shares, viewerId: me(c).id }
}

/** The item a route is about, for the live message. */
const touched = (c: ItemContext) => [c.req.valid('param').itemId]

export const itemRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/:id/items',
    docSnap('Add an item (any participant)', 201),
    v('param', eventParam),
    v('json', addItemSchema, inEventCurrency(addItemSchemaIn)),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      const itemId = newId()
      return answerWithSnapshot(c, await addItem(c.var.db, ctx.event, me(c).id, c.req.valid('json'), itemId), {
        items: [itemId],
        status: 201,
      })
    },
  )
  .post(
    '/:id/items/quick-assign',
    docSnap('Host assigns several items to one or more people (shared equally)'),
    v('param', eventParam),
    v('json', quickAssignSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      const { itemIds, assignees } = c.req.valid('json')
      return answerWithSnapshot(c, await quickAssign(c.var.db, ctx.event, me(c).id, itemIds, assignees), {
        items: itemIds,
      })
    },
  )
  .post(
    '/:id/items/pickup/approve-all',
    docSnap('Host approves every pending pickup request'),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id)
      const { snapshot, itemIds } = await approveAllPickups(c.var.db, ctx.event, me(c).id)
      return answerWithSnapshot(c, snapshot, { items: itemIds })
    },
  )
  .patch(
    '/:id/items/:itemId',
    docSnap('Edit name and price'),
    v('param', itemParam),
    v('json', editItemSchema, inEventCurrency(editItemSchemaIn)),
    async (c) =>
      answerWithSnapshot(c, await editItem(c.var.db, await itemCtx(c), c.req.valid('json')), { items: touched(c) }),
  )
  .delete('/:id/items/:itemId', docSnap('Delete an item (host or owner)'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await deleteItem(c.var.db, await itemCtx(c)), { items: touched(c) }),
  )
  .post('/:id/items/:itemId/pickup', docSnap('Ask to pick the item up'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await requestPickup(c.var.db, await itemCtx(c)), { items: touched(c) }),
  )
  .post('/:id/items/:itemId/pickup/approve', docSnap('Approve a pickup request'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await approvePickup(c.var.db, await itemCtx(c)), { items: touched(c) }),
  )
  .post('/:id/items/:itemId/pickup/deny', docSnap('Deny a pickup request'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await endPickup(c.var.db, await itemCtx(c), 'deny'), { items: touched(c) }),
  )
  .post('/:id/items/:itemId/pickup/cancel', docSnap('Cancel my own pickup request'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await endPickup(c.var.db, await itemCtx(c), 'cancel'), { items: touched(c) }),
  )
  .post(
    '/:id/items/:itemId/claim/undo',
    docSnap("Undo my one-tap claim (the item is nobody's again)"),
    v('param', itemParam),
    async (c) => answerWithSnapshot(c, await undoClaim(c.var.db, await itemCtx(c)), { items: touched(c) }),
  )
  .post(
    '/:id/items/:itemId/assign',
    docSnap('Host assigns the item to a participant or guest'),
    v('param', itemParam),
    v('json', assignItemSchema),
    async (c) =>
      answerWithSnapshot(c, await assignItem(c.var.db, await itemCtx(c), c.req.valid('json').assignee), {
        items: touched(c),
      }),
  )
  .post('/:id/items/:itemId/release', docSnap('Remove ownership (back to limbo)'), v('param', itemParam), async (c) =>
    answerWithSnapshot(c, await releaseItem(c.var.db, await itemCtx(c)), { items: touched(c) }),
  )
  .get(
    '/:id/items/:itemId/history',
    doc(
      "The item's price history: each change and a deletion, who and when, newest first (members)",
      itemHistorySchema,
      {
        tags,
        errors: [400, 401, 404],
      },
    ),
    v('param', itemParam),
    async (c) => {
      const { id, itemId } = c.req.valid('param')
      return c.json({ entries: await listItemHistory(c.var.db, id, itemId, me(c).id) })
    },
  )
  .put(
    '/:id/items/:itemId/shares',
    docSnap('Split the item: shares by percentage, the owner keeps the remainder'),
    v('param', itemParam),
    v('json', splitItemSchema),
    async (c) =>
      answerWithSnapshot(c, await splitItem(c.var.db, await itemCtx(c), c.req.valid('json')), { items: touched(c) }),
  )
