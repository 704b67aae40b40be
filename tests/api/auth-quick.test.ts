import { describe, expect, it } from 'vitest'
import { signedInUser } from './helpers'

describe('auth wiring', () => {
  it('signs up, confirms, signs in and reads /api/me', async () => {
    const { c, user } = await signedInUser('quick')
    const res = await c.fetch('/api/me')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { profile: { username: string; email: string } }
    expect(body.profile.username).toBe(user.username)
  })
})
