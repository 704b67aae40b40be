import { DurableObject } from 'cloudflare:workers'
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
/** Close code for a socket that stopped answering: its keep-alives stopped coming (decision 049). */
export const SILENT = 4008
/** Close code for a person's oldest socket, closed to let their newest one in (decision 049). */
export const REPLACED = 4009

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
  /** When the room accepted it: the oldest of a person's sockets gives way to their newest. */
  openedAt?: number
  /** When the room last heard a keep-alive it had to answer itself (one the runtime did not). */
  heardAt?: number
}

/** Open sockets one person may have in one room (tabs and devices together); a newer one closes the oldest. */
export const MAX_SOCKETS_PER_USER = 8
/**
 * A socket not heard from for this long is gone: its page closed without a close frame reaching us (a
 * phone that lost its network, a dev server that dropped it), so it leaves presence and its person's
 * count. Browsers ping every 25 s; Chrome may hold a hidden tab's timers to about one a minute, so the
 * wait covers that with room to spare.
 */
export const SILENT_AFTER_MS = 90_000

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
    const now = Date.now()
    // Every socket costs a presence frame to everyone in the room when it comes and goes: bounded per
    // person. The newest always gets in (the page someone is looking at now), so what gives way is what
    // stopped answering, then their oldest socket: a dead socket can never lock its person out.
    this.closeSilent(now)
    const theirs = this.openSockets(userTag(userId)).sort((a, b) => (a.info.openedAt ?? 0) - (b.info.openedAt ?? 0))
    for (const { ws } of theirs.slice(0, Math.max(0, theirs.length - MAX_SOCKETS_PER_USER + 1)))
      closeQuietly(ws, REPLACED, LIVE.replacedByNewerTab)
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
      openedAt: now,
    } satisfies SocketInfo)
    // Before anything can await: no published frame can reach this socket ahead of its first one.
    this.onAccepted(pair[1], url)
    // The room wakes at the session's expiry, or sooner to see whether this socket still answers.
    await this.wakeBy(Math.min(expiresAt, now + SILENT_AFTER_MS))
    this.onSocketsChanged()
    return new Response(null, { status: 101, webSocket: pair[0] })
  }

  /** Called as a socket is let in, before any other frame can reach it (the event room greets it). */
  protected onAccepted(_ws: WebSocket, _url: URL): void {}

  /** Called after a socket joined or left (subclasses announce presence). */
  protected onSocketsChanged(): void {}

  /** The open sockets (of one tag, or all) that still answer, with what we know about them. */
  protected openSockets(tag?: string, now = Date.now()): Array<{ ws: WebSocket; info: SocketInfo }> {
    const out: Array<{ ws: WebSocket; info: SocketInfo }> = []
    for (const ws of this.ctx.getWebSockets(tag)) {
      if (ws.readyState !== WebSocket.OPEN) continue
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (info && !this.isSilent(ws, info, now)) out.push({ ws, info })
    }
    return out
  }

  /** When the room last heard from a socket: its opening, a ping the runtime answered, or one we did. */
  private lastHeard(ws: WebSocket, info: SocketInfo): number {
    const pong = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0
    return Math.max(info.openedAt ?? 0, info.heardAt ?? 0, pong)
  }

  private isSilent(ws: WebSocket, info: SocketInfo, now: number): boolean {
    return this.lastHeard(ws, info) + SILENT_AFTER_MS < now
  }

  /** Remembers that a socket was heard from (a keep-alive the room answered itself). */
  protected heard(ws: WebSocket) {
    const info = ws.deserializeAttachment() as SocketInfo | null
    if (info) ws.serializeAttachment({ ...info, heardAt: Date.now() } satisfies SocketInfo)
  }

  /** Closes the open sockets that stopped answering; returns how many. */
  private closeSilent(now = Date.now()): number {
    let closed = 0
    for (const ws of this.ctx.getWebSockets()) {
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (ws.readyState !== WebSocket.OPEN || !info || !this.isSilent(ws, info, now)) continue
      closeQuietly(ws, SILENT, LIVE.stoppedAnswering)
      closed++
    }
    return closed
  }

  /** Makes sure the room wakes by `at` (alarms survive hibernation). */
  private async wakeBy(at: number) {
    const current = await this.ctx.storage.getAlarm()
    if (current === null || at < current) await this.ctx.storage.setAlarm(at)
  }

  /**
   * Closes the sockets whose session has expired and those that stopped answering, then sleeps until the
   * next expiry or the moment the quietest socket left would count as gone, whichever comes first.
   */
  async alarm(): Promise<void> {
    await this.checkSockets()
  }

  /** The alarm's work at a given time (a test can look ahead without waiting 90 s). */
  async checkSockets(now = Date.now()): Promise<void> {
    let closed = this.closeSilent(now)
    let next: number | null = null
    for (const ws of this.ctx.getWebSockets()) {
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (!info || ws.readyState !== WebSocket.OPEN) continue
      if (info.expiresAt <= now) {
        closed++
        closeQuietly(ws, SESSION_ENDED, LIVE.sessionExpired)
        continue
      }
      const due = Math.min(info.expiresAt, this.lastHeard(ws, info) + SILENT_AFTER_MS + 1)
      if (next === null || due < next) next = due
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
    for (const ws of sockets) closeQuietly(ws, code, reason)
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

function closeQuietly(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason)
  } catch {
    // Already closing.
  }
}
