import { env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { endAllSessions } from '../../worker/services/account/sessions'
import { createEvent, eventWithMembers, join, must, type User } from './event-fixtures'
import { type Client, client, signIn, tokenFromMail } from './helpers'

// A live socket never outlives the session that opened it: suspension, sign-out, a password
// change or reset close it at once (within a second), wherever it is open.

const MESSAGE = 'Your account has been suspended. Please contact support for assistance.'
const suspend = (id: string) => env.DB.prepare("UPDATE profiles SET status = 'suspended' WHERE id = ?").bind(id).run()
const sessionCount = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM session WHERE user_id = ?').bind(id).first<{ n: number }>())?.n

type Socket = { closed: (ms?: number) => Promise<number>; isOpen: () => boolean }

/** Opens the event's live socket as this client; `closed` resolves with the close code or fails after `ms`. */
async function openSocket(c: Client, eventId: string): Promise<Socket> {
  const res = await exports.default.fetch(`http://localhost/api/events/${eventId}/live`, {
    headers: { upgrade: 'websocket', cookie: c.cookie, origin: 'http://localhost', 'cf-connecting-ip': c.ip },
  })
  expect(res.status).toBe(101)
  const ws = must(res.webSocket, 'webSocket')
  ws.accept()
  let code: number | null = null
  const done = new Promise<number>((resolve) =>
    ws.addEventListener('close', (e) => {
      code = e.code
      resolve(e.code)
    }),
  )
  return {
    isOpen: () => code === null,
    closed: (ms = 1000) =>
      Promise.race([
        done,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
      ]),
  }
}

/** The same person signed in on a second device. */
async function secondDevice(u: User) {
  const laptop = client()
  expect((await signIn(laptop, u.user.email, u.user.password)).status).toBe(200)
  return laptop
}

const stillOpen = async (s: Socket) => {
  await new Promise((r) => setTimeout(r, 200))
  expect(s.isOpen()).toBe(true)
}

describe('suspension', () => {
  it("is refused by better-auth's own endpoints, which end every session", async () => {
    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user', { firstName: 'Sneaky' }],
      ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'Another-Fine-Password-55' }],
      ['POST', '/api/auth/revoke-other-sessions', {}],
    ]
    for (const [method, path, json] of endpoints) {
      const { host } = await eventWithMembers(0)
      await secondDevice(host)
      await suspend(host.id)
      const res = await host.c.fetch(path, json === undefined ? { method } : { method, json })
      expect(res.status, path).toBe(403)
      expect(await res.json(), path).toEqual({ error: { code: 'ACCOUNT_SUSPENDED', message: MESSAGE } })
      expect(await sessionCount(host.id), path).toBe(0)
    }
  })

  it('closes all the sockets of the user within a second when the suspension is noticed', async () => {
    for (let round = 0; round < 3; round++) {
      const { host, members, eventId } = await eventWithMembers(1)
      const member = must(members[0])
      // The member watches two events, from two devices.
      const second = await createEvent(host, { title: 'Brunch' })
      await join(member, second.event.joinCode)
      const laptop = await secondDevice(member)
      const sockets = [
        await openSocket(member.c, eventId),
        await openSocket(member.c, second.event.id),
        await openSocket(laptop, eventId),
      ]
      const hostSocket = await openSocket(host.c, eventId)

      await suspend(member.id)
      expect((await member.c.fetch('/api/me')).status).toBe(403)
      await Promise.all(sockets.map((s) => s.closed()))
      await stillOpen(hostSocket)
      expect((await laptop.fetch('/api/me')).status).toBe(401)
    }
  })

  it('ends sessions and sockets from the one service the admin route calls', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const socket = await openSocket(member.c, eventId)
    const hostSocket = await openSocket(host.c, eventId)
    await suspend(member.id)
    await endAllSessions(env, createDb(env.DB), member.id)
    await socket.closed()
    await stillOpen(hostSocket)
    expect(await sessionCount(member.id)).toBe(0)
    expect((await member.c.fetch('/api/me')).status).toBe(401)
  })
})

describe('ending one session', () => {
  it('sign-out closes the sockets of that session only', async () => {
    for (let round = 0; round < 3; round++) {
      const { host, eventId } = await eventWithMembers(0)
      const laptop = await secondDevice(host)
      const phoneSocket = await openSocket(host.c, eventId)
      const laptopSocket = await openSocket(laptop, eventId)
      expect((await host.c.fetch('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200)
      await phoneSocket.closed()
      await stillOpen(laptopSocket)
    }
  })

  it('a password reset closes every socket of the user', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const laptop = await secondDevice(host)
    const sockets = [await openSocket(host.c, eventId), await openSocket(laptop, eventId)]
    await client().fetch('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: host.user.email, redirectTo: '/reset-password' },
    })
    const token = await tokenFromMail(host.user.email, '/reset-password')
    const res = await client().fetch('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Marmalade-Lighthouse-91' },
    })
    expect(res.status).toBe(200)
    await Promise.all(sockets.map((s) => s.closed()))
  })

  it('a password change signs out the other sessions and closes their sockets', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const laptop = await secondDevice(host)
    const laptopSocket = await openSocket(laptop, eventId)
    const res = await host.c.fetch('/api/auth/change-password', {
      method: 'POST',
      // revokeOtherSessions is forced on, whatever the client asks.
      json: { currentPassword: host.user.password, newPassword: 'Marmalade-Lighthouse-91', revokeOtherSessions: false },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    await laptopSocket.closed()
    expect((await laptop.fetch('/api/me')).status).toBe(401)
    // The device that changed the password carries on with its new session.
    expect((await host.c.fetch('/api/me')).status).toBe(200)
    expect(await sessionCount(host.id)).toBe(1)
  })
})

describe('session expiry', () => {
  it('closes a socket with 4001 when the session that opened it expires, even in a hibernating room', async () => {
    const room = env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(`expiry-${crypto.randomUUID()}`))
    const connect = (sessionId: string, expiresAt: number) =>
      room.fetch(`https://room/connect?userId=u1&sessionId=${sessionId}&expiresAt=${expiresAt}`, {
        headers: { upgrade: 'websocket' },
      })
    const closes = async (res: Response) => {
      const ws = must(res.webSocket, 'webSocket')
      ws.accept()
      let code: number | null = null
      ws.addEventListener('close', (e) => {
        code = e.code
      })
      return () => code
    }
    const soon = await closes(await connect('short', Date.now() + 800))
    const later = await closes(await connect('long', Date.now() + 60 * 60 * 1000))
    await new Promise((r) => setTimeout(r, 2500))
    expect(soon()).toBe(4001)
    expect(later()).toBeNull()
    // A room refuses a socket without a session expiry.
    expect(
      (await room.fetch('https://room/connect?userId=u1&sessionId=x', { headers: { upgrade: 'websocket' } })).status,
    ).toBe(400)
  })
})
