import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import type { UserLiveMessage } from '../../../src/domain/live-user'
import type { DirectMessageDto } from '../../../src/domain/schemas/direct-message'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'
import type { AppEnv } from '../../env'
import { toNotificationDto } from './notification-list'
import { takeNotificationIds } from './notifications'

// Live delivery to a user's tabs, through their UserHub's typed RPC (worker/rooms/user-hub.ts).
// Called after the D1 batch has committed, never before: a message on screen is always one that is
// stored. A hub that cannot be reached loses nothing: the tab refetches the lists when it reconnects.

type Ctx = Pick<Context<AppEnv>, 'env' | 'executionCtx'>

function hubOf(env: Env, userId: string) {
  return env.USER_HUB.get(env.USER_HUB.idFromName(userId))
}

/** Runs `work` after the response when the runtime allows it (waitUntil), else in the background. */
function inBackground(c: Ctx, work: Promise<unknown>) {
  const logged = work.catch((err: unknown) => console.warn('live push failed', String(err)))
  try {
    c.executionCtx.waitUntil(logged)
  } catch {
    // No execution context (app.fetch called directly): the push still runs.
  }
}

async function sendAll(env: Env, byUser: Map<string, UserLiveMessage[]>) {
  await Promise.all(
    [...byUser].map(async ([userId, messages]) => {
      const hub = hubOf(env, userId)
      // In order, one after the other: a user's tabs see notifications in the order they were written.
      for (const m of messages) await hub.notify(m)
    }),
  )
}

async function pushWritten(env: Env, db: Db, ids: string[]) {
  // Only what the batch really wrote: a conditional insert whose guard failed left no row.
  const rows = await db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, ids), eq(notifications.hidden, false)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
  const byUser = new Map<string, UserLiveMessage[]>()
  for (const n of rows)
    byUser.set(n.userId, [
      ...(byUser.get(n.userId) ?? []),
      { type: 'notification.created', notification: toNotificationDto(n) },
    ])
  await sendAll(env, byUser)
}

/**
 * The one way new notifications reach the bell live: call it after the batch that wrote them (with
 * notificationInsert / notificationInsertIf on the same `db`) has committed. It sends each recipient's
 * hub the notifications that landed, and does nothing when there were none.
 */
export function pushNotifications(c: Ctx, db: Db) {
  const ids = takeNotificationIds(db)
  if (ids.length === 0) return
  inBackground(c, pushWritten(c.env, db, ids))
}

/** A stored direct message, to the receiver's tabs and the sender's other tabs. */
export function pushDirectMessage(c: Ctx, message: DirectMessageDto) {
  const m: UserLiveMessage = { type: 'dm.created', message }
  const byUser = new Map([[message.receiverId, [m]]])
  if (message.senderId !== message.receiverId) byUser.set(message.senderId, [m])
  inBackground(c, sendAll(c.env, byUser))
}

/** The reader's other tabs drop the thread's unread badge. */
export function pushThreadRead(c: Ctx, readerId: string, personId: string) {
  inBackground(c, sendAll(c.env, new Map([[readerId, [{ type: 'dm.read', personId }]]])))
}
