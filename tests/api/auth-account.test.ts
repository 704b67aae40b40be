import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, freshIp, signedInUser, signIn } from './helpers'

// better-auth's account endpoints follow the same rules as sign-up and our own routes.

const NEW_PASSWORD = 'Marmalade-Lighthouse-91'
const userName = async (id: string) =>
  (await env.DB.prepare('SELECT name FROM user WHERE id = ?').bind(id).first<{ name: string }>())?.name

const changePassword = (c: ReturnType<typeof client>, currentPassword: string, newPassword: string) =>
  c.fetch('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword } })

describe('POST /api/auth/change-password', () => {
  const weak: Array<[string, string, RegExp]> = [
    ['a short password', 'Ab3$xyz', /at least 8/],
    ['a long password', 'x'.repeat(129), /at most 128/],
    ['a common password', 'password123', /too common/],
  ]
  for (const [label, password, message] of weak) {
    it(`refuses ${label} like sign-up does, and keeps the old one`, async () => {
      const { c, user } = await signedInUser('chpw')
      const res = await changePassword(c, user.password, password)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('WEAK_PASSWORD')
      expect(body.error.message).toMatch(message)
      expect((await signIn(client(), user.email, user.password)).status).toBe(200)
    })
  }

  it('accepts a good password and signs every other session out', async () => {
    const { c, user } = await signedInUser('chpw2')
    const laptop = client()
    expect((await signIn(laptop, user.email, user.password)).status).toBe(200)
    const res = await changePassword(c, user.password, NEW_PASSWORD)
    expect(res.status).toBe(200)
    expect((await laptop.fetch('/api/me')).status).toBe(401)
    expect((await c.fetch('/api/me')).status).toBe(200)
    expect((await signIn(client(), user.email, NEW_PASSWORD)).status).toBe(200)
  })
})

describe('POST /api/auth/verify-password', () => {
  it("has sign-in's limit: 10 a minute per IP", async () => {
    const { user } = await signedInUser('vpw')
    const ip = freshIp()
    const c = client(ip)
    expect((await signIn(c, user.email, user.password)).status).toBe(200)
    for (let i = 0; i < 10; i++) {
      const res = await c.fetch('/api/auth/verify-password', { method: 'POST', json: { password: `guess ${i}!` } })
      expect(res.status).toBe(400)
    }
    const blocked = await c.fetch('/api/auth/verify-password', { method: 'POST', json: { password: user.password } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /api/auth/update-user', () => {
  const bodies: Array<[string, unknown]> = [
    ['a username that breaks the rules', { name: 'not a valid name!' }],
    ['a null name', { name: null }],
    ['an empty name', { name: '' }],
    ['an image', { image: 'https://example.com/x.png' }],
  ]
  for (const [label, json] of bodies) {
    it(`refuses ${label} with a 400 and changes nothing`, async () => {
      const { c, user, id } = await signedInUser('upd')
      const res = await c.fetch('/api/auth/update-user', { method: 'POST', json })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'FIELD_NOT_EDITABLE', message: 'Change your username on your profile instead' },
      })
      expect(await userName(id)).toBe(user.username)
    })
  }

  it('is not a way round the username rules: the profile route keeps the account name in step', async () => {
    const { c, user, id } = await signedInUser('sync')
    const next = `${user.username.slice(0, 25)}_new`
    const res = await c.fetch('/api/me/profile', { method: 'PATCH', json: { username: next } })
    expect(res.status).toBe(200)
    expect(await userName(id)).toBe(next)
    const session = (await (await c.fetch('/api/auth/get-session')).json()) as { user: { name: string } }
    expect(session.user.name).toBe(next)
  })

  it('leaves both names alone when the profile route refuses a taken username', async () => {
    const a = await signedInUser('synca')
    const b = await signedInUser('syncb')
    const res = await b.c.fetch('/api/me/profile', { method: 'PATCH', json: { username: a.user.username } })
    expect(res.status).toBe(409)
    expect(await userName(b.id)).toBe(b.user.username)
  })
})

describe('better-auth errors', () => {
  it('reach clients in the { error: { code, message } } shape, with their status', async () => {
    const { user } = await signedInUser('shape')
    const wrong = await signIn(client(), user.email, 'not the password at all')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) },
    })

    const malformed = await client().fetch('/api/auth/sign-in/email', { method: 'POST', json: { email: 42 } })
    expect(malformed.status).toBe(400)
    const body = (await malformed.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBeTruthy()
    expect(body.error.message).toBeTruthy()

    const unknown = await client().fetch('/api/auth/no-such-endpoint')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  })

  it('keep the rate-limit status and header', async () => {
    const ip = freshIp()
    let last: Response | null = null
    for (let i = 0; i < 11; i++) last = await signIn(client(ip), 'nobody@example.com', 'wrong password, attempt')
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('x-retry-after'))).toBeGreaterThan(0)
    expect(await last?.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/too many requests/i) },
    })
  })
})
