import { describe, expect, it } from 'vitest'
import { client, freshIp, signedInUser, signIn, uniqueUser } from './helpers'

// Limits from worker/auth.ts (AUTH_RATE_LIMIT_SCALE is 1 in the worker tests).
describe('per-IP rate limits', () => {
  it('answers 429 after 10 sign-ins a minute from one IP while another IP still works', async () => {
    const { user } = await signedInUser('rl')
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await signIn(client(ip), user.email, 'wrong password, attempt')
      expect(res.status).toBe(401)
    }
    const blocked = await signIn(client(ip), user.email, user.password)
    expect(blocked.status).toBe(429)
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/too many requests/i)
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0)
    // The limit is per address: the real owner elsewhere is not locked out.
    expect((await signIn(client(), user.email, user.password)).status).toBe(200)
  })

  it('limits sign-ups to 5 a minute per IP, counting refused ones', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await client(ip).fetch('/api/auth/sign-up/email', { method: 'POST', json: { name: 'x' } })
      expect(res.status).toBe(400)
    }
    const u = uniqueUser('rl2')
    const json = { name: u.username, email: u.email, password: u.password }
    expect((await client(ip).fetch('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(429)
    expect((await client().fetch('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(200)
  })

  it('limits password-reset requests to 5 per 5 minutes per IP', async () => {
    const ip = freshIp()
    const json = { email: uniqueUser('rl3').email, redirectTo: '/reset-password' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await client(ip).fetch('/api/auth/request-password-reset', { method: 'POST', json })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('limits verification resends to 5 per 5 minutes per IP', async () => {
    const ip = freshIp()
    const json = { email: uniqueUser('rl4').email }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await client(ip).fetch('/api/auth/send-verification-email', { method: 'POST', json })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
