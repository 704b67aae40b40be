import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, mailbox, signedInUser, signIn, tokenFromMail, uniqueUser } from './helpers'

const NEW_PASSWORD = 'Marmalade-Lighthouse-91'

async function requestReset(email: string) {
  return client().fetch('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  })
}

const reset = (token: string, newPassword = NEW_PASSWORD) =>
  client().fetch('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } })

describe('password reset', () => {
  it('mails a link; the reset changes the password and signs every session out', async () => {
    const { c: phone, user } = await signedInUser('reset')
    const laptop = client()
    expect((await signIn(laptop, user.email, user.password)).status).toBe(200)
    expect((await laptop.fetch('/api/me')).status).toBe(200)

    const res = await requestReset(user.email)
    expect(res.status).toBe(200)
    const [mail] = await mailbox(user.email)
    expect(mail?.subject).toBe('Reset your OpenTab password')
    const link = new URL(mail?.links[0] ?? '')
    expect(link.pathname).toBe('/reset-password')

    const done = await reset(link.searchParams.get('token') ?? '')
    expect(done.status).toBe(200)

    expect((await phone.fetch('/api/me')).status).toBe(401)
    expect((await laptop.fetch('/api/me')).status).toBe(401)
    const sessions = await env.DB.prepare(
      'SELECT count(*) AS n FROM session s JOIN user u ON u.id = s.user_id WHERE u.email = ?',
    )
      .bind(user.email.toLowerCase())
      .first<{ n: number }>()
    expect(sessions?.n).toBe(0)

    expect((await signIn(client(), user.email, user.password)).status).toBe(401)
    expect((await signIn(client(), user.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueUser('noreset').email
    const res = await requestReset(email)
    expect(res.status).toBe(200)
    expect(await mailbox(email)).toHaveLength(0)
  })

  it('refuses a token that was already used', async () => {
    const { user } = await signedInUser('reuse')
    await requestReset(user.email)
    const token = await tokenFromMail(user.email, '/reset-password')
    expect((await reset(token)).status).toBe(200)
    const again = await reset(token, 'Another-Fine-Password-55')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } })
    expect((await signIn(client(), user.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses a made-up token', async () => {
    const res = await reset('made-up-token')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } })
  })

  it('refuses an expired token', async () => {
    const { user } = await signedInUser('expired')
    await requestReset(user.email)
    const token = await tokenFromMail(user.email, '/reset-password')
    await env.DB.prepare('UPDATE verification SET expires_at = ? WHERE identifier = ?')
      .bind(Date.now() - 1000, `reset-password:${token}`)
      .run()
    expect((await reset(token)).status).toBe(400)
    expect((await signIn(client(), user.email, user.password)).status).toBe(200)
  })

  it('refuses a weak new password without using up the token', async () => {
    const { user } = await signedInUser('weak')
    await requestReset(user.email)
    const token = await tokenFromMail(user.email, '/reset-password')
    const common = await reset(token, 'password123')
    expect(common.status).toBe(400)
    expect(await common.json()).toMatchObject({
      error: { code: 'WEAK_PASSWORD', message: expect.stringMatching(/too common/) },
    })
    const short = await reset(token, 'short')
    expect(short.status).toBe(400)
    const spaces = await reset(token, ' '.repeat(12))
    expect(spaces.status).toBe(400)
    expect(await spaces.json()).toMatchObject({ error: { message: 'Password cannot be only spaces' } })
    expect((await signIn(client(), user.email, user.password)).status).toBe(200)
    expect((await reset(token)).status).toBe(200)
  })
})

describe('outstanding reset links die with the password', () => {
  /** The token of every reset link mailed to `email`. */
  const resetTokens = async (email: string) =>
    (await mailbox(email))
      .flatMap((m) => m.links.map((l) => new URL(l)))
      .filter((u) => u.pathname === '/reset-password')
      .map((u) => u.searchParams.get('token') ?? '')
  const INVALID = { error: { code: 'INVALID_TOKEN' } }

  it('a successful reset kills every other outstanding reset link of the account', async () => {
    const { user } = await signedInUser('resetmany')
    for (let i = 0; i < 3; i++) expect((await requestReset(user.email)).status).toBe(200)
    const [first, second, third] = await resetTokens(user.email)
    expect((await reset(second ?? '')).status).toBe(200)
    for (const old of [first, third]) {
      const res = await reset(old ?? '', 'Another-Marmalade-Lighthouse-92')
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject(INVALID)
    }
    expect((await signIn(client(), user.email, NEW_PASSWORD)).status).toBe(200)
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM verification WHERE identifier LIKE 'reset-password:%' AND value = (SELECT id FROM user WHERE email = ?)",
    )
      .bind(user.email)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it('a password change kills every reset link issued before it', async () => {
    const { c, user } = await signedInUser('resetchange')
    expect((await requestReset(user.email)).status).toBe(200)
    const [token] = await resetTokens(user.email)
    const change = await c.fetch('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    })
    expect(change.status, await change.clone().text()).toBe(200)
    const res = await reset(token ?? '', 'Another-Marmalade-Lighthouse-92')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject(INVALID)
    expect((await signIn(client(), user.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('a failed password change leaves the reset link working', async () => {
    const { c, user } = await signedInUser('resetkeep')
    expect((await requestReset(user.email)).status).toBe(200)
    const [token] = await resetTokens(user.email)
    const change = await c.fetch('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
    })
    expect(change.status).toBeGreaterThanOrEqual(400)
    expect((await reset(token ?? '')).status).toBe(200)
  })
})
