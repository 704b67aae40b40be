import { and, eq, sql } from 'drizzle-orm'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Db } from '../../db/client'
import { itemShares, items, placeholders } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import type { EventRow } from './event-context'
import { guestLimitGuard, withLimit } from './limits'
import { commitAndSnapshot } from './snapshot'

export async function addPlaceholder(db: Db, event: EventRow, viewerId: string, name: string) {
  const { snapshot } = await withLimit(db, 'guests', () =>
    commitAndSnapshot(db, event.id, viewerId, [
      db
        .insert(placeholders)
        .values({ id: newId(), eventId: event.id, name, createdBy: viewerId, createdAt: new Date() }),
      // At most 2 x maxUsersPerEvent guests, counted with the new one in (limits.ts).
      guestLimitGuard(db, event.id),
    ]),
  )
  return snapshot
}

/** Removing a guest returns their items to limbo and drops their shares (owners keep the remainder). */
export async function removePlaceholder(db: Db, event: EventRow, viewerId: string, placeholderId: string) {
  const [row] = await db
    .select({ id: placeholders.id })
    .from(placeholders)
    .where(and(eq(placeholders.id, placeholderId), eq(placeholders.eventId, event.id)))
  if (!row) throw notFound(PARTICIPANTS.guestNotFound)
  const { snapshot } = await commitAndSnapshot(db, event.id, viewerId, [
    db
      .update(items)
      // A pending pickup request stays pending (approve then hands the item to the requester); setting
      // it to limbo would leave a requester on an unclaimed item that no transition clears.
      .set({
        status: sql`case when ${items.status} = 'pending' then 'pending' else 'limbo' end`,
        placeholderOwnerId: null,
        updatedAt: new Date(),
      })
      .where(and(eq(items.eventId, event.id), eq(items.placeholderOwnerId, placeholderId))),
    db.delete(itemShares).where(eq(itemShares.placeholderId, placeholderId)),
    db.delete(placeholders).where(eq(placeholders.id, placeholderId)),
  ])
  return snapshot
}
