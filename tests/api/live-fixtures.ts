import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import { must, type User } from './event-fixtures'
import { openUserLive } from './socket'

// Live sockets in tests: opened through the worker as a browser does, with their messages collected.

export function openLive(user: { c: { cookie: string; ip: string } }, eventId: string, upgrade = 'websocket') {
  return exports.default.fetch(`http://localhost/api/events/${eventId}/live`, {
    headers: { upgrade, cookie: user.c.cookie, origin: 'http://localhost', 'cf-connecting-ip': user.c.ip },
  })
}

export type Msg = { type?: string; [key: string]: unknown }

/** Accepts the socket and collects its JSON messages; `next` waits (with a timeout) for one that matches. */
export function listen(ws: WebSocket) {
  const seen: Msg[] = []
  const waiters: Array<{ match: (m: Msg) => boolean; resolve: (m: Msg) => void }> = []
  ws.accept()
  ws.addEventListener('message', (e) => {
    // The keep-alive answer is not JSON.
    const msg = e.data === 'pong' ? { type: 'pong' } : (JSON.parse(String(e.data)) as Msg)
    seen.push(msg)
    for (const w of [...waiters]) if (w.match(msg)) w.resolve(msg)
  })
  const next = (match: (m: Msg) => boolean, ms = 5000) =>
    new Promise<Msg>((resolve, reject) => {
      const found = seen.find(match)
      if (found) return resolve(found)
      const timer = setTimeout(
        () => reject(new Error(`no matching live message in ${ms} ms; got ${JSON.stringify(seen)}`)),
        ms,
      )
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        },
      })
    })
  /** The messages of one type seen so far (presence frames come and go with every socket). */
  const ofType = (type: string) => seen.filter((m) => m.type === type)
  let closeCode: number | null = null
  const closing = new Promise<number>((resolve) =>
    ws.addEventListener('close', (e) => {
      closeCode = e.code
      resolve(e.code)
    }),
  )
  /** The close code, once the server closed the socket; fails after `ms`. */
  const closed = (ms = 1000) =>
    Promise.race([
      closing,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
    ])
  const isOpen = () => closeCode === null
  return { ws, seen, next, ofType, closed, isOpen, send: (data: string) => ws.send(data) }
}

export async function connect(user: User, eventId: string) {
  const res = await openLive(user, eventId)
  expect(res.status).toBe(101)
  return listen(must(res.webSocket, 'webSocket'))
}

/** The user's own /api/me/live socket (their UserHub), with the same helpers. */
export async function connectHub(user: User) {
  const res = await openUserLive(user.c)
  expect(res.status).toBe(101)
  return listen(must(res.webSocket, 'webSocket'))
}

/** Not one of the room's own frames (its greeting to each socket, who is here): a frame someone caused. */
export const caused = (m: Msg) => m.type !== 'hello' && m.type !== 'presence'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
