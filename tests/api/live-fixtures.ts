import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import { must, type User } from './event-fixtures'

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
  return { ws, seen, next, ofType, send: (data: string) => ws.send(data) }
}

export async function connect(user: User, eventId: string) {
  const res = await openLive(user, eventId)
  expect(res.status).toBe(101)
  return listen(must(res.webSocket, 'webSocket'))
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
