import { type EventLiveMessage, eventClientFrame, type LivePerson, parseFrame } from '../../src/domain/live'
import { TYPING_MIN_GAP_MS } from '../../src/domain/live-ephemeral'
import type { CommentDto } from '../../src/domain/schemas/comment'
import * as LIVE from '../../src/messages/live'
import { ACCESS_ENDED, FanoutRoom, type SocketInfo, userTag } from './fanout-room'

const VERSION = 'version'
const NEWEST_COMMENT = 'newest-comment'

/**
 * One room per event. The worker publishes typed messages through RPC (`publish`) after each D1
 * write; browsers may send only typing frames (src/domain/live.ts), which the room passes on to the
 * others with the sender's name from the socket's attachment. Presence is the room's own socket set.
 */
export class EventRoom extends FanoutRoom {
  /** Sends a live message to everyone in the room; returns how many sockets got it. */
  publish(msg: EventLiveMessage): number {
    this.remember(msg)
    return this.sendAll(JSON.stringify(msg))
  }

  /**
   * The room keeps the newest event version and comment it has published (a few bytes in its own storage,
   * kept across eviction), so a socket that comes in later learns whether it missed anything (decision 056).
   */
  private remember(msg: EventLiveMessage) {
    const kv = this.ctx.storage.kv
    if ('version' in msg && msg.version > (kv.get<number>(VERSION) ?? -1)) kv.put(VERSION, msg.version)
    if (msg.type !== 'comment.created') return
    const newest = kv.get<Pick<CommentDto, 'id' | 'createdAt'>>(NEWEST_COMMENT)
    // Publishes of two comments may arrive out of order: the marker is the one created last.
    if (!newest || newest.createdAt <= msg.comment.createdAt)
      kv.put(NEWEST_COMMENT, { id: msg.comment.id, createdAt: msg.comment.createdAt })
  }

  /**
   * The first frame of every socket: the event's version (the newer of the worker's read just before the
   * upgrade and the last one published here) and the newest comment published here. Anything written
   * after that read was published after it: here before this socket came in (so counted now), or to this
   * socket after this frame.
   */
  protected override onAccepted(ws: WebSocket, url: URL): void {
    const kv = this.ctx.storage.kv
    const read = Number(url.searchParams.get('version'))
    const version = Math.max(Number.isSafeInteger(read) && read >= 0 ? read : 0, kv.get<number>(VERSION) ?? 0)
    const lastCommentId = kv.get<Pick<CommentDto, 'id'>>(NEWEST_COMMENT)?.id ?? null
    ws.send(JSON.stringify({ type: 'hello', version, lastCommentId } satisfies EventLiveMessage))
  }

  /**
   * Closes every socket of someone who is no longer in the event (the host removed them): from now on
   * they hear nothing of it, and their page learns why (4003) instead of reconnecting.
   */
  removeMember(userId: string): number {
    return this.closeTagged(userTag(userId), ACCESS_ENDED, LIVE.removedFromEvent)
  }

  /** Who has the event open right now, one entry per person however many tabs they have. */
  presence(): LivePerson[] {
    const people = new Map<string, LivePerson>()
    for (const { info } of this.openSockets()) {
      if (!people.has(info.userId))
        people.set(info.userId, { id: info.userId, username: info.username, firstName: info.firstName })
    }
    return [...people.values()]
  }

  protected override onSocketsChanged(): void {
    this.publish({ type: 'presence', users: this.presence() })
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Anything that is not a frame a browser may send is dropped without a word.
    const frame = parseFrame(eventClientFrame, message)
    if (!frame) return
    const info = ws.deserializeAttachment() as SocketInfo | null
    if (!info) return
    // Per socket, so one noisy tab cannot flood the room; the state lives in the attachment, so the
    // limit holds across hibernation. A typing frame goes out at most once per gap, and a stop only
    // after a typing frame that went out: a socket relays at most two frames per gap, whatever it sends.
    const now = Date.now()
    if (frame.type === 'typing') {
      if (info.lastTypingAt !== undefined && now - info.lastTypingAt < TYPING_MIN_GAP_MS) return
      ws.serializeAttachment({ ...info, lastTypingAt: now, typingShown: true } satisfies SocketInfo)
      const user = { id: info.userId, username: info.username, firstName: info.firstName }
      this.sendAll(JSON.stringify({ type: 'typing', user } satisfies EventLiveMessage), ws)
      return
    }
    if (!info.typingShown) return
    ws.serializeAttachment({ ...info, typingShown: false } satisfies SocketInfo)
    this.sendAll(JSON.stringify({ type: 'stop_typing', userId: info.userId } satisfies EventLiveMessage), ws)
  }
}
