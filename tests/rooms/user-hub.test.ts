import { env, evictDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PING, PONG, type UserLiveMessage } from '../../src/domain/live-user'
import { expectError } from '../api/event-fixtures'
import { client, signedInUser } from '../api/helpers'
import { ofType, openUserLive, pause, userSocket } from '../api/socket'

// The per-user hub (worker/rooms/user-hub.ts) behind GET /api/me/live.

const hubOf = (userId: string) => env.USER_HUB.get(env.USER_HUB.idFromName(userId))

const note = (title: string): UserLiveMessage => ({
  type: 'notification.created',
  notification: {
    id: crypto.randomUUID(),
    eventId: null,
    type: 'settlement_calculated',
    title,
    message: `${title} message`,
    amounts: [],
    read: false,
    createdAt: new Date().toISOString(),
  },
})
const titles = (seen: unknown[]) =>
  seen.filter(ofType('notification.created')).map((m) => (m as { notification: { title: string } }).notification.title)

describe('UserHub', () => {
  it('delivers to two sockets of the same user, in order, and to nobody else', async () => {
    const ana = await signedInUser('ana')
    const ben = await signedInUser('ben')
    const phone = await userSocket(ana.c)
    const laptop = await userSocket(ana.c)
    const other = await userSocket(ben.c)
    const hub = hubOf(ana.id)
    for (const t of ['one', 'two', 'three', 'four', 'five']) expect(await hub.notify(note(t))).toBe(2)
    await Promise.all([phone.next((m) => titles([m])[0] === 'five'), laptop.next((m) => titles([m])[0] === 'five')])
    expect(titles(phone.seen)).toEqual(['one', 'two', 'three', 'four', 'five'])
    expect(titles(laptop.seen)).toEqual(['one', 'two', 'three', 'four', 'five'])
    await pause(100)
    expect(other.seen).toEqual([])
  })

  it('still delivers after being evicted from memory (hibernated sockets), and answers pings while asleep', async () => {
    const ana = await signedInUser('ana')
    const socket = await userSocket(ana.c)
    const hub = hubOf(ana.id)
    await hub.notify(note('before'))
    await socket.next((m) => titles([m])[0] === 'before')
    await evictDurableObject(hub)
    // The keep-alive is answered by the runtime (setWebSocketAutoResponse), the socket survived eviction.
    socket.ws.send(PING)
    await socket.next(ofType('pong'))
    expect(socket.raw).toContain(PONG)
    expect(await hubOf(ana.id).notify(note('after'))).toBe(1)
    await socket.next((m) => titles([m])[0] === 'after')
    expect(titles(socket.seen)).toEqual(['before', 'after'])
  })

  it('refuses an upgrade without a session, from another site, or without the upgrade header, before upgrading', async () => {
    const ana = await signedInUser('ana')
    const anon = await openUserLive(client())
    expect(anon.webSocket).toBeNull()
    await expectError(anon, 401, 'Not authenticated')
    const forged = await openUserLive({ cookie: 'better-auth.session_token=forged.token', ip: '10.9.9.9' })
    expect(forged.webSocket).toBeNull()
    await expectError(forged, 401, 'Not authenticated')
    const crossSite = await openUserLive(ana.c, { origin: 'https://evil.example' })
    expect(crossSite.webSocket).toBeNull()
    await expectError(crossSite, 403, undefined, 'cross_site')
    const plain = await openUserLive(ana.c, { upgrade: '' })
    expect(plain.webSocket).toBeNull()
    await expectError(plain, 426)
  })

  it('drops frames that do not parse, and never relays what a browser sends', async () => {
    const ana = await signedInUser('ana')
    const sender = await userSocket(ana.c)
    const watcher = await userSocket(ana.c)
    sender.ws.send('not json')
    sender.ws.send('{"type":"nope"}')
    sender.ws.send(JSON.stringify({ type: 'notification.created', notification: { title: 'forged' } }))
    // Well-formed but only the server may send it: dropped too.
    sender.ws.send(JSON.stringify(note('forged')))
    sender.ws.send(new Uint8Array([1, 2, 3]))
    // A ping the auto-response does not match (spacing) still parses and is answered.
    sender.ws.send('{ "type": "ping" }')
    await sender.next(ofType('pong'))
    await hubOf(ana.id).notify(note('real'))
    await watcher.next((m) => titles([m])[0] === 'real')
    expect(watcher.seen).toEqual([expect.objectContaining({ type: 'notification.created' })])
    expect(titles(sender.seen)).toEqual(['real'])
    expect(sender.closeCode()).toBeNull()
  })

  it('refuses a malformed message sent over RPC', async () => {
    const ana = await signedInUser('ana')
    const socket = await userSocket(ana.c)
    const bad = { type: 'notification.created', notification: { id: 1 } } as unknown as UserLiveMessage
    expect(await hubOf(ana.id).notify(bad)).toBe(0)
    await pause(100)
    expect(socket.seen).toEqual([])
  })

  it('closes the socket with 4001 when its session is signed out', async () => {
    const ana = await signedInUser('ana')
    const socket = await userSocket(ana.c)
    const closed = new Promise<number>((resolve) => socket.ws.addEventListener('close', (e) => resolve(e.code)))
    expect((await ana.c.fetch('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200)
    expect(await Promise.race([closed, pause(2000).then(() => -1)])).toBe(4001)
  })
})
