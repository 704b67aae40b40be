import { type SQL, sql } from 'drizzle-orm'
import * as ITEMS from '../../../src/messages/items-more'
import type { Db } from '../../db/client'
import { items } from '../../db/schema'
import type { EventRow, ItemRow } from '../events/event-context'
import { notificationInsertIf } from '../messages/notifications'
import { findProfile } from '../people/profiles'
import { displayName } from '../settling/settlement-rows'

// The notifications of a pickup: the request goes to the item's owner, or to the host for
// an item nobody (or only a guest) owns; the answer goes to the person who asked. Each is written in
// the same batch as the item's change and only if that change's guard holds.

/** True when the batch reaches it while `guard` (a condition on the item's row) still holds. */
export const whileItem = (guard: SQL | undefined) => sql`exists (select 1 from ${items} where ${guard})`

/** The asker's name for the message (read first: a drizzle statement must not pass through an await). */
export async function askerName(db: Db, viewerId: string) {
  return displayName(await findProfile(db, viewerId))
}

export function pickupRequestedNote(db: Db, event: EventRow, item: ItemRow, asker: string, guard?: SQL) {
  return notificationInsertIf(
    db,
    {
      userId: item.ownerId ?? event.hostId,
      eventId: event.id,
      type: 'pickup_requested',
      title: ITEMS.pickupRequestedTitle,
      message: ITEMS.pickupRequested(asker, item.name, event.title),
    },
    whileItem(guard),
  )
}

export function pickupAnsweredNote(db: Db, event: EventRow, item: ItemRow, approved: boolean, guard?: SQL) {
  return notificationInsertIf(
    db,
    {
      userId: item.requesterId ?? '',
      eventId: event.id,
      type: 'pickup_answered',
      title: approved ? ITEMS.pickupApprovedTitle : ITEMS.pickupDeniedTitle,
      message: approved ? ITEMS.pickupApproved(item.name, event.title) : ITEMS.pickupDenied(item.name, event.title),
    },
    whileItem(guard),
  )
}
