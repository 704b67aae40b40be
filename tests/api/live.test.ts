import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, expectError, must, send, snapOf, type User } from './event-fixtures'
import { client } from './helpers'

function openLive(user: { c: { cookie: string; ip: string } }, eventId: string, upgrade = 'websocket') {
  return exports.default.fetch(`http://localhost/api/events/${eventId}/live`, {
    headers: { upgrade, cookie: user.c.cookie, origin: 'http://localhost', 'cf-connecting-ip': user.c.ip },
  })
}

/** Accepts the socket and collects its JSON messages; `next` waits (with a timeout) for one that matches. */
function listen(ws: WebSocket) {
  const seen: unknown[] = []
  const waiters: Array<{ match: (m: unknown) => boolean; resolve: (m: unknown) => void }> = []
  ws.accept()
  ws.addEventListener('message', (e) => {
    const msg = JSON.parse(String(e.data)) as unknown
    seen.push(msg)
    for (const w of [...waiters]) if (w.match(msg)) w.resolve(msg)
  })
  const next = (match: (m: unknown) => boolean, ms = 5000) =>
    new Promise<unknown>((resolve, reject) => {
      const found = seen.find(match)
      if (found) return resolve(found)
      const timer = setTimeout(
        () => reject(new Error(`no matching live message in ${ms} ms; got ${JSON.stringify(seen)}`)),
        ms,
      )
      const done = (m: unknown) => {
        clearTimeout(timer)
        resolve(m)
      }
      waiters.push({ match, resolve: done })
    })
  return { seen, next }
}

const changedTo = (version: number) => (m: unknown) =>
  (m as { type?: string; version?: number }).type === 'event.changed' && (m as { version?: number }).version === version

async function connect(user: User, eventId: string) {
  const res = await openLive(user, eventId)
  expect(res.status).toBe(101)
  return listen(must(res.webSocket, 'webSocket'))
}

describe('GET /api/events/:id/live', () => {
  it("pushes {type:'event.changed', version} to a member when another member changes the event", async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(host, eventId)
    const { snap } = await addItem(must(members[0]), eventId, 'Olives', 650)
    expect(await watcher.next(changedTo(snap.event.version))).toEqual({
      type: 'event.changed',
      eventId,
      version: snap.event.version,
    })
    // The next change carries the next version, so a client can tell when it missed one.
    const renamed = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { title: 'Renamed' }))
    expect(renamed.event.version).toBe(snap.event.version + 1)
    await watcher.next(changedTo(renamed.event.version))
  })

  it('tells every open socket of the event, and only that event', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const other = await eventWithMembers(0)
    const a = await connect(host, eventId)
    const b = await connect(must(members[0]), eventId)
    const elsewhere = await connect(other.host, other.eventId)
    const { snap } = await addItem(host, eventId, 'Bread', 300)
    await Promise.all([a.next(changedTo(snap.event.version)), b.next(changedTo(snap.event.version))])
    const { snap: otherSnap } = await addItem(other.host, other.eventId, 'Water', 0)
    await elsewhere.next(changedTo(otherSnap.event.version))
    expect(elsewhere.seen).toEqual([
      { type: 'event.changed', eventId: other.eventId, version: otherSnap.event.version },
    ])
  })

  it('tells members when the host deletes the event', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(must(members[0]), eventId)
    expect((await send(host.c, 'DELETE', `/api/events/${eventId}`)).status).toBe(200)
    expect(await watcher.next((m) => (m as { type?: string }).type === 'event.deleted')).toEqual({
      type: 'event.deleted',
      eventId,
    })
  })

  it('refuses non-members (404, no socket), signed-out users (401) and plain GETs (426)', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { host: stranger } = await eventWithMembers(0)
    const res = await openLive(stranger, eventId)
    expect(res.webSocket).toBeNull()
    await expectError(res, 404, 'Event not found')
    const anon = await openLive({ c: client() }, eventId)
    expect(anon.webSocket).toBeNull()
    await expectError(anon, 401, 'Not authenticated')
    const plain = await openLive(host, eventId, '')
    expect(plain.webSocket).toBeNull()
    await expectError(plain, 426)
  })
})
