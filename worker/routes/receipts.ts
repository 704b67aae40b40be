import { Hono } from 'hono'
import * as z from 'zod'
import { RECEIPT_MAX_BYTES } from '../../src/domain/file-type'
import { parsedReceiptSchema } from '../../src/domain/receipt/schema'
import { eventSnapshotSchema } from '../../src/domain/schemas/event-snapshot'
import { applyReceiptSchema, pendingPhotoName } from '../../src/domain/schemas/receipt'
import * as RECEIPTS from '../../src/messages/receipts'
import type { AppEnv } from '../env'
import { limitBody } from '../lib/body-limit'
import { ApiError, notFound } from '../lib/http-error'
import { doc, docRaw } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { USER_CONTENT_CSP } from '../middleware/security-headers'
import { loadContext } from '../services/events/event-context'
import { analyzeReceipt, readerEnv, readerFor, readerMode, receiptImage } from '../services/receipts/receipt-read'
import {
  applyReceipt,
  countImportedItems,
  discardPendingReceipts,
  receiptKeyToRead,
  removeReceipt,
  storePendingReceipt,
  storeReceipt,
} from '../services/receipts/receipts'
import { answerWithSnapshot, eventFor, eventParam, HOST_ONLY } from './event-route'

const tags = ['Receipts']
const docSnap = (summary: string, status = 200, errors = [400, 401, 403, 404, 409]) =>
  doc(summary, eventSnapshotSchema, { tags, status, errors })

// At most the photo's limit plus a little slack for the multipart envelope is ever read, with or
// without a Content-Length (lib/body-limit).
const uploadLimit = limitBody(RECEIPT_MAX_BYTES + 64 * 1024, () => new ApiError(413, 'too_large', RECEIPTS.tooLarge))
const uploadForm = v('form', z.object({ file: z.file(RECEIPTS.invalidType) }))
const pendingParam = eventParam.extend({ name: pendingPhotoName })

