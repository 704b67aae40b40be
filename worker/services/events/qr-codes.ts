import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventQrCodes } from '../../db/schema'
import { newId } from '../../lib/ids'
import { joinLink, qrPng } from '../../qr/qr-png'
import type { EventRow } from './event-context'

// The event's QR code: one per event, holding the join link, created on first use. The image is made
// here with the qrcode library rather than fetched from a QR service, so it works offline and the
// join link is never sent to a third party (docs/decisions/017). It is made lazily, on the first
// view, and kept in R2 under qr-codes/.

/**
 * The event's one QR row, created on first use. Racing first views both try the insert; the unique
 * index on event_id (migration 0005) lets one land and the other do nothing, and both read that row.
 */
export async function getOrCreateQrRow(db: Db, event: EventRow, origin: string) {
  const [found] = await db.select().from(eventQrCodes).where(eq(eventQrCodes.eventId, event.id))
  if (found) return found
  await db
    .insert(eventQrCodes)
    .values({
      id: newId(),
      eventId: event.id,
      joinCode: event.joinCode,
      qrCodeData: joinLink(origin, event.joinCode),
      createdAt: new Date(),
    })
    .onConflictDoNothing({ target: eventQrCodes.eventId })
  const [row] = await db.select().from(eventQrCodes).where(eq(eventQrCodes.eventId, event.id))
  if (!row) throw new Error('QR row missing after insert')
  return row
}

/** The event's QR image: from R2 when it was made before, otherwise made now, stored and recorded. */
export async function eventQrImage(db: Db, bucket: R2Bucket, event: EventRow, origin: string) {
  const row = await getOrCreateQrRow(db, event, origin)
  if (row.imageKey) {
    const stored = await bucket.get(row.imageKey)
    if (stored) return new Uint8Array(await stored.arrayBuffer())
  }
  const png = await qrPng(row.qrCodeData)
  // One key per QR row: racing makers write the same bytes to the same key, so neither is wasted.
  const key = `qr-codes/${event.id}/${row.id}.png`
  await bucket.put(key, png, {
    httpMetadata: { contentType: 'image/png', cacheControl: 'private, max-age=3600' },
    customMetadata: { eventId: event.id },
  })
  await db
    .update(eventQrCodes)
    .set({ imageKey: key })
    .where(and(eq(eventQrCodes.id, row.id), isNull(eventQrCodes.imageKey)))
  return png
}
