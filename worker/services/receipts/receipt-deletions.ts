import { and, eq, type SQL } from 'drizzle-orm'
import { amountChanges } from '../../../src/domain/item-amounts'
import type { Db } from '../../db/client'
import { itemShares, items } from '../../db/schema'
import type { EventRow } from '../events/event-context'
import { holdingOf, itemChangeNotes } from '../items/item-change-notes'
import { historyInsert } from '../items/item-history'
import { askerName, whileItem } from '../items/pickup-notifications'

/**
 * The writes that make a receipt's removal of items (Replace existing items, or Remove Receipt with its
 * items) count as the deletions they are: each removed item gets its history row, and everyone whose
 * part goes with it is told, as a Delete would. Read now; each write is guarded by its item still being
 * there, and goes in the batch before the delete, so it lands exactly when the item goes.
 */
export async function receiptDeletionRecords(db: Db, event: EventRow, viewerId: string, which: SQL | undefined) {
  const [doomed, shares] = await db.batch([
    db
      .select()
      .from(items)
      .where(and(eq(items.eventId, event.id), which)),
    db.select().from(itemShares).where(eq(itemShares.eventId, event.id)),
  ])
  if (doomed.length === 0) return []
  const actor = { id: viewerId, name: await askerName(db, viewerId) }
  return doomed.flatMap((item) => {
    const held = shares.filter((s) => s.itemId === item.id)
    const stillThere = whileItem(and(eq(items.id, item.id), eq(items.eventId, event.id)))
    return [
      historyInsert(db, { event, item, shares: held, viewerId }, null, stillThere),
      ...itemChangeNotes(db, 'delete', event, item.name, actor, amountChanges(holdingOf(item, held), null), stillThere),
    ]
  })
}
