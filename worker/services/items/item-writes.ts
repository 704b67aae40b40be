import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { ItemStatus } from '../../../src/domain/schemas/event-snapshot'
import type { Db } from '../../db/client'
import { itemShares, items } from '../../db/schema'

// Building blocks for conditional item writes. Each UPDATE names the state it expects, so a racing
// change makes the statement match nothing instead of overwriting someone else's move. That the
// event is still open is checked once per batch, by the gate commitAndSnapshot puts first
// (open-event.ts): a closed event rolls the whole batch back.

export function itemWhere(eventId: string, itemId: string, ...conditions: (SQL | undefined)[]) {
  return and(eq(items.id, itemId), eq(items.eventId, eventId), ...conditions)
}

export const statusIn = (statuses: readonly ItemStatus[]) => inArray(items.status, [...statuses])

/** The item still belongs to whoever owned it when the request was authorized (rights that come from
 * owning it, like splitting or deleting, must not land on an item that was just reassigned). */
export function sameOwnerAs(item: { ownerId: string | null; placeholderOwnerId: string | null }) {
  return and(
    item.ownerId === null ? isNull(items.ownerId) : eq(items.ownerId, item.ownerId),
    item.placeholderOwnerId === null
      ? isNull(items.placeholderOwnerId)
      : eq(items.placeholderOwnerId, item.placeholderOwnerId),
  )
}

export const notOwnedBy = (userId: string) => or(isNull(items.ownerId), ne(items.ownerId, userId))

/** Set beside clearSharesIf: an item whose shares go is no longer split, in any mode (decision 046). */
export const NO_SPLIT = { splitMode: 'percent', ownerWeight: null } as const

/** Clears an item's shares, but only if the item still matches `condition` (same batch, same guard). */
export function clearSharesIf(db: Db, itemId: string, condition: SQL | undefined) {
  return db
    .delete(itemShares)
    .where(and(eq(itemShares.itemId, itemId), sql`exists (select 1 from ${items} where ${condition})`))
}

/** The status an item falls back to when a pickup ends without a new owner. */
export const ownedOrLimbo = sql<ItemStatus>`case when ${items.ownerId} is null and ${items.placeholderOwnerId} is null then 'limbo' else 'owned' end`
