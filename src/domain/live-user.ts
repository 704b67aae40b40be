import * as z from 'zod'
import { directMessageSchema } from './schemas/direct-message'
import { notificationSchema } from './schemas/notification'

// The frames on a user's own socket (/api/me/live, one UserHub per user): imported by the worker, the
// hub and the browser. Per-user messages carry their data (a notification, a message), so a tab
// shows them without a refetch; a tab that (re)connects refetches the lists once instead.
// Anything that does not parse is dropped, in both directions.

/** Keep-alive frames. The hub answers PING with PONG without waking (setWebSocketAutoResponse). */
export const PING = '{"type":"ping"}'
export const PONG = '{"type":"pong"}'

export const userLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
  /** A notification was written for this user (sent after the batch that wrote it committed). */
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
  /** A direct message to or from this user (the sender's other tabs get it too). */
  z.object({ type: z.literal('dm.created'), message: directMessageSchema }),
  /** This user read the thread with `personId` (so their other tabs drop the badge). */
  z.object({ type: z.literal('dm.read'), personId: z.string() }),
])
export type UserLiveMessage = z.infer<typeof userLiveMessageSchema>

/** Parses one incoming frame; null when it is not one of ours (then it is dropped). */
export function parseUserLive(data: unknown): UserLiveMessage | null {
  if (typeof data !== 'string' || data.length > 64_000) return null
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const parsed = userLiveMessageSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}
