import * as z from 'zod'
import { commentAuthorSchema, commentSchema } from './schemas/comment'
import { pendingDisputeSchema } from './schemas/dispute'
import { eventSchema, itemDtoSchema } from './schemas/event-snapshot'

// The live messages of an event room (worker/rooms/event-room.ts), shared by the worker, the room and
// the browser (src/lib/event-live.ts). docs/decisions/019-live-event-messages.md says which carry
// their data and which only announce a new version. The per-user hub (notifications, direct
// messages) has its own union in src/domain/live-user.ts.

/** Someone with the event open, as presence and typing show them. */
export const livePersonSchema = commentAuthorSchema
export type LivePerson = z.infer<typeof livePersonSchema>

const version = z.number().int().nonnegative()

/** Server to browser. Every message about the event's state carries the event's `version`. */
export const eventLiveMessage = z.discriminatedUnion('type', [
  // Something changed that the message does not carry: fetch the snapshot once.
  z.object({ type: z.literal('event.changed'), eventId: z.string(), version }),
  z.object({ type: z.literal('event.deleted'), eventId: z.string() }),
  // Items changed: their new state, the event row (totals, version) and the open disputes. A removed
  // item is listed in removedItemIds. Applied in place when it is exactly the next version.
  z.object({
    type: z.literal('items.changed'),
    eventId: z.string(),
    version,
    event: eventSchema,
    items: z.array(itemDtoSchema),
    removedItemIds: z.array(z.string()),
    pendingDisputes: z.array(pendingDisputeSchema),
  }),
  // Comments do not change the event, so `version` is the event's current one (a gap still refetches).
  z.object({ type: z.literal('comment.created'), eventId: z.string(), version, comment: commentSchema }),
  // The room's first frame to every socket it lets in, before any other: the event's version and the
  // newest comment as they stand now. A page that already has both (the server drew it, or it kept them
  // while reconnecting) fetches nothing; one that is behind fetches what moved, once (decision 056).
  z.object({ type: z.literal('hello'), version, lastCommentId: z.string().nullable() }),
  // Ephemeral: who is typing and who is here are not stored anywhere, so they carry no version.
  z.object({ type: z.literal('typing'), user: livePersonSchema }),
  z.object({ type: z.literal('stop_typing'), userId: z.string() }),
  z.object({ type: z.literal('presence'), users: z.array(livePersonSchema) }),
])
export type EventLiveMessage = z.infer<typeof eventLiveMessage>

/** Browser to room: the only frames a client may send (plus the bare 'ping' keep-alive). The room
 * adds who sent it from the socket's attachment, so a client cannot type in someone else's name. */
export const eventClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing') }).strict(),
  z.object({ type: z.literal('stop_typing') }).strict(),
])
export type EventClientFrame = z.infer<typeof eventClientFrame>

/** Parses a frame's text against a schema; anything else (not JSON, wrong shape) is null. */
export function parseFrame<T>(schema: z.ZodType<T>, data: unknown): T | null {
  if (typeof data !== 'string') return null
  try {
    const parsed = schema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
