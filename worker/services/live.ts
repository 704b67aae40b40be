import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Tells everyone viewing the event that it changed (after the D1 write has committed). */
export function publishEventChange(c: Context<AppEnv>, eventId: string, version: number) {
  const room = c.env.EVENT_ROOM.get(c.env.EVENT_ROOM.idFromName(eventId))
  const send = room
    .fetch('https://room/broadcast', {
      method: 'POST',
      body: JSON.stringify({ type: 'event.changed', eventId, version }),
    })
    .catch((err: unknown) => console.warn('live broadcast failed', String(err)))
  try {
    c.executionCtx.waitUntil(send)
  } catch {
    // No execution context (unit tests calling app.fetch directly): the send still runs.
  }
}

export function publishEventDeleted(c: Context<AppEnv>, eventId: string) {
  const room = c.env.EVENT_ROOM.get(c.env.EVENT_ROOM.idFromName(eventId))
  const send = room
    .fetch('https://room/broadcast', { method: 'POST', body: JSON.stringify({ type: 'event.deleted', eventId }) })
    .catch((err: unknown) => console.warn('live broadcast failed', String(err)))
  try {
    c.executionCtx.waitUntil(send)
  } catch {}
}
