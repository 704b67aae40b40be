import { DurableObject } from 'cloudflare:workers'
import * as EVENTS_SERVER from '../../src/messages/events-server'
import * as LIVE from '../../src/messages/live'

// A Durable Object that fans messages out to its connected WebSockets. It owns no business data
// (D1 is the source of truth). The hibernation API keeps idle rooms free: sockets are accepted with
// ctx.acceptWebSocket, what the room must remember about each one lives in its attachment, and the
// keep-alive 'ping' is answered by the runtime (setWebSocketAutoResponse) without waking the room.
// The worker tells a room about changes through typed RPC methods on its stub (see event-room.ts).

/** Close code for a socket whose session ended (signed out, revoked, suspended): do not reconnect with it. */
const SESSION_ENDED = 4001
/** Close code for a socket whose person may no longer listen here (removed from the event). */
export const ACCESS_ENDED = 4003

// Every socket carries two tags, so the worker can close one session's sockets or all of a user's.
export const userTag = (userId: string) => `user:${userId}`
const sessionTag = (sessionId: string) => `session:${sessionId}`

/** Kept with each socket across hibernation. */
export type SocketInfo = {
  expiresAt: number
  userId: string
  username: string
  firstName: string | null
  /** When the room last passed on a typing frame from this socket (rate limit). */
  lastTypingAt?: number
  /** Whether the others were told this socket is typing (so a stop_typing has something to end). */
  typingShown?: boolean
}

/** Open sockets one person may have in one room (tabs and devices together); the next is refused. */
export const MAX_SOCKETS_PER_USER = 8
const TOO_MANY_SOCKETS = EVENTS_SERVER.tooManyTabs(MAX_SOCKETS_PER_USER)

export class FanoutRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // Answered by the runtime while the room sleeps: keep-alives cost nothing.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.headers.get('upgrade') !== 'websocket') return new Response(LIVE.expectedWebSocket, { status: 426 })
    const userId = url.searchParams.get('userId')
    const sessionId = url.searchParams.get('sessionId')
    if (!userId || !sessionId) return new Response(LIVE.missingUserOrSession, { status: 400 })
    const expiresAt = Number(url.searchParams.get('expiresAt'))
    if (!Number.isFinite(expiresAt) || expiresAt <= 0) return new Response(LIVE.missingSessionExpiry, { status: 400 })
    // Every socket costs a presence frame to everyone in the room when it comes and goes: bounded per person.
    const open = this.ctx.getWebSockets(userTag(userId)).filter((ws) => ws.readyState === WebSocket.OPEN)
    if (open.length >= MAX_SOCKETS_PER_USER)
      return Response.json({ error: { code: 'too_many_connections', message: TOO_MANY_SOCKETS } }, { status: 429 })
    const pair = new WebSocketPair()
    // The worker has already checked who this user is and that they may listen here.
    this.ctx.acceptWebSocket(pair[1], [userTag(userId), sessionTag(sessionId)])
    // Kept with the socket across hibernation, so the alarm knows when its session ends and
    // presence knows whose socket it is.
    pair[1].serializeAttachment({
      expiresAt,
      userId,
      username: url.searchParams.get('username') || userId,
      firstName: url.searchParams.get('firstName') || null,
    } satisfies SocketInfo)
    await this.scheduleExpiry(expiresAt)
    this.onSocketsChanged()
    return new Response(null, { status: 101, webSocket: pair[0] })
  }

  /** Called after a socket joined or left (subclasses announce presence). */
  protected onSocketsChanged(): void {}

  /** The open sockets with what we know about them. */
  protected openSockets(except?: WebSocket): Array<{ ws: WebSocket; info: SocketInfo }> {
    const out: Array<{ ws: WebSocket; info: SocketInfo }> = []
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except || ws.readyState !== WebSocket.OPEN) continue
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (info) out.push({ ws, info })
    }
    return out
  }

  /** Wakes the room when the earliest session among its sockets expires (alarms survive hibernation). */
  private async scheduleExpiry(expiresAt: number) {
    const current = await this.ctx.storage.getAlarm()
    if (current === null || expiresAt < current) await this.ctx.storage.setAlarm(expiresAt)
  }

  /** Closes the sockets whose session has expired, then waits for the next expiry. */
  async alarm(): Promise<void> {
    const now = Date.now()
    let next: number | null = null
    let closed = 0
    for (const ws of this.ctx.getWebSockets()) {
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (!info) continue
      if (info.expiresAt <= now) {
        closed++
        try {
          ws.close(SESSION_ENDED, LIVE.sessionExpired)
        } catch {
          // Already closing.
        }
      } else if (next === null || info.expiresAt < next) next = info.expiresAt
    }
    if (next !== null) await this.ctx.storage.setAlarm(next)
    if (closed > 0) this.onSocketsChanged()
  }

  /** Sends one frame to every open socket (but `except`); returns how many got it. */
  protected sendAll(data: string, except?: WebSocket): number {
    let sent = 0
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue
      try {
        ws.send(data)
        sent++
      } catch {
        // A socket that closed mid-send is dropped by the runtime.
      }
    }
    return sent
  }

  /** Closes every socket of this user (suspension); returns how many. */
  closeUser(userId: string): number {
    return this.closeTagged(userTag(userId))
  }

  /** Closes the sockets opened under this session (sign-out, revocation); returns how many. */
  closeSession(sessionId: string): number {
    return this.closeTagged(sessionTag(sessionId))
  }

  protected closeTagged(tag: string, code = SESSION_ENDED, reason: string = LIVE.sessionEnded): number {
    const sockets = this.ctx.getWebSockets(tag)
    for (const ws of sockets) {
      try {
        ws.close(code, reason)
      } catch {
        // Already closing.
      }
    }
    if (sockets.length > 0) this.onSocketsChanged()
    return sockets.length
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake. 1005/1006 are reserved (no code / abnormal) and cannot be
    // sent back, and the socket may already be gone: neither is an error worth surfacing.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing')
    } catch {}
    this.onSocketsChanged()
  }

  async webSocketError(): Promise<void> {
    this.onSocketsChanged()
  }
}
