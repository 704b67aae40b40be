import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Client } from './helpers'

/** Opens GET /api/me/live as this client (a browser's headers: origin, cookie). */
export function openUserLive(c: Pick<Client, 'cookie' | 'ip'>, headers: Record<string, string> = {}) {
  return exports.default.fetch('http://localhost/api/me/live', {
    headers: {
      upgrade: 'websocket',
      cookie: c.cookie,
      origin: 'http://localhost',
      'cf-connecting-ip': c.ip,
      ...headers,
    },
  })
}

/** Accepts the socket and collects its JSON frames; `next` waits (with a timeout) for one that matches. */
export function listen(ws: WebSocket) {
  const seen: unknown[] = []
  const raw: string[] = []
  const waiters: Array<{ match: (m: unknown) => boolean; resolve: (m: unknown) => void }> = []
  let closeCode: number | null = null
  ws.accept()
  ws.addEventListener('message', (e) => {
    raw.push(String(e.data))
    const msg = JSON.parse(String(e.data)) as unknown
    seen.push(msg)
    for (const w of [...waiters]) if (w.match(msg)) w.resolve(msg)
  })
  ws.addEventListener('close', (e) => {
    closeCode = e.code
  })
  const next = (match: (m: unknown) => boolean, ms = 5000) =>
    new Promise<unknown>((resolve, reject) => {
      const found = seen.find(match)
      if (found) return resolve(found)
      const timer = setTimeout(
        () => reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(seen)}`)),
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
  return { ws, seen, raw, next, closeCode: () => closeCode }
}

/** A connected /api/me/live socket of this client. */
export async function userSocket(c: Pick<Client, 'cookie' | 'ip'>) {
  const res = await openUserLive(c)
  expect(res.status).toBe(101)
  if (!res.webSocket) throw new Error('no webSocket')
  return listen(res.webSocket)
}

export const ofType = (type: string) => (m: unknown) => (m as { type?: string }).type === type
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
