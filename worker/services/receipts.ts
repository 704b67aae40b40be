import { and, eq, isNotNull } from 'drizzle-orm'
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_SIZE_MESSAGE,
  RECEIPT_TYPE_MESSAGE,
  receiptObjectName,
  sniffImageType,
} from '../../src/domain/file-type'
import { milliPctFromAmount } from '../../src/domain/percent'
import type { ApplyReceiptInput } from '../../src/domain/schemas/receipt'
import type { Db } from '../db/client'
import { events, items, receiptAnalyses, receiptAnalysisItems } from '../db/schema'
import { ApiError } from '../lib/http-error'
import { newId } from '../lib/ids'
import type { EventRow } from './event-context'
import { commitAndSnapshot } from './snapshot'

/** Checks a receipt upload by its bytes and size, stores it in R2 and points the event at it. */
export async function storeReceipt(db: Db, bucket: R2Bucket, event: EventRow, viewerId: string, file: File) {
  if (file.size > RECEIPT_MAX_BYTES) throw new ApiError(413, 'too_large', RECEIPT_SIZE_MESSAGE)
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  const type = sniffImageType(head)
  if (!type) throw new ApiError(415, 'unsupported_type', RECEIPT_TYPE_MESSAGE)
  const key = receiptObjectName(file.name || 'receipt', Date.now(), crypto.randomUUID().slice(0, 8))
  await bucket.put(key, file.stream(), {
    httpMetadata: { contentType: type, cacheControl: 'private, max-age=3600' },
    customMetadata: { eventId: event.id, uploadedBy: viewerId },
  })
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, [
    db.update(events).set({ receiptKey: key, updatedAt: new Date() }).where(eq(events.id, event.id)),
  ]).catch(async (err: unknown) => {
    // Refused (the event closed meanwhile) or failed: the new photo is not the event's, drop it.
    await bucket.delete(key)
    throw err
  })
  // The replaced photo is no longer reachable from the event: remove it (after the write committed).
  if (event.receiptKey && event.receiptKey !== key) await bucket.delete(event.receiptKey)
  return snapshot
}

export async function countImportedItems(db: Db, eventId: string) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.eventId, eventId), isNotNull(items.receiptAnalysisId)))
  return rows.length
}

export async function removeReceipt(db: Db, bucket: R2Bucket, event: EventRow, viewerId: string, removeItems: boolean) {
  const writes = [
    db.update(events).set({ receiptKey: null, updatedAt: new Date() }).where(eq(events.id, event.id)),
    ...(removeItems
      ? [db.delete(items).where(and(eq(items.eventId, event.id), isNotNull(items.receiptAnalysisId)))]
      : []),
  ]
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, writes)
  if (event.receiptKey) await bucket.delete(event.receiptKey)
  return snapshot
}

/**
 * Apply: writes the chosen parts of the confirmed reading in one batch. Tax and tip become percents
 * by the spec's rule (amount / subtotal to 2 decimals, nudged), where the subtotal is the items' sum
 * when it differs from the printed subtotal by more than a cent.
 */
export async function applyReceipt(db: Db, event: EventRow, viewerId: string, input: ApplyReceiptInput) {
  const r = input.receipt
  const analysisId = newId()
  const itemsSum = r.items.reduce((s, i) => s + i.priceCents, 0)
  const basis = r.items.length > 0 && Math.abs(itemsSum - r.subtotalCents) > 1 ? itemsSum : r.subtotalCents
  const set: Partial<typeof events.$inferInsert> = { updatedAt: new Date() }
  if (input.include.location)
    Object.assign(set, {
      locationName: r.location_name || null,
      street: r.street || null,
      city: r.city || null,
      state: r.state || null,
      zip: r.zip || null,
    })
  if (input.include.dateTime) set.receiptDateTime = r.date_time || null
  if (input.include.totals) {
    set.taxMilliPct = milliPctFromAmount(r.taxCents, basis)
    set.tipMilliPct = milliPctFromAmount(r.tipCents, basis)
  }
  const base = Date.now()
  const lines = input.include.items ? r.items : []
  const writes = [
    db.insert(receiptAnalyses).values({
      id: analysisId,
      eventId: event.id,
      imageKey: event.receiptKey ?? '',
      locationName: r.location_name || null,
      street: r.street || null,
      city: r.city || null,
      state: r.state || null,
      zip: r.zip || null,
      dateTime: r.date_time || null,
      subtotalCents: r.subtotalCents,
      taxCents: r.taxCents,
      tipCents: r.tipCents,
      totalCents: r.totalCents,
      createdAt: new Date(base),
    }),
    ...(input.include.items && input.replaceExisting ? [db.delete(items).where(eq(items.eventId, event.id))] : []),
    db.update(events).set(set).where(eq(events.id, event.id)),
    ...lines.map((line, i) =>
      db
        .insert(receiptAnalysisItems)
        .values({ id: newId(), analysisId, name: line.name, priceCents: line.priceCents, position: i }),
    ),
    ...lines.map((line, i) =>
      db.insert(items).values({
        id: newId(),
        eventId: event.id,
        name: line.name,
        priceCents: line.priceCents,
        status: 'limbo',
        addedBy: viewerId,
        receiptAnalysisId: analysisId,
        // The list shows newest first; stagger times so it reads in the receipt's order.
        createdAt: new Date(base + lines.length - i),
        updatedAt: new Date(base),
      }),
    ),
  ]
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, writes)
  return snapshot
}
