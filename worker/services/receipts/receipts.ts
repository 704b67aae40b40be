import { and, eq, isNotNull } from 'drizzle-orm'
import { RECEIPT_MAX_BYTES, receiptObjectName, sniffImageType } from '../../../src/domain/file-type'
import { FULL_MILLI_PCT, milliPctFromAmount } from '../../../src/domain/percent'
import { percentBasisCents } from '../../../src/domain/receipt/reconcile'
import { type ApplyReceiptInput, PENDING_PHOTO_GONE } from '../../../src/domain/schemas/receipt'
import * as RECEIPTS from '../../../src/messages/receipts'
import type { Db } from '../../db/client'
import { events, items, receiptAnalyses, receiptAnalysisItems } from '../../db/schema'
import { ApiError, conflict } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import type { EventRow } from '../events/event-context'
import { itemLimitGuard, withLimit } from '../events/limits'
import { commitAndSnapshot } from '../events/snapshot'
import { receiptDeletionRecords } from './receipt-deletions'

/** The image type of a receipt upload, judged by its bytes and size (never its name). */
async function checkedImageType(file: File): Promise<string> {
  if (file.size > RECEIPT_MAX_BYTES) throw new ApiError(413, 'too_large', RECEIPTS.tooLarge)
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  const type = sniffImageType(head)
  if (!type) throw new ApiError(415, 'unsupported_type', RECEIPTS.invalidType)
  return type
}

function putReceipt(bucket: R2Bucket, key: string, file: File, type: string, eventId: string, viewerId: string) {
  return bucket.put(key, file.stream(), {
    httpMetadata: { contentType: type, cacheControl: 'private, max-age=3600' },
    customMetadata: { eventId, uploadedBy: viewerId },
  })
}

/** Checks a receipt upload by its bytes and size, stores it in R2 and points the event at it. */
export async function storeReceipt(db: Db, bucket: R2Bucket, event: EventRow, viewerId: string, file: File) {
  const type = await checkedImageType(file)
  const key = receiptObjectName(file.name || 'receipt', Date.now(), crypto.randomUUID().slice(0, 8))
  await putReceipt(bucket, key, file, type, event.id, viewerId)
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

// A replacement photo waits under pending/{eventId}/ until the host applies its reading (then it
// becomes the receipt) or cancels (then it is deleted), so Cancel keeps the old photo. An event has
// at most one waiting photo: a new one, Apply, Cancel and Remove Receipt all clear older ones, so a
// closed tab leaves at most one object behind, and only until the event's next receipt action.
const pendingPrefix = (eventId: string) => `pending/${eventId}/`

/** Stores a replacement photo without touching the event; its name is what apply and read refer to. */
export async function storePendingReceipt(bucket: R2Bucket, event: EventRow, viewerId: string, file: File) {
  const type = await checkedImageType(file)
  await discardPendingReceipts(bucket, event.id)
  const name = receiptObjectName(file.name || 'receipt', Date.now(), crypto.randomUUID().slice(0, 8))
  await putReceipt(bucket, pendingPrefix(event.id) + name, file, type, event.id, viewerId)
  return { pendingPhoto: name }
}

/** Deletes the named waiting photo, or every waiting photo of the event. */
export async function discardPendingReceipts(bucket: R2Bucket, eventId: string, name?: string) {
  if (name) return bucket.delete(pendingPrefix(eventId) + name)
  const listed = await bucket.list({ prefix: pendingPrefix(eventId) })
  if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key))
}

/** The R2 key to read: the waiting photo when one is named, else the event's receipt. */
export function receiptKeyToRead(event: EventRow, pendingPhoto?: string): string | null {
  return pendingPhoto ? pendingPrefix(event.id) + pendingPhoto : event.receiptKey
}

export async function countImportedItems(db: Db, eventId: string) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.eventId, eventId), isNotNull(items.receiptAnalysisId)))
  return rows.length
}