export const receiptRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/:id/receipt',
    docSnap(
      'Host uploads or replaces the receipt photo (JPEG, PNG, HEIC, HEIF by content; at most 10 MB)',
      201,
      [400, 401, 403, 404, 409, 413, 415],
    ),
    v('param', eventParam),
    uploadLimit,
    uploadForm,
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.addReceipt, open: true })
      const snapshot = await storeReceipt(
        c.var.db,
        c.env.FILES,
        ctx.event,
        me(c).id,
        c.req.valid('form').file as unknown as File,
      )
      return answerWithSnapshot(c, snapshot, { status: 201 })
    },
  )
  .post(
    '/:id/receipt/pending',
    doc(
      'Host uploads a replacement photo to read; it replaces the receipt only when the reading is applied',
      z.object({ pendingPhoto: z.string() }),
      { tags, status: 201, errors: [400, 401, 403, 404, 413, 415] },
    ),
    v('param', eventParam),
    uploadLimit,
    uploadForm,
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.addReceipt })
      const file = c.req.valid('form').file as unknown as File
      return c.json(await storePendingReceipt(c.env.FILES, ctx.event, me(c).id, file), 201)
    },
  )
  .delete(
    '/:id/receipt/pending/:name',
    doc('Host cancels a replacement photo: the current receipt stays', z.object({ deleted: z.literal(true) }), {
      tags,
      errors: [400, 401, 403, 404],
    }),
    v('param', pendingParam),
    async (c) => {
      const { id, name } = c.req.valid('param')
      const ctx = await eventFor(c, id, { host: HOST_ONLY.manageReceipt })
      await discardPendingReceipts(c.env.FILES, ctx.event.id, name)
      return c.json({ deleted: true as const })
    },
  )
  .get(
    '/:id/receipt',
    docRaw(
      'The receipt photo (members only; served by the worker, never a public URL)',
      {
        status: 200,
        description: 'The photo as uploaded',
        content: Object.fromEntries(
          ['image/jpeg', 'image/png', 'image/heic', 'image/heif'].map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
      { tags, errors: [400, 401, 404] },
    ),
    v('param', eventParam),
    async (c) => {
      // Members only, through the worker: receipts are never public URLs. Someone holding a link to an
      // event they are not in gets the same 404 as for a missing event, so ids cannot be probed.
      const ctx = await loadContext(c.var.db, c.req.valid('param').id, me(c).id)
      if (!ctx.event.receiptKey) throw notFound(RECEIPTS.noReceipt)
      const object = await c.env.FILES.get(ctx.event.receiptKey)
      if (!object) throw notFound(RECEIPTS.noReceipt)
      const headers = new Headers()
      object.writeHttpMetadata(headers)
      headers.set('cache-control', 'private, max-age=3600')
      headers.set('etag', object.httpEtag)
      headers.set('x-content-type-options', 'nosniff')
      // User content: shown inline as the image it was sniffed to be, under a fixed name (never the
      // uploader's), and sandboxed with no sources, so even a polyglot opened directly runs nothing.
      const ext = (object.httpMetadata?.contentType ?? 'image/jpeg').split('/')[1] ?? 'jpeg'
      headers.set('content-disposition', `inline; filename="receipt.${ext}"`)
      headers.set('content-security-policy', USER_CONTENT_CSP)
      return new Response(object.body, { headers })
    },
  )
  .get(
    '/:id/receipt/imported-count',
    doc('How many items came from a receipt', z.object({ count: z.number().int() }), { tags, errors: [401, 403, 404] }),
    v('param', eventParam),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.manageReceipt })
      return c.json({ count: await countImportedItems(c.var.db, ctx.event.id) })
    },
  )
  .delete(
    '/:id/receipt',
    docSnap('Host removes the receipt (and optionally the items imported from it)'),
    v('param', eventParam),
    v('query', z.object({ removeItems: z.enum(['true', 'false']).default('false') })),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.removeReceipt, open: true })
      const removeItems = c.req.valid('query').removeItems === 'true'
      const snapshot = await removeReceipt(c.var.db, c.env.FILES, ctx.event, me(c).id, removeItems)
      return answerWithSnapshot(c, snapshot)
    },
  )
  .post(
    '/:id/receipt/apply',
    docSnap('Apply a confirmed receipt reading: items, location, date and time, tax and tip'),
    v('param', eventParam),
    v('json', applyReceiptSchema),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.applyReceipt, open: true })
      const snapshot = await applyReceipt(c.var.db, c.env.FILES, ctx.event, me(c).id, c.req.valid('json'))
      return answerWithSnapshot(c, snapshot)
    },
  )
  .post(
    '/:id/receipt/read',
    doc(
      'Host has the stored receipt read by the configured model (409 reader_offline: read it in the browser)',
      parsedReceiptSchema,
      {
        tags,
        errors: [401, 403, 404, 409, 422, 502],
      },
    ),
    v('param', eventParam),
    v('query', z.object({ pending: pendingPhotoName.optional() })),
    async (c) => {
      const ctx = await eventFor(c, c.req.valid('param').id, { host: HOST_ONLY.readReceipt })
      const key = receiptKeyToRead(ctx.event, c.req.valid('query').pending)
      if (!key) throw notFound(RECEIPTS.noReceipt)
      const env = readerEnv(c.env)
      // Checked before touching R2: with no provider the browser reads its own copy of the photo.
      const reader = readerFor(env)
      const object = await c.env.FILES.get(key)
      if (!object) throw notFound(RECEIPTS.noReceipt)
      const image = receiptImage(new Uint8Array(await object.arrayBuffer()), object.httpMetadata?.contentType)
      return c.json(await analyzeReceipt(reader, image, [env.GEMINI_API_KEY]))
    },
  )

/** GET /api/receipt-reader: where receipts are read, so the client can say so before it starts. */
export const receiptReaderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc(
      'Which receipt reader this deployment uses: offline (in the browser), gemini or workers-ai',
      z.object({ mode: z.enum(['offline', 'gemini', 'workers-ai']) }),
      { tags, errors: [401] },
    ),
    (c) => c.json({ mode: readerMode(readerEnv(c.env)) }),
  )
