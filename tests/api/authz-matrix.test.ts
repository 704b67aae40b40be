import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AUTH_TABLE,
  type Fixture,
  MATRIX_SETTINGS,
  ROLES,
  type Role,
  type Rule,
  type State,
  TABLE,
} from './authz-table'
import { changed, dbDump, INTERNALS } from './db-dump'
import { addItem, createEvent, join, must, rows, send, snapOf } from './event-fixtures'
import { type Guest, joinedGuest } from './guest-fixtures'
import { type Client, client, signedInUser } from './helpers'

// The authorization matrix: every route of /api/openapi.json, called as each of seven people,
// gets the status its line in authz-table.ts says, and a refused call changes nothing in D1 or R2.
// The route list comes from the OpenAPI document, so a route added without a line here fails by name.

type Spec = { paths: Record<string, Record<string, unknown>> }
const spec = (await (await client().fetch('/api/openapi.json')).json()) as Spec
const served = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
)
const ours = served.filter((r) => !r.includes(' /api/auth/'))
const authRoutes = served.filter((r) => r.includes(' /api/auth/'))

type User = Awaited<ReturnType<typeof signedInUser>>
let people: Record<Exclude<Role, 'anon' | 'guest'>, User> & { guest: Guest }
let anon: Client

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const form = () => {
  const f = new FormData()
  f.set('file', new File([JPEG], 'r.jpg', { type: 'image/jpeg' }))
  return f
}

beforeAll(async () => {
  const [stranger, admin, participant, owner, host] = await Promise.all(
    ['mxs', 'mxa', 'mxp', 'mxo', 'mxh'].map((p) => signedInUser(p)),
  )
  // The guest account joins a first event of the host's without an account, then each fixture's by code.
  const first = await createEvent(must(host), { title: 'Guest door' })
  const guest = await joinedGuest(first.event.joinCode, 'Gia')
  people = {
    stranger: must(stranger),
    admin: must(admin),
    participant: must(participant),
    owner: must(owner),
    host: must(host),
    guest,
  }
  await env.DB.prepare("UPDATE profiles SET role = 'admin' WHERE id = ?").bind(people.admin.id).run()
  await env.DB.prepare("UPDATE admin_settings SET max_events_per_user = ? WHERE id = 'global'")
    .bind(MATRIX_SETTINGS.maxEventsPerUser)
    .run()
  anon = client()
}, 120_000)

async function fixture(state?: State): Promise<Fixture> {
  const { host, participant, owner } = people
  const snap = await createEvent(host, { title: 'Matrix' })
  const eventId = snap.event.id
  await join(participant, snap.event.joinCode)
  await join(owner, snap.event.joinCode)
  await join(people.guest, snap.event.joinCode)
  const guest = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gil' }), 201)
  const soup = (await addItem(host, eventId, 'Soup', 1250)).item.id
  const bread = (await addItem(host, eventId, 'Bread', 400)).item.id
  await snapOf(
    await send(host.c, 'POST', `/api/events/${eventId}/items/${soup}/assign`, { assignee: { userId: owner.id } }),
  )
  const f: Fixture = {
    eventId,
    joinCode: snap.event.joinCode,
    soupId: soup,
    breadId: bread,
    placeholderId: must(guest.placeholders[0]).id,
    ids: {
      anon: 'anonymous',
      ...(Object.fromEntries(Object.entries(people).map(([r, u]) => [r, u.id])) as Record<
        Exclude<Role, 'anon'>,
        string
      >),
    },
  }
  const ok = async (res: Response) => expect(res.status, `${state}: ${await res.clone().text()}`).toBeLessThan(300)
  if (state === 'pickup') await ok(await send(participant.c, 'POST', `/api/events/${eventId}/items/${soup}/pickup`))
  if (state === 'claimed') {
    await ok(await send(host.c, 'PATCH', `/api/events/${eventId}`, { claimsNeedApproval: false }))
    await ok(await send(participant.c, 'POST', `/api/events/${eventId}/items/${bread}/pickup`))
  }
  if (state === 'dispute') {
    await ok(await send(participant.c, 'POST', `/api/events/${eventId}/items/${soup}/disputes`, { reason: 'Not mine' }))
    f.disputeId = must((await rows<{ id: string }>('SELECT id FROM disputes WHERE event_id = ?', eventId))[0]).id
  }
  if (state === 'settled') {
    await ok(await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {}))
    const [row] = await rows<{ id: string }>(
      'SELECT id FROM settlements WHERE event_id = ? AND debtor_id = ?',
      eventId,
      owner.id,
    )
    f.settlementId = must(row, 'the owner’s settlement').id
  }
  if (state === 'paid') {
    await ok(await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {}))
    await ok(await send(owner.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 1 }))
    f.paymentId = must((await rows<{ id: string }>('SELECT id FROM payments WHERE event_id = ?', eventId))[0]).id
  }
  if (state === 'receipt')
    await ok(await host.c.fetch(`/api/events/${eventId}/receipt`, { method: 'POST', body: form() }))
  if (state === 'pendingPhoto') {
    const res = await host.c.fetch(`/api/events/${eventId}/receipt/pending`, { method: 'POST', body: form() })
    await ok(res)
    f.pendingName = ((await res.json()) as { pendingPhoto: string }).pendingPhoto
  }
  return f
}

