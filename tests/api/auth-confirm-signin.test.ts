import { describe, expect, it } from 'vitest'
import { createEvent, send } from './event-fixtures'
import { type Client, client, mailbox, signedInUser, signUp, tokenFromMail, uniqueUser } from './helpers'

/** Signs up as the sign-up form does, naming the confirmation page (and where to go next) as the callback. */
async function signUpFrom(c: Client, callbackURL: string) {
  const user = uniqueUser('mailapp')
  const res = await c.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: user.username, email: user.email, password: user.password, callbackURL },
  })
  expect(res.status).toBe(200)
  return user
}

/** The confirmation link mailed to `email`. */
async function confirmLink(email: string) {
  const link = (await mailbox(email)).flatMap((m) => m.links).find((l) => new URL(l).pathname === '/confirm-email')
  if (!link) throw new Error(`no confirmation link mailed to ${email}`)
  return new URL(link)
}

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

  it('carries the pending join in the link, so a browser that never saw the sign-up confirms and joins', async () => {
    const host = await signedInUser('host')
    const event = (await createEvent(host, { title: 'Taqueria' })).event
    // Signed up from /join/CODE in one browser...
    const user = await signUpFrom(client(), `/confirm-email?next=${encodeURIComponent(`/join/${event.joinCode}`)}`)
    const link = await confirmLink(user.email)
    expect(link.searchParams.get('next')).toBe(`/join/${event.joinCode}`)

    // ...confirmed in the mail app's: no cookie, no stored code, only the link.
    const mailApp = client()
    const token = link.searchParams.get('token') ?? ''
    expect((await mailApp.fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(200)
    // What the confirmation page then opens (the join page) joins with the code from the link.
    const code = decodeURIComponent(String(link.searchParams.get('next')).replace('/join/', ''))
    const joined = await send(mailApp, 'POST', '/api/join', { code })
    expect(joined.status).toBe(200)
    expect(((await joined.json()) as { event_id: string }).event_id).toBe(event.id)
    expect((await mailApp.fetch(`/api/events/${event.id}`)).status).toBe(200)
  })

  it('carries an invitation page too, and drops anything that would leave the site or loop into /auth', async () => {
    const invite = '/accept-invite?id=abc123&event=ev1'
    const invited = await signUpFrom(client(), `/confirm-email?next=${encodeURIComponent(invite)}`)
    expect((await confirmLink(invited.email)).searchParams.get('next')).toBe(invite)
    for (const next of [
      '//evil.example/join/ABC-123',
      '/\\evil.example',
      '/auth?mode=signup',
      'https://evil.example/',
    ]) {
      const user = await signUpFrom(client(), `/confirm-email?next=${encodeURIComponent(next)}`)
      const link = await confirmLink(user.email)
      expect(link.origin, next).toBe('http://localhost')
      expect(link.searchParams.has('next'), next).toBe(false)
      expect(link.searchParams.get('token')).toBeTruthy()
    }
    // A sign-up without a callback (an API client) still gets a plain, working link.
    const { user } = await signUp(client(), uniqueUser('plain'))
    expect([...(await confirmLink(user.email)).searchParams.keys()]).toEqual(['token'])
  })
})
