import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notifications } from '../db/schema'
import { newId } from '../lib/ids'
import { insertIf } from './insert-if'

// The one way a notification is written (spec section 3: notification). It returns the INSERT
// statement rather than running it, so the notification lands in the same D1 batch as the change
// it is about: a dispute resolved, tabs sent or an invite accepted either happen with their
// notifications or not at all. Live delivery (the bell updating without a reload) is added by the
// live issue on top of this, in one place.

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

export type NewNotification = {
  userId: string
  eventId: string | null
  type: NotificationType
  title: string
  message: string
}

export function notificationInsert(db: Db, n: NewNotification) {
  return db.insert(notifications).values({ id: newId(), ...n, createdAt: new Date() })
}

/** The same notification, written only if `condition` holds when the batch reaches it (see insert-if.ts). */
export function notificationInsertIf(db: Db, n: NewNotification, condition: SQL | undefined) {
  return insertIf(db, notifications, { id: newId(), ...n, createdAt: new Date() }, condition)
}
