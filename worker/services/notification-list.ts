import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notifications } from '../db/schema'

// The bell's reads and the one mark-read write (spec section 7: latest 50 not hidden, newest first;
// count unread). Writers use notificationInsert (./notifications.ts).
export const NOTIFICATIONS_LOADED = 50

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
  return {
    notifications: list.map((n) => ({
      id: n.id,
      eventId: n.eventId,
      type: n.type,
      title: n.title,
      message: n.message,
      read: n.read,
      createdAt: n.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  }
}

/** Marks every unread notification of the user read (spec: mark_all_notifications_read). */
export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
}
