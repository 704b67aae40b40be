import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { ItemHistoryEntry } from '../../../src/domain/schemas/item-history'
import type { Db } from '../../db/client'
import { itemHistory, profiles } from '../../db/schema'
import { newId } from '../../lib/ids'
import { loadContext } from '../events/event-context'
import { insertIf } from '../events/insert-if'
import { displayName } from '../settling/settlement-rows'
import type { ItemCtx } from './items'

// An item's price history: each price change and the deletion, who and when, before -> after. Written in
// the change's own batch, only if its guard still holds, so the history says exactly what landed.

export function historyInsert(db: Db, c: ItemCtx, afterCents: number | null, condition: SQL | undefined) {
  return insertIf(
    db,
    itemHistory,
    {
      id: newId(),
      eventId: c.event.id,
      itemId: c.item.id,
      actorId: c.viewerId,
      kind: afterCents === null ? 'delete' : 'price',
      itemName: c.item.name,
      beforeCents: c.item.priceCents,
      afterCents,
      createdAt: new Date(),
    },
    condition,
  )
}

/** The history of one item of the event, newest first. Members only: anyone else gets the event's 404. */
export async function listItemHistory(db: Db, eventId: string, itemId: string, viewerId: string) {
  await loadContext(db, eventId, viewerId)
  const rows = await db
    .select({ h: itemHistory, firstName: profiles.firstName, username: profiles.username })
    .from(itemHistory)
    .leftJoin(profiles, eq(profiles.id, itemHistory.actorId))
    .where(and(eq(itemHistory.eventId, eventId), eq(itemHistory.itemId, itemId)))
    .orderBy(desc(itemHistory.createdAt), desc(itemHistory.id))
  return rows.map(
    ({ h, firstName, username }): ItemHistoryEntry => ({
      id: h.id,
      kind: h.kind,
      itemName: h.itemName,
      actorName: username === null ? null : displayName({ firstName, username }),
      beforeCents: h.beforeCents,
      afterCents: h.afterCents,
      createdAt: h.createdAt.toISOString(),
    }),
  )
}
