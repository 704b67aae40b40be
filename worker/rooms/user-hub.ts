import { PING, PONG, parseUserLive, type UserLiveMessage, userLiveMessageSchema } from '../../src/domain/live-user'
import * as LIVE from '../../src/messages/live'
import { FanoutRoom } from './fanout-room'

/**
 * One hub per user (named by the user id): carries that user's notifications and direct messages to
 * every tab they have open. It owns no data (D1 does); the worker tells it what happened through the
 * typed `notify` RPC once the write has committed, and it sends that to each socket in order.
 * Sockets are hibernatable (FanoutRoom accepts them with `ctx.acceptWebSocket` and tags them by user
 * and session, so signing out closes them with 4001); keep-alive pings are answered by the runtime
 * (`setWebSocketAutoResponse`) without waking the hub.
 */
export class UserHub extends FanoutRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG))
  }

  /** Only the upgrade the worker forwards after checking the session; the hub has no other HTTP door. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') return new Response(LIVE.expectedWebSocket, { status: 426 })
    return super.fetch(request)
  }

  /** Sends one message to every socket of the user; returns how many sockets it went to. */
  notify(message: UserLiveMessage): number {
    // The RPC is typed, but the hub still refuses anything that is not a well-formed message.
    const parsed = userLiveMessageSchema.safeParse(message)
    if (!parsed.success) return 0
    return this.sendAll(JSON.stringify(parsed.data))
  }

  /** A frame from a browser: parsed with the union, and dropped unless it is a keep-alive ping. */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const frame = parseUserLive(message)
    // Clients only ever ping (a differently spaced ping reaches here instead of the auto-response).
    // Anything else, a forged notification included, is not relayed to the user's other sockets.
    if (frame?.type !== 'ping') return
    this.heard(ws)
    ws.send(PONG)
  }
}
