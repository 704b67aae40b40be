import { describe, expect, it } from 'vitest'
import { client, signUp, tokenFromMail, uniqueUser } from './helpers'

// Opening the confirmation link signs the new person in (once), so they are not sent
// back to the sign-in form; the same link used again only confirms.
describe('confirming the e-mail signs in', () => {
  it('signs the new account in with the first use of the link', async () => {
    const { res, user } = await signUp(client(), uniqueUser('autosign'))
    expect(res.status).toBe(200)
    const token = await tokenFromMail(user.email, '/confirm-email')

    // A different browser (the mail app's) opens the link: no cookie before, a session after.
    const browser = client()
    expect((await browser.fetch('/api/me')).status).toBe(401)
    const verify = await browser.fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
    expect(verify.status).toBe(200)
    const me = await browser.fetch('/api/me')
    expect(me.status).toBe(200)
    expect(((await me.json()) as { profile: { username: string } }).profile.username).toBe(user.username)

    // The link again, elsewhere: confirmed already, so it does not hand out another session.
    const again = client()
    expect((await again.fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(200)
    expect((await again.fetch('/api/me')).status).toBe(401)
  })

  it('a bad token signs nobody in', async () => {
    const c = client()
    expect((await c.fetch('/api/auth/verify-email?token=not-a-token')).status).toBe(401)
    expect((await c.fetch('/api/me')).status).toBe(401)
  })
})
