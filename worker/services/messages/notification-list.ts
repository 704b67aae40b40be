import { and, count, desc, eq } from 'drizzle-orm'
import type { NotificationDto } from '../../../src/domain/schemas/notification'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'

// The bell's reads and writes (latest 50 not hidden, newest first; count unread; mark
// read; 'Clear read' hides the read ones). Writers use notificationInsert (./notifications.ts).
const NOTIFICATIONS_LOADED = 50

export const toNotificationDto = (n: typeof notifications.$inferSelect): NotificationDto => ({
  id: n.id,
  eventId: n.eventId,
  type: n.type,
  title: n.title,
  message: n.message,
  amounts: n.amounts,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
})

export async function listNotifications(db: Db, userId: string) {
  const [list, [unread]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.hidden, false)))
      .orderBy(desc(notifications.createdAt), notifications.id)
      .limit(NOTIFICATIONS_LOADED),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.hidden, false), eq(notifications.read, false))),
  ])
  return { notifications: list.map(toNotificationDto), unread: unread?.n ?? 0 }
}

/** 'Mark all read': marks every unread notification of the user read. */
export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
}

/** Marks one of the user's notifications read (opening it); someone else's id changes nothing. */
export async function markOneRead(db: Db, userId: string, id: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
}

/** Hides (soft-deletes) one of the user's notifications, read or not; someone else's id changes nothing. */
export async function hideOne(db: Db, userId: string, id: string) {
  await db
    .update(notifications)
    .set({ hidden: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
}

/** 'Clear read': hides (soft-deletes) every read notification of the user; unread ones stay. */
export async function clearRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ hidden: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, true), eq(notifications.hidden, false)))
}
