import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { addItem, eventWithMembers, must, snapOf } from './event-fixtures'
import { client } from './helpers'

// The event page's read checks the session inside its own D1 batch (decision 023): one round trip,
// and a revoked session or a suspended account is still refused on the very next request.

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
/** The worker with the benchmark's dev-only D1 counter on, asked for by the request. */
const counted = (path: string, cookie: string, vars: Partial<Env> = {}, ask = true) =>
  app.fetch(
    new Request(`http://localhost${path}`, {
      headers: { cookie, origin: 'http://localhost', ...(ask ? { 'x-bench-d1-calls': 'count' } : {}) },
    }),
    { ...env, APP_ENV: 'development', BENCH_D1_COUNT: '1', ...vars },
    ctx,
  )

describe('the event snapshot read', () => {
  it('costs one D1 round trip, the session check included', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    await addItem(host, eventId, 'Fries', 500)
    for (const u of [host, must(members[0])]) {
      const res = await counted(`/api/events/${eventId}`, u.c.cookie)
      expect((await snapOf(res)).items).toHaveLength(1)
      expect(res.headers.get('x-bench-d1-calls')).toBe('1')
    }
    // Other routes pay one query for the session too, not better-auth's several.
    expect((await counted('/api/me', host.c.cookie)).headers.get('x-bench-d1-calls')).toBe('1')
  })

  it('reports D1 calls only on the benchmark server, and only when asked', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const res = await counted(`/api/events/${eventId}`, host.c.cookie, { APP_ENV: 'production' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-bench-d1-calls')).toBeNull()
    // Nor to a request that does not ask, on the benchmark's own server.
    const unasked = await counted(`/api/events/${eventId}`, host.c.cookie, {}, false)
    expect(unasked.status).toBe(200)
    expect(unasked.headers.get('x-bench-d1-calls')).toBeNull()
  })

  it('refuses a signed-out session on the next read', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const cookie = host.c.cookie
    expect((await host.c.fetch('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200)
    const res = await counted(`/api/events/${eventId}`, cookie)
    expect(res.status).toBe(401)
  })

  it('signs a suspended account out on the next read', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    await env.DB.prepare("UPDATE profiles SET status = 'suspended' WHERE id = ?").bind(member.id).run()
    const res = await member.c.fetch(`/api/events/${eventId}`)
    expect(res.status, await res.clone().text()).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('account_suspended')
    expect((await member.c.fetch(`/api/events/${eventId}`)).status).toBe(401)
    expect((await host.c.fetch(`/api/events/${eventId}`)).status).toBe(200)
  })

  it('refuses a cookie whose signature does not match', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const forged = host.c.cookie.replace(/(session_token=[^.;]+)\.[^;]+/, `$1.${'A'.repeat(43)}=`)
    expect(forged).not.toBe(host.c.cookie)
    expect((await counted(`/api/events/${eventId}`, forged)).status).toBe(401)
    expect((await client().fetch(`/api/events/${eventId}`)).status).toBe(401)
  })

  it('verifies with the current secret: the key imported once per isolate follows a changed secret', async () => {
    const { host, eventId } = await eventWithMembers(0)
    expect((await counted(`/api/events/${eventId}`, host.c.cookie)).status).toBe(200)
    const other = { BETTER_AUTH_SECRET: `${env.BETTER_AUTH_SECRET}-rotated` }
    expect((await counted(`/api/events/${eventId}`, host.c.cookie, other)).status).toBe(401)
    expect((await counted(`/api/events/${eventId}`, host.c.cookie)).status).toBe(200)
    // A signature that is not base64 is refused, not a 500.
    const garbled = host.c.cookie.replace(/(session_token=[^.;]+)\.[^;]+/, `$1.${'!'.repeat(43)}=`)
    expect((await counted(`/api/events/${eventId}`, garbled)).status).toBe(401)
  })

  it('keeps a non-member out with the same 404 as a missing event', async () => {
    const { eventId } = await eventWithMembers(0)
    const { host: stranger } = await eventWithMembers(0)
    expect((await stranger.c.fetch(`/api/events/${eventId}`)).status).toBe(404)
  })
})