function urlOf(path: string, f: Fixture, rule: Rule) {
  const values: Record<string, string | undefined> = {
    id: f.eventId,
    itemId: f.soupId,
    placeholderId: f.placeholderId,
    disputeId: f.disputeId,
    settlementId: f.settlementId,
    paymentId: f.paymentId,
    name: f.pendingName,
    ...rule.params?.(f),
  }
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (!value) throw new Error(`authz-table: no fixture value for {${name}} in ${path}; give the route a state`)
    return value
  })
  return rule.query ? `${url}?${rule.query(f)}` : url
}

// A guest gets what the participant gets, unless its rule's `guest` says otherwise.
const guestMay = (rule: Rule) => (rule.guest === undefined ? mayCall(rule, 'participant') : rule.guest < 300)

function mayCall(rule: Rule, role: Role): boolean {
  if (role === 'guest') return guestMay(rule)
  if (rule.may === 'anyone') return true
  if (rule.may === 'users') return role !== 'anon'
  const names = rule.may === 'members' ? ['participant', 'owner', 'host'] : rule.may.split(' ')
  return names.includes(role)
}

function refusedStatus(path: string, rule: Rule, role: Role): number {
  if (role === 'guest') return rule.guest ?? refusedStatus(path, rule, 'participant')
  const given = rule.refuse?.[role]
  if (given) return given
  if (role === 'anon') return 401
  if ((role === 'stranger' || role === 'admin') && path.startsWith('/api/events/{id}')) return 404
  return 403
}

async function call(role: Role, method: string, url: string, rule: Rule, f: Fixture) {
  // Anonymous starts with no cookies every time (joining as a guest signs its client in).
  const c = role === 'anon' ? client() : people[role].c
  const headers = rule.headers ?? {}
  if (rule.upload) return c.fetch(url, { method, body: form(), headers })
  const body = rule.body?.(f)
  return c.fetch(url, body === undefined ? { method, headers } : { method, json: body, headers })
}

describe('the authorization table', () => {
  it('has a line for every route the API serves', () => {
    expect(ours.length).toBeGreaterThanOrEqual(40)
    const missing = ours.filter((r) => !TABLE[r])
    expect(missing, `routes missing from tests/api/authz-table.ts TABLE: ${missing.join(', ')}`).toEqual([])
    const missingAuth = authRoutes.filter((r) => !AUTH_TABLE[r])
    expect(missingAuth, `better-auth routes missing from AUTH_TABLE: ${missingAuth.join(', ')}`).toEqual([])
  })

  it('names no route the API does not serve', () => {
    const stale = [...Object.keys(TABLE), ...Object.keys(AUTH_TABLE)].filter((r) => !served.includes(r))
    expect(stale, `lines for routes that no longer exist: ${stale.join(', ')}`).toEqual([])
  })
})

describe('every route as anonymous, a stranger, an admin, a participant, an item owner, the host and a guest', () => {
  for (const route of ours.filter((r) => TABLE[r])) {
    const rule = must(TABLE[route])
    const [method, path] = route.split(' ') as [string, string]
    it(route, { timeout: 60_000 }, async () => {
      let f: Fixture | null = null
      const seen: string[] = []
      for (const role of ROLES) {
        f ??= await fixture(rule.state)
        const url = urlOf(path, f, rule)
        const before = await dbDump()
        const res = await call(role, method, url, rule, f)
        res.webSocket?.accept()
        res.webSocket?.close()
        const text = res.webSocket ? '' : await res.text()
        seen.push(`${role} ${res.status}`)
        const what = `${route} as ${role} -> ${res.status} ${text.slice(0, 200)}`
        expect(text, `${what}: internals in the body`).not.toMatch(INTERNALS)
        if (mayCall(rule, role)) {
          const wanted = role === 'guest' ? (rule.guest ?? rule.expect?.participant) : rule.expect?.[role]
          if (wanted) expect(res.status, what).toBe(wanted)
          else expect(res.status === 101 || (res.status >= 200 && res.status < 300), what).toBe(true)
          f = null // the call may have changed the fixture: the next role gets a fresh one
        } else {
          expect(res.status, what).toBe(refusedStatus(path, rule, role))
          expect(changed(before, await dbDump()), `${what} changed`).toEqual([])
        }
      }
      expect(seen).toHaveLength(ROLES.length)
    })
  }
})

// One body that passes every session endpoint's validation (each reads its own fields), so the
// refusal comes from the missing session, not from the body.
const AUTH_BODY = {
  password: 'correct horse battery staple',
  currentPassword: 'correct horse battery staple',
  newPassword: 'another horse battery staple',
  newEmail: 'new.address@example.com',
  token: 'some-session-token',
  provider: 'google',
  providerId: 'google',
  accountId: 'some-account',
}

describe('better-auth’s endpoints that need a session', () => {
  for (const route of authRoutes.filter((r) => AUTH_TABLE[r] === 'session')) {
    const [method, path] = route.split(' ') as [string, string]
    it(`${route} refuses anonymous callers and changes nothing`, async () => {
      const before = await dbDump()
      const res = await anon.fetch(
        method === 'GET' ? `${path}?accountId=some-account` : path,
        method === 'GET' ? { method } : { method, json: AUTH_BODY },
      )
      const text = await res.text()
      expect(res.status, `${route} -> ${text.slice(0, 200)}`).toBe(401)
      expect(changed(before, await dbDump())).toEqual([])
    })
  }
})
