import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, confirm, mailbox, signedInUser, signIn, signUp, tokenFromMail, uniqueUser } from './helpers'

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
const enc = (o: unknown) => base64url(new TextEncoder().encode(JSON.stringify(o)))

/** A confirmation token signed like better-auth's (HS256 with the app secret), with chosen times. */
async function confirmationToken(email: string, iat: number, exp: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(env.BETTER_AUTH_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const unsigned = `${enc({ alg: 'HS256' })}.${enc({ email, iat, exp })}`
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(unsigned))
  return `${unsigned}.${base64url(new Uint8Array(sig))}`
}

const verified = async (email: string) =>
  (
    await env.DB.prepare('SELECT email_verified FROM user WHERE email = ?')
      .bind(email)
      .first<{ email_verified: number }>()
  )?.email_verified

async function unconfirmedUser() {
  const c = client()
  const { res, user } = await signUp(c, uniqueUser('unconf'))
  expect(res.status).toBe(200)
  return { c, user }
}

describe('sign-in and e-mail confirmation', () => {
  it('refuses sign-in before confirmation with 403 EMAIL_NOT_VERIFIED and no session', async () => {
    const { c, user } = await unconfirmedUser()
    const res = await signIn(c, user.email, user.password)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED' } })
    expect(c.cookie).toBe('')
    expect((await c.fetch('/api/me')).status).toBe(401)
  })

  it('resends the confirmation mail, and its link confirms the account', async () => {
    const { c, user } = await unconfirmedUser()
    const res = await c.fetch('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email: user.email, callbackURL: '/confirm-email' },
    })
    expect(res.status).toBe(200)
    const mails = await mailbox(user.email)
    expect(mails).toHaveLength(2)
    expect(mails.every((m) => m.subject === 'Confirm your OpenTab account')).toBe(true)
    expect((await confirm(c, user.email)).status).toBe(200)
    expect(await verified(user.email)).toBe(1)
    expect((await signIn(c, user.email, user.password)).status).toBe(200)
  })

  it('answers a resend for an unknown e-mail like any other, without sending mail', async () => {
    const email = uniqueUser('ghost').email
    const res = await client().fetch('/api/auth/send-verification-email', { method: 'POST', json: { email } })
    expect(res.status).toBe(200)
    expect(await mailbox(email)).toHaveLength(0)
  })

  it('refuses a garbage confirmation token and leaves the account unconfirmed', async () => {
    const { c, user } = await unconfirmedUser()
    const res = await c.fetch('/api/auth/verify-email?token=not-a-token')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } })
    expect(await verified(user.email)).toBe(0)
  })

  it('refuses a token signed with another secret', async () => {
    const { c, user } = await unconfirmedUser()
    const good = await tokenFromMail(user.email, '/confirm-email')
    const forged = `${good.slice(0, good.lastIndexOf('.'))}.${'A'.repeat(43)}`
    expect((await c.fetch(`/api/auth/verify-email?token=${forged}`)).status).toBe(401)
    expect(await verified(user.email)).toBe(0)
  })

  it('refuses an expired confirmation token with TOKEN_EXPIRED', async () => {
    const { c, user } = await unconfirmedUser()
    const now = Math.floor(Date.now() / 1000)
    const token = await confirmationToken(user.email.toLowerCase(), now - 2 * 86400, now - 86400)
    const res = await c.fetch(`/api/auth/verify-email?token=${token}`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } })
    expect(await verified(user.email)).toBe(0)
    // The same claims with a future expiry do work: the expiry is what was refused.
    const fresh = await confirmationToken(user.email.toLowerCase(), now, now + 600)
    expect((await c.fetch(`/api/auth/verify-email?token=${fresh}`)).status).toBe(200)
  })

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const { user } = await signedInUser('wrongpw')
    const wrong = await signIn(client(), user.email, 'not the right password')
    const unknown = await signIn(client(), uniqueUser('nobody').email, user.password)
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const a = await wrong.json()
    expect(a).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } })
    expect(await unknown.json()).toEqual(a)
  })

  it('refuses a sign-in without e-mail or password with 400', async () => {
    const c = client()
    expect((await c.fetch('/api/auth/sign-in/email', { method: 'POST', json: { email: 'a@b.co' } })).status).toBe(400)
    expect((await c.fetch('/api/auth/sign-in/email', { method: 'POST', json: { password: 'x' } })).status).toBe(400)
  })

  it('signs in with any letter case in the e-mail, then signs out', async () => {
    const { user } = await signedInUser('case')
    const c = client()
    expect((await signIn(c, user.email.toUpperCase(), user.password)).status).toBe(200)
    expect((await c.fetch('/api/me')).status).toBe(200)
    expect((await c.fetch('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200)
    expect((await c.fetch('/api/me')).status).toBe(401)
  })
})