export async function removeReceipt(db: Db, bucket: R2Bucket, event: EventRow, viewerId: string, removeItems: boolean) {
  const imported = isNotNull(items.receiptAnalysisId)
  const writes = [
    db.update(events).set({ receiptKey: null, updatedAt: new Date() }).where(eq(events.id, event.id)),
    ...(removeItems
      ? [
          ...(await receiptDeletionRecords(db, event, viewerId, imported)),
          db.delete(items).where(and(eq(items.eventId, event.id), imported)),
        ]
      : []),
  ]
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, writes)
  if (event.receiptKey) await bucket.delete(event.receiptKey)
  await discardPendingReceipts(bucket, event.id)
  return snapshot
}

/**
 * Apply: writes the chosen parts of the confirmed reading in one batch. Tax and tip become percents
 * by milliPctFromAmount (amount / subtotal, nudged to give back the amount; docs/decisions/009), where
 * the subtotal is the items' sum when it differs from the printed subtotal by more than a cent. Only the
 * tax and tip the host kept ticked are written. A waiting replacement photo becomes the receipt in the
 * same step.
 */
export async function applyReceipt(
  db: Db,
  bucket: R2Bucket,
  event: EventRow,
  viewerId: string,
  input: ApplyReceiptInput,
) {
  const r = input.receipt
  const analysisId = newId()
  const basis = percentBasisCents(
    r.items.map((i) => i.priceCents),
    r.subtotalCents,
  )
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
  // Only what the user confirmed is written: a receipt without a tip line leaves the event's tip alone.
  // The receipt gives them as amounts, so they are kept as typed amounts (decision 046): charged to the
  // cent whatever the items add up to later. The rate beside them is what the editor shows as a percent.
  if (input.include.totals && input.include.tax !== false) {
    set.taxMilliPct = Math.min(FULL_MILLI_PCT, milliPctFromAmount(r.taxCents, basis))
    set.taxMode = 'amount'
    set.taxAmountCents = r.taxCents
  }
  if (input.include.totals && input.include.tip !== false) {
    set.tipMilliPct = Math.min(FULL_MILLI_PCT, milliPctFromAmount(r.tipCents, basis))
    set.tipMode = 'amount'
    set.tipAmountCents = r.tipCents
  }
  const photo = input.pendingPhoto ? await promotePendingReceipt(bucket, event.id, input.pendingPhoto) : null
  if (photo) set.receiptKey = photo
  const base = Date.now()
  const lines = input.include.items ? r.items : []
  const replacing = input.include.items && input.replaceExisting
  // Replaced items go as deletions do: history and a note to each person whose part goes with them.
  const deletions = replacing ? await receiptDeletionRecords(db, event, viewerId, undefined) : []
  const writes = [
    db.insert(receiptAnalyses).values({
      id: analysisId,
      eventId: event.id,
      imageKey: photo ?? event.receiptKey ?? '',
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
    ...deletions,
    ...(replacing ? [db.delete(items).where(eq(items.eventId, event.id))] : []),
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
    // maxItemsPerEvent, counted after the import (and after replacing, when asked): limits.ts.
    itemLimitGuard(db, event.id),
  ]
  const commit = () => withLimit(db, 'items', () => commitAndSnapshot(db, event.id, viewerId, writes))
  if (!photo) return (await commit()).snapshot
  const { snapshot } = await commit().catch(async (err: unknown) => {
    await bucket.delete(photo) // nothing points at the copy: do not leave it behind
    throw err
  })
  const old = event.receiptKey && event.receiptKey !== photo ? [event.receiptKey] : []
  await bucket.delete([pendingPrefix(event.id) + input.pendingPhoto, ...old])
  return snapshot
}

/** Copies the waiting photo to its receipt name (R2 has no rename); the caller deletes the original. */
async function promotePendingReceipt(bucket: R2Bucket, eventId: string, name: string): Promise<string> {
  const waiting = await bucket.get(pendingPrefix(eventId) + name)
  if (!waiting) throw conflict(PENDING_PHOTO_GONE, 'photo_gone')
  await bucket.put(name, await waiting.arrayBuffer(), {
    httpMetadata: waiting.httpMetadata,
    customMetadata: waiting.customMetadata,
  })
  return name
}
