import { DurableObject } from 'cloudflare:workers'

// A Durable Object that fans messages out to its connected WebSockets. It owns no business data
// (D1 is the source of truth): clients refetch when told something changed. The hibernation API
// keeps idle rooms free.

/** Close code for a socket whose session ended (signed out, revoked, suspended): do not reconnect with it. */
export const SESSION_ENDED = 4001

// Every socket carries two tags, so the worker can close one session's sockets or all of a user's.
export const userTag = (userId: string) => `user:${userId}`
export const sessionTag = (sessionId: string) => `session:${sessionId}`

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
    const pair = new WebSocketPair()
    // The worker has already checked who this user is and that they may listen here.
    this.ctx.acceptWebSocket(pair[1], [userTag(userId), sessionTag(sessionId)])
    return new Response(null, { status: 101, webSocket: pair[0] })
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
