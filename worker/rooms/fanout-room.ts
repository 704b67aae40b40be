import { DurableObject } from 'cloudflare:workers'

// A Durable Object that fans messages out to its connected WebSockets. It owns no business data
// (D1 is the source of truth): clients refetch when told something changed. The hibernation API
// keeps idle rooms free.

/** Close code for a socket whose session ended (signed out, revoked, suspended): do not reconnect with it. */
export const SESSION_ENDED = 4001

// Every socket carries two tags, so the worker can close one session's sockets or all of a user's.
export const userTag = (userId: string) => `user:${userId}`
export const sessionTag = (sessionId: string) => `session:${sessionId}`

type SocketInfo = { expiresAt: number }

export class FanoutRoom extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === '/broadcast' && request.method === 'POST') {
      const sent = this.broadcast(await request.text())
      return Response.json({ sent })
    }
    if (request.headers.get('upgrade') !== 'websocket') return new Response('Expected WebSocket', { status: 426 })
    const userId = url.searchParams.get('userId')
    const sessionId = url.searchParams.get('sessionId')
    if (!userId || !sessionId) return new Response('Missing user or session', { status: 400 })
    const expiresAt = Number(url.searchParams.get('expiresAt'))
    if (!Number.isFinite(expiresAt) || expiresAt <= 0) return new Response('Missing session expiry', { status: 400 })
    const pair = new WebSocketPair()
    // The worker has already checked who this user is and that they may listen here.
    this.ctx.acceptWebSocket(pair[1], [userTag(userId), sessionTag(sessionId)])
    // Kept with the socket across hibernation, so the alarm knows when its session ends.
    pair[1].serializeAttachment({ expiresAt } satisfies SocketInfo)
    await this.scheduleExpiry(expiresAt)
    return new Response(null, { status: 101, webSocket: pair[0] })
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
    for (const ws of this.ctx.getWebSockets()) {
      const info = ws.deserializeAttachment() as SocketInfo | null
      if (!info) continue
      if (info.expiresAt <= now) {
        try {
          ws.close(SESSION_ENDED, 'Session expired')
        } catch {
          // Already closing.
        }
      } else if (next === null || info.expiresAt < next) next = info.expiresAt
    }
    if (next !== null) await this.ctx.storage.setAlarm(next)
  }

  broadcast(data: string): number {
    const sockets = this.ctx.getWebSockets()
    for (const ws of sockets) {
      try {
        ws.send(data)
      } catch {
        // A socket that closed mid-send is dropped by the runtime.
      }
    }
    return sockets.length
  }

  /** Closes every socket of this user (suspension); returns how many. */
  closeUser(userId: string): number {
    return this.closeTagged(userTag(userId))
  }

  /** Closes the sockets opened under this session (sign-out, revocation); returns how many. */
  closeSession(sessionId: string): number {
    return this.closeTagged(sessionTag(sessionId))
  }

  private closeTagged(tag: string): number {
    const sockets = this.ctx.getWebSockets(tag)
    for (const ws of sockets) {
      try {
        ws.close(SESSION_ENDED, 'Session ended')
      } catch {
        // Already closing.
      }
    }
    return sockets.length
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Keep-alive: answer pings so proxies and phones don't drop idle sockets.
    if (message === 'ping') ws.send('pong')
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake. 1005/1006 are reserved (no code / abnormal) and cannot be
    // sent back, and the socket may already be gone: neither is an error worth surfacing.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing')
    } catch {}
  }
}
