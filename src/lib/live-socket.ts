import { reconnectDelay } from '@/domain/live-ephemeral'

// The one reconnecting WebSocket of the app, under the event room's hook (event-live.ts) and the user
// hub's (user-live.ts): it reconnects with one backoff (src/domain/live-ephemeral.ts), sends a keep-alive
// the room answers without waking, hands frames over one at a time in the order they came (a frame's
// handler may load its schema first), and tells its owner why it closed (a session that ended, access
// that ended), which may stop it reconnecting.

/** The close code the worker's rooms use when a socket's session ends (worker/rooms/fanout-room.ts). */
export const SESSION_ENDED_CODE = 4001
/** The close code for someone the host removed from the event: there is nothing to reconnect to. */
export const ACCESS_ENDED_CODE = 4003
/** The close code for this person's oldest socket when a newer one came in past the cap (decision 049). */
export const REPLACED_CODE = 4009
const KEEP_ALIVE_MS = 25_000

export type LiveSocketHandlers = {
  /** Each frame's data, in order; the next waits until this one's promise settles. */
  onFrame: (data: unknown) => Promise<void> | void
  /** Every time a socket opens: `again` is false the first time, true after a reconnect. */
  onOpen?: (again: boolean) => void
  /** The socket dropped, with the room's close code (SESSION_ENDED_CODE, ACCESS_ENDED_CODE, ...). It
   * reconnects unless this answers 'stop'. */
  onDrop?: (code: number) => 'stop' | undefined
  /** The keep-alive frame (its text); the rooms answer it by auto-response. */
  keepAlive: () => Promise<string> | string
}

export type LiveSocket = { send: (text: string) => void; close: () => void }

/** Opens `/api/...` `path` on this host as a WebSocket and keeps it open until `close()`. */
export function openLiveSocket(path: string, handlers: LiveSocketHandlers): LiveSocket {
  let socket: WebSocket | null = null
  let stopped = false
  let attempt = 0
  let opened = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let handled = Promise.resolve()

  // A socket replaced by a newer tab of the same person waits until its page is looked at again, so
  // more tabs than the room allows take turns instead of pushing each other out in a loop.
  const whenSeen = () => {
    if (document.visibilityState === 'visible') {
      stopWaiting()
      connect()
    }
  }
  const waitUntilSeen = () => {
    document.addEventListener('visibilitychange', whenSeen)
    window.addEventListener('focus', whenSeen)
  }
  const stopWaiting = () => {
    document.removeEventListener('visibilitychange', whenSeen)
    window.removeEventListener('focus', whenSeen)
  }

  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:'
    socket = new WebSocket(`${proto}//${location.host}${path}`)
    socket.onopen = () => {
      attempt = 0
      handlers.onOpen?.(opened)
      opened = true
    }
    socket.onmessage = (e) => {
      handled = handled
        .then(async () => {
          if (!stopped) await handlers.onFrame(e.data)
        })
        .catch(reportError)
    }
    socket.onclose = (e) => {
      if (stopped) return
      if (handlers.onDrop?.(e.code) === 'stop') return
      if (e.code === REPLACED_CODE) return waitUntilSeen()
      timer = setTimeout(connect, reconnectDelay(attempt++))
    }
  }
  connect()
  const ping = setInterval(async () => {
    const frame = await handlers.keepAlive()
    if (socket?.readyState === WebSocket.OPEN) socket.send(frame)
  }, KEEP_ALIVE_MS)

  return {
    send: (text) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(text)
    },
    close: () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(ping)
      stopWaiting()
      socket?.close()
    },
  }
}