describe('the session check, one statement (session, user, profile and admin settings joined)', () => {
  it("reads the profile with its own id and times, not the session's", async () => {
    const { host } = await eventWithMembers(0)
    await env.DB.batch([
      env.DB.prepare('UPDATE profiles SET created_at = 1000000000123, open_to_invite = 1 WHERE id = ?').bind(host.id),
      env.DB.prepare('UPDATE session SET created_at = ? WHERE user_id = ?').bind(Date.now() - 1000, host.id),
    ])
    const body = (await (await counted('/api/me', host.c.cookie)).json()) as {
      user: { id: string; emailVerified: boolean }
      profile: Record<string, unknown>
    }
    expect(body.user).toMatchObject({ id: host.id, emailVerified: true })
    expect(body.profile).toMatchObject({ id: host.id, openToInvite: true })
    expect(JSON.stringify(body.profile)).toContain('2001-09-09T01:46:40.123Z')
  })

  it('still refuses an expired session, a timed-out one and a suspended one on the snapshot read', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [late, suspended] = members as [(typeof members)[number], (typeof members)[number]]
    await env.DB.batch([
      env.DB.prepare('UPDATE session SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, host.id),
      env.DB.prepare('UPDATE session SET created_at = ? WHERE user_id = ?').bind(Date.now() - 25 * 3_600_000, late.id),
      env.DB.prepare("UPDATE profiles SET status = 'suspended' WHERE id = ?").bind(suspended.id),
    ])
    expect((await counted(`/api/events/${eventId}`, host.c.cookie)).status).toBe(401)
    const timedOut = await counted(`/api/events/${eventId}`, late.c.cookie)
    expect(timedOut.status).toBe(401)
    expect(((await timedOut.json()) as { error: { code: string } }).error.code).toBe('session_expired')
    expect((await counted(`/api/events/${eventId}`, suspended.c.cookie)).status).toBe(403)
    // Each refusal ended the session: the next request is a plain 401.
    for (const u of [late, suspended]) expect((await counted(`/api/events/${eventId}`, u.c.cookie)).status).toBe(401)
  })

  it('reads a missing settings row as the defaults, and maintenance mode from the row', async () => {
    const { host, eventId } = await eventWithMembers(0)
    await env.DB.prepare("DELETE FROM admin_settings WHERE id = 'global'").run()
    expect((await counted(`/api/events/${eventId}`, host.c.cookie)).status).toBe(200)
    await env.DB.prepare(
      "INSERT INTO admin_settings (id, maintenance_mode, session_timeout_hours) VALUES ('global', 1, 24)",
    ).run()
    expect((await counted(`/api/events/${eventId}`, host.c.cookie)).status).toBe(200)
    const write = await host.c.fetch(`/api/events/${eventId}/items`, {
      method: 'POST',
      json: { name: 'Tea', priceCents: 300 },
    })
    expect(write.status).toBe(503)
    await env.DB.prepare("UPDATE admin_settings SET maintenance_mode = 0 WHERE id = 'global'").run()
  })
})

describe('D1 Sessions API', () => {
  it('gives each browser a bookmark of the newest database state it saw, and reads from it', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const bookmark = () => /opentab_d1_bookmark=([^;]+)/.exec(host.c.cookie)?.[1]
    const before = must(bookmark(), 'bookmark after the first writes')
    await addItem(host, eventId, 'Soup', 700)
    const after = must(bookmark(), 'bookmark after a write')
    expect(after).not.toBe(before)
    // The next read starts from that bookmark, so it sees the write.
    expect((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).items.map((i) => i.name)).toEqual(['Soup'])
  })
})

describe('GET /api/session', () => {
  it('answers signed out with 200, signed in with the profile, suspended with 403', async () => {
    const anon = await client().fetch('/api/session')
    expect(anon.status).toBe(200)
    expect(await anon.json()).toEqual({ signedIn: false })
    const { host } = await eventWithMembers(0)
    const mine = (await (await host.c.fetch('/api/session')).json()) as { signedIn: boolean; profile: { id: string } }
    expect(mine.signedIn).toBe(true)
    expect(mine.profile.id).toBe(host.id)
    await env.DB.prepare("UPDATE profiles SET status = 'suspended' WHERE id = ?").bind(host.id).run()
    const res = await host.c.fetch('/api/session')
    expect(res.status).toBe(403)
    await expect((await host.c.fetch('/api/session')).json()).resolves.toEqual({ signedIn: false })
  })
})
