import type { SQL } from 'drizzle-orm'
import { readMoneyText } from '../../../src/domain/money-text'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'
import { newId } from '../../lib/ids'
import { insertIf } from '../events/insert-if'

// The one way a notification is written (docs/product.md#91-notifications). It returns the INSERT
// statement rather than running it, so the notification lands in the same D1 batch as the change
// it is about: a dispute resolved, tabs sent or an invite accepted either happen with their
// notifications or not at all. Each id written through `db` is remembered, so once the batch has
// committed the route calls pushNotifications (./push.ts), which sends the ones that really landed
// to their recipients' hubs (the bell updates live).

export type NotificationType =
  | 'added_to_event'
  | 'pickup_requested'
  | 'pickup_answered'
  | 'mention'
  | 'dispute_created'
  | 'dispute_resolved'
  | 'settlement_calculated'
  | 'settlement_updated'
  | 'invite_accepted'
  | 'event_invitation'
  | 'item_changed'

export type NewNotification = {
  userId: string
  eventId: string | null
  type: NotificationType
  title: string
  message: string
}

// The ids of notifications statements built with each request's db, until pushNotifications takes them.
const written = new WeakMap<Db, string[]>()

function rowOf(db: Db, n: NewNotification) {
  const id = newId()
  written.set(db, [...(written.get(db) ?? []), id])
  // Writers put amounts in as marks (markedMoney); stored are en-US words plus where each amount sits.
  const { text, amounts } = readMoneyText(n.message)
  return { id, ...n, message: text, amounts, createdAt: new Date() }
}

/** The ids of the notifications built with `db` since the last call (some may not have been written). */
export function takeNotificationIds(db: Db): string[] {
  const ids = written.get(db) ?? []
  written.delete(db)
  return ids
}

export function notificationInsert(db: Db, n: NewNotification) {
  return db.insert(notifications).values(rowOf(db, n))
}

/** The same notification, written only if `condition` holds when the batch reaches it (see insert-if.ts). */
export function notificationInsertIf(db: Db, n: NewNotification, condition: SQL | undefined) {
  return insertIf(db, notifications, rowOf(db, n), condition)
}
