import { Hono, type TypedResponse } from 'hono'
import * as z from 'zod'
import { createEventSchema, placeholderSchema, updateEventSchema } from '../../src/domain/schemas/event'
import {
  type EventSnapshotWire,
  eventListSchema,
  eventSnapshotSchema,
  eventSnapshotWireSchema,
} from '../../src/domain/schemas/event-snapshot'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { refuseGuests } from '../middleware/refuse-guests'
import { me, requireUser, sessionInSameBatch, withViewerValue } from '../middleware/require-user'
import { rules, takeAllowance } from '../services/account/rate-limits'
import { createEvent, deleteEvent, listEvents, updateEvent } from '../services/events/events'
import { addPlaceholder, removePlaceholder } from '../services/events/placeholders'
import { readSnapshot, snapshotBesideSession, snapshotJson, snapshotQuery } from '../services/events/snapshot'
import { publishEventDeleted } from '../services/messages/live'
import { answerWithSnapshot, eventFor, eventParam, guestParam, HOST_ONLY } from './event-route'

const tags = ['Events']
const docSnap = (summary: string, status = 200) =>
  doc(summary, eventSnapshotSchema, { tags, status, errors: [400, 401, 403, 404, 409] })

export const eventRoutes = new Hono<AppEnv>()
  // The event page's read checks the session in its own batch: one D1 round trip in all (decision 023).
  .use('/:id', sessionInSameBatch)
  .use(requireUser)
  .get(
    '/',
    doc('My events (hosted and joined), newest first, 8 per page', eventListSchema, { tags }),
    v('query', z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })),
    async (c) => c.json(await listEvents(c.var.db, me(c).id, c.req.valid('query').page)),
  )
  .post(
    '/',
    docSnap('Create an event (the host joins it)', 201),
    refuseGuests,
    v('json', createEventSchema),
    async (c) => {
      const id = await createEvent(c.var.db, me(c).id, c.req.valid('json'))
      return c.json(await readSnapshot(c.var.db, id, me(c).id), 201)
    },
  )
  .get(
    '/:id',
    doc(
      'Everything the event page shows, in one read; items lean (a null, false or empty field left out)',
      eventSnapshotWireSchema,
      {
        tags,
        errors: [400, 401, 403, 404, 409],
      },
    ),
    v('param', eventParam),
    async (c) => {
      // SQLite writes the JSON (services/events/snapshot.ts): it goes out as it is, never parsed here.
      const id = c.req.valid('param').id
      const body = await withViewerValue(c, snapshotBesideSession, { eventId: id }, async (viewerId) => {
        const [row] = await snapshotQuery(c.var.db, id, { id: viewerId })
        return row?.body ?? null
      })
      const res = c.body(snapshotJson([{ body }], me(c).id), 200, { 'content-type': 'application/json' })
      // The text is the wire schema's JSON: the typed client (decision 013) sees that type, as with c.json.
      return res as unknown as Response & TypedResponse<EventSnapshotWire, 200, 'json'>
    },
  )
  .patch('/:id', docSnap('Host edits the event'), v('param', eventParam), v('json', updateEventSchema), async (c) => {
    const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.edit })
    const snapshot = await updateEvent(c.var.db, ctx.event, me(c).id, c.req.valid('json'))
    return answerWithSnapshot(c, snapshot)
  })
  .delete(
    '/:id',
    doc('Host deletes the event with its items, participants and comments', z.object({ deleted: z.literal(true) }), {
      tags,
      errors: [401, 403, 404],
    }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.delete })
      await deleteEvent(c.var.db, ctx.event.id)
      publishEventDeleted(c, ctx.event.id)
      return c.json({ deleted: true as const })
    },
  )
  .post(
    '/:id/placeholders',
    docSnap('Host adds a placeholder guest', 201),
    v('param', eventParam),
    v('json', placeholderSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.addGuests, open: true })
      await takeAllowance(c.var.db, c.env, 'guests added', rules.guest(ctx.event.id))
      const snapshot = await addPlaceholder(c.var.db, ctx.event, me(c).id, c.req.valid('json').name)
      return answerWithSnapshot(c, snapshot, { status: 201 })
    },
  )
  .delete(
    '/:id/placeholders/:placeholderId',
    docSnap('Host removes a placeholder guest (their items return to limbo)'),
    v('param', guestParam),
    async (c) => {
      const { id, placeholderId } = c.req.valid('param')
      const ctx = await eventFor(c, id, { host: HOST_ONLY.removeGuests, open: true })
      const snapshot = await removePlaceholder(c.var.db, ctx.event, me(c).id, placeholderId)
      return answerWithSnapshot(c, snapshot)
    },
  )
