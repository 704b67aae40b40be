import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { client, confirm, signIn, signUp, uniqueUser } from './helpers'

// Parallel sign-ups racing for one username or one e-mail. Whatever the interleaving, an account
// and its profile are one outcome: every success can sign in and use the app, every other attempt
// gets a clear 4xx, and no `user` row is left without its profile. Each race runs several rounds.
const ROUNDS = 4

type Attempt = { username: string; email: string; password: string }

const attempt = async (u: Attempt) => {
  const { res } = await signUp(client(), u)
  const text = await res.text()
  return { u, status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
}

const count = async (sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .first<{ n: number }>()
  )?.n ?? 0

const usersWith = (email: string) => count('SELECT count(*) AS n FROM user WHERE email = ?', email.toLowerCase())
const profilesWith = (email: string) => count('SELECT count(*) AS n FROM profiles WHERE email = ?', email.toLowerCase())
const orphans = (emails: string[]) =>
  count(
    `SELECT count(*) AS n FROM user u WHERE u.email IN (SELECT value FROM json_each(?))
       AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = u.id)`,
    JSON.stringify(emails.map((e) => e.toLowerCase())),
  )

/** Confirms, signs in and reads /api/me: the account is usable. */
async function expectUsable(u: Attempt) {
  const c = client()
  expect((await confirm(c, u.email)).status).toBe(200)
  expect((await signIn(c, u.email, u.password)).status).toBe(200)
  const me = await c.fetch('/api/me')
  expect(me.status).toBe(200)
  expect(((await me.json()) as { profile: { username: string } }).profile.username).toBe(u.username)
}

/** Every success owns a user and a profile; every failure is a 4xx that left no account behind. */
async function expectClean(results: Awaited<ReturnType<typeof attempt>>[]) {
  for (const r of results) {
    if (r.status === 200) {
      expect(await usersWith(r.u.email)).toBe(1)
      expect(await profilesWith(r.u.email)).toBe(1)
    } else {
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400)
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500)
    }
  }
  expect(await orphans(results.map((r) => r.u.email))).toBe(0)
}

describe('parallel sign-ups', () => {
  it('with one username and ten e-mails: one account, nine clear refusals, no account without a profile', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const username = uniqueUser(`race${round}`).username
      const attempts = Array.from({ length: 10 }, (_, i) => ({ ...uniqueUser(`r${round}x${i}`), username }))
      const results = await Promise.all(attempts.map(attempt))
      const won = results.filter((r) => r.status === 200)
      expect(won).toHaveLength(1)
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(422)
        expect(r.body).toMatchObject({ error: { code: 'USERNAME_TAKEN', message: 'That username is already taken' } })
        expect(await usersWith(r.u.email)).toBe(0)
      }
      await expectClean(results)
      await expectUsable((won[0] as (typeof results)[number]).u)
    }
  })

  it('cannot be used to lock an e-mail out: the loser signs up again and uses the app', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const username = uniqueUser(`lock${round}`).username
      const victim = { ...uniqueUser(`victim${round}`), username }
      const others = Array.from({ length: 9 }, (_, i) => ({ ...uniqueUser(`other${round}x${i}`), username }))
      // The victim races nine attacker sign-ups for one username (each with some other e-mail).
      const results = await Promise.all([victim, ...others].map(attempt))
      await expectClean(results)
      expect(results.filter((r) => r.status === 200)).toHaveLength(1)
      const lost = results.find((r) => r.status !== 200)
      if (!lost) throw new Error('expected losers')
      // The loser's e-mail is free: a sign-up with another username creates a working account.
      const again = { ...lost.u, username: uniqueUser(`again${round}`).username }
      const retry = await attempt(again)
      expect(retry.status, JSON.stringify(retry.body)).toBe(200)
      await expectClean([retry])
      await expectUsable(again)
    }
  })

  it('with one e-mail and ten usernames: one account, the others told the e-mail is taken', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = uniqueUser(`same${round}`).email
      const attempts = Array.from({ length: 10 }, (_, i) => ({ ...uniqueUser(`s${round}x${i}`), email }))
      const results = await Promise.all(attempts.map(attempt))
      const won = results.filter((r) => r.status === 200)
      expect(won).toHaveLength(1)
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(422)
        expect(r.body).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } })
      }
      expect(await usersWith(email)).toBe(1)
      await expectClean(results)
      await expectUsable((won[0] as (typeof results)[number]).u)
    }
  })
})

describe('parallel sign-ups whose handles collide', () => {
  it('both succeed: the handle is chosen again, the usernames were free', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A renamed user keeps the handle of their old name, so 'x' now gets handle 'x2', which is
      // also what 'x2' gets: the two sign-ups race for one handle, not for one username.
      const first = { ...uniqueUser(`hnd${round}`), username: uniqueUser(`hr${round}`).username.slice(0, 24) }
      expect((await attempt(first)).status).toBe(200)
      const c = client()
      await confirm(c, first.email)
      await signIn(c, first.email, first.password)
      const rename = await c.fetch('/api/me/profile', { method: 'PATCH', json: { username: `${first.username}_was` } })
      expect(rename.status).toBe(200)
      const a = { ...uniqueUser(`ha${round}`), username: first.username }
      const b = { ...uniqueUser(`hb${round}`), username: `${first.username}2` }
      const results = await Promise.all([attempt(a), attempt(b)])
      expect(results.map((r) => r.status)).toEqual([200, 200])
      await expectClean(results)
    }
  })
})

describe('the e-mail-taken check', () => {
  it('looks at accounts, so a second sign-up never gets a fake success', async () => {
    const first = uniqueUser('acct')
    expect((await attempt(first)).status).toBe(200)
    // Profiles are what the old check read; the account alone must be enough to refuse.
    await env.DB.prepare('UPDATE profiles SET email = ? WHERE email = ?')
      .bind(`moved.${first.email.toLowerCase()}`, first.email.toLowerCase())
      .run()
    const second = await attempt({ ...uniqueUser('acct2'), email: first.email })
    expect(second.status).toBe(422)
    expect(second.body).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } })
  })

  it('frees an e-mail held by an account left without a profile (from before sign-up was atomic)', async () => {
    const u = uniqueUser('orphan')
    const now = Date.now()
    await env.DB.prepare(
      'INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)',
    )
      .bind(`orphan-${now}`, u.username, u.email.toLowerCase(), now, now)
      .run()
    const res = await attempt(u)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    await expectClean([res])
    await expectUsable(u)
  })
})
