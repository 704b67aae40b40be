import type { Context } from 'hono'
import type { EventLiveMessage } from '../../../src/domain/live'
import type { CommentDto } from '../../../src/domain/schemas/comment'
import type { EventSnapshot } from '../../../src/domain/schemas/event-snapshot'
import type { AppEnv } from '../../env'

// How the worker tells an event's room what changed, after the D1 write has committed: a typed RPC
// call (EventRoom.publish). Which changes carry their data and which only announce a version:
// docs/decisions/019-live-event-messages.md.

/** The event's room; RPC calls on it are typed by the EventRoom class. */
export const eventRoom = (env: Env, eventId: string) => env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId))

/** Publishes without holding up the response; a failed publish is logged, never the request's failure. */
export function publish(c: Context<AppEnv>, eventId: string, msg: EventLiveMessage) {
  const send = eventRoom(c.env, eventId)
    .publish(msg)
    .catch((err: unknown) => console.warn('live publish failed', String(err)))
  try {
    c.executionCtx.waitUntil(send)
  } catch {
    // No execution context (unit tests calling app.fetch directly): the send still runs.
  }
}

/**
 * For writes made outside a request handler's context (an invitation accepted during sign-up): awaited,
 * and a failure is logged, never the write's failure.
 */
export async function announceVersion(env: Env, eventId: string, version: number) {
  await eventRoom(env, eventId)
    .publish({ type: 'event.changed', eventId, version })
    .catch((err: unknown) => console.warn('live publish failed', String(err)))
}

/** Something changed that the message does not carry: viewers fetch the snapshot once. */
export function publishEventChange(c: Context<AppEnv>, eventId: string, version: number) {
  publish(c, eventId, { type: 'event.changed', eventId, version })
}

export function publishEventDeleted(c: Context<AppEnv>, eventId: string) {
  publish(c, eventId, { type: 'event.deleted', eventId })
}

/**
 * Items changed: sends their new state (an id missing from the snapshot was deleted) with the event
 * row, so viewers apply it without a refetch. Same for everyone: the snapshot's only per-viewer
 * field (viewerId) is not sent.
 */
export function publishItemsChanged(c: Context<AppEnv>, snapshot: EventSnapshot, itemIds: string[]) {
  const touched = new Set(itemIds)
  const items = snapshot.items.filter((i) => touched.has(i.id))
  const present = new Set(items.map((i) => i.id))
  publish(c, snapshot.event.id, {
    type: 'items.changed',
    eventId: snapshot.event.id,
    version: snapshot.event.version,
    event: snapshot.event,
    items,
    removedItemIds: itemIds.filter((id) => !present.has(id)),
    pendingDisputes: snapshot.pendingDisputes,
  })
}

export function publishComment(c: Context<AppEnv>, comment: CommentDto, version: number) {
  publish(c, comment.eventId, { type: 'comment.created', eventId: comment.eventId, version, comment })
}
