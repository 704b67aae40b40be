import { DurableObject } from 'cloudflare:workers'

// One room per event: fans out live changes to everyone viewing it. It owns no
// business data (D1 is the source of truth). Hibernatable WebSockets keep idle rooms free.
export class EventRoom extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') return new Response('Expected WebSocket', { status: 426 })
    const pair = new WebSocketPair()
    const userId = new URL(request.url).searchParams.get('userId') ?? ''
    this.ctx.acceptWebSocket(pair[1], [userId])
    return new Response(null, { status: 101, webSocket: pair[0] })
  }

  /** Sends a message to every connected viewer (called by the worker after a D1 write). */
  async broadcast(message: unknown): Promise<number> {
    const data = JSON.stringify(message)
    const sockets = this.ctx.getWebSockets()
    for (const ws of sockets) {
      try {
        ws.send(data)
      } catch {
        // A socket that closed mid-send is dropped by the runtime; nothing to do.
      }
    }
    return sockets.length
  }

  async webSocketMessage(): Promise<void> {}

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code, 'closing')
  }
}
