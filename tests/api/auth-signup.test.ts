import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, mailbox, signedInUser, signUp, uniqueUser } from './helpers'

const rows = async (sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .all<Record<string, unknown>>()
  ).results

/** Everything a sign-up could leave behind for this e-mail or username. */
async function traces(email: string, username: string) {
  const users = await rows(
    'SELECT id FROM user WHERE lower(email) = lower(?) OR lower(name) = lower(?)',
    email,
    username,
  )
  const profiles = await rows(
    'SELECT id FROM profiles WHERE lower(email) = lower(?) OR lower(username) = lower(?)',
    email,
    username,
  )
  return { users: users.length, profiles: profiles.length, mails: (await mailbox(email.toLowerCase())).length }
}

const post = (body: unknown) => client().fetch('/api/auth/sign-up/email', { method: 'POST', json: body })

describe('sign-up', () => {
  it('creates the user, a profile with a derived handle, and mails a confirmation link', async () => {
    const user = { ...uniqueUser('Ana.B'), username: `Ana.B_${Date.now().toString(36)}` }
    const { res } = await signUp(client(), user)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: { id: string; emailVerified: boolean } }
    expect(body.user.emailVerified).toBe(false)

    const [profile] = await rows('SELECT * FROM profiles WHERE id = ?', body.user.id)
    expect(profile).toMatchObject({
      username: user.username,
      handle: user.username.toLowerCase(),
      email: user.email.toLowerCase(), // e-mails are stored lower-cased
      first_name: null,
      role: 'user',
      status: 'active',
    })

    const [mail, ...more] = await mailbox(user.email)
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ to: user.email.toLowerCase(), subject: 'Confirm your OpenTab account' })
    const m = mail as unknown as { html: string; text: string; links: string[]; created_at: string }
    expect(m.links).toHaveLength(1)
    const link = new URL(m.links[0] ?? '')
    expect(link.pathname).toBe('/confirm-email')
    expect(link.searchParams.get('token')).toBeTruthy()
    expect(m.text).toContain(m.links[0])
    expect(m.html).toContain('Confirm e-mail')
    expect(new Date(m.created_at).toISOString()).toBe(m.created_at)
    expect(Date.now() - Date.parse(m.created_at)).toBeLessThan(60_000)
  })

  it('gives a new account a unique handle when the plain one is already used', async () => {
    // The handle never changes, so a renamed user keeps theirs and the next person
    // to pick the freed username gets a suffixed handle.
    const first = await signedInUser('hnd')
    const renamed = await first.c.fetch('/api/me/profile', {
      method: 'PATCH',
      json: { username: `${first.user.username.slice(0, 26)}_new` },
    })
    expect(renamed.status).toBe(200)
    const { res } = await signUp(client(), { ...uniqueUser('hnd2'), username: first.user.username })
    expect(res.status).toBe(200)
    const [profile] = await rows('SELECT handle FROM profiles WHERE username = ?', first.user.username)
    expect(profile?.handle).toBe(`${first.user.username.toLowerCase()}2`)
  })

  const u = () => uniqueUser('bad')
  const cases: Array<[string, (x: ReturnType<typeof u>) => unknown, RegExp]> = [
    ['nothing at all', () => ({}), /Username is required/],
    ['no username', (x) => ({ email: x.email, password: x.password }), /Username is required/],
    ['no e-mail', (x) => ({ name: x.username, password: x.password }), /Email is required/],
    ['no password', (x) => ({ name: x.username, email: x.email }), /Password is required/],
    ['a malformed e-mail', (x) => ({ name: x.username, email: 'not-an-email', password: x.password }), /valid e-mail/],
    ['a short password', (x) => ({ name: x.username, email: x.email, password: 'Ab3$xyz' }), /at least 8/],
    ['a long password', (x) => ({ name: x.username, email: x.email, password: 'x'.repeat(129) }), /at most 128/],
    ['a common password', (x) => ({ name: x.username, email: x.email, password: 'password123' }), /too common/],
    [
      'a password of only spaces',
      (x) => ({ name: x.username, email: x.email, password: ' '.repeat(12) }),
      /only spaces/,
    ],
    [
      'a username with spaces',
      (x) => ({ name: 'ana b', email: x.email, password: x.password }),
      /cannot contain spaces/,
    ],
    ['a two-letter username', (x) => ({ name: 'ab', email: x.email, password: x.password }), /3-30 characters/],
    ['a 31-letter username', (x) => ({ name: 'a'.repeat(31), email: x.email, password: x.password }), /3-30/],
  ]
  for (const [label, build, message] of cases) {
    it(`refuses ${label} with a clear 400 and writes nothing`, async () => {
      const x = u()
      const res = await post(build(x))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message)
      expect(await traces(x.email, x.username)).toEqual({ users: 0, profiles: 0, mails: 0 })
    })
  }

  it('refuses a username taken in any case (422) and writes nothing', async () => {
    const taken = uniqueUser('dupu')
    expect((await signUp(client(), taken)).res.status).toBe(200)
    const other = uniqueUser('dupu2')
    const res = await post({ name: taken.username.toUpperCase(), email: other.email, password: other.password })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      error: { code: 'USERNAME_TAKEN', message: 'That username is already taken' },
    })
    expect(await traces(other.email, other.username)).toEqual({ users: 0, profiles: 0, mails: 0 })
  })

  it('refuses an e-mail already registered in any case (422) and writes nothing', async () => {
    const taken = uniqueUser('dupe')
    expect((await signUp(client(), taken)).res.status).toBe(200)
    const other = uniqueUser('dupe2')
    const res = await post({ name: other.username, email: taken.email.toUpperCase(), password: other.password })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } })
    expect((await rows('SELECT id FROM user WHERE lower(email) = ?', taken.email)).length).toBe(1)
    expect((await rows('SELECT id FROM profiles WHERE username = ?', other.username)).length).toBe(0)
    expect(await mailbox(taken.email)).toHaveLength(1)
  })

  it('does not sign the new account in (confirmation comes first)', async () => {
    const c = client()
    expect((await signUp(c)).res.status).toBe(200)
    const me = await c.fetch('/api/me')
    expect(me.status).toBe(401)
    expect(await me.json()).toEqual({ error: { code: 'unauthorized', message: 'Not authenticated' } })
  })
})
