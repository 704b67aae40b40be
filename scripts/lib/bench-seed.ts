// Generated data for the benchmark and the load test, against the local server (scripts/lib/local-server.mjs).
// People are written straight into local D1 with a session each (hundreds of password hashes would take
// minutes and measure better-auth, not us); everything else goes through the API like a browser.
import { execFileSync } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const BENCH_SECRET = 'bench-only-secret-0123456789abcdefghijklmnop'
const SESSION_COOKIE = '__Secure-better-auth.session_token'

export type Person = { id: string; username: string; cookie: string }
export type Server = { baseURL: string; state: string }

const q = (s: string) => `'${s.replaceAll("'", "''")}'`

/** `n` verified people with a live session each; their cookies are signed like better-auth signs them. */
export function seedPeople(server: Server, config: string, n: number, prefix = 'bench'): Person[] {
  const now = Date.now()
  const expires = now + 29 * 24 * 3600 * 1000
  const people: Person[] = []
  const sql: string[] = []
  for (let i = 0; i < n; i++) {
    const id = randomUUID().replaceAll('-', '')
    const username = `${prefix}${i}_${id.slice(0, 6)}`
    const email = `${username}@example.com`
    const token = randomUUID().replaceAll('-', '')
    const signature = createHmac('sha256', BENCH_SECRET).update(token).digest('base64')
    sql.push(
      `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (${q(id)}, ${q(username)}, ${q(email)}, 1, ${now}, ${now});`,
      `INSERT INTO profiles (id, username, handle, first_name, email) VALUES (${q(id)}, ${q(username)}, ${q(username.toLowerCase())}, ${q(`Person ${i}`)}, ${q(email)});`,
      `INSERT INTO session (id, expires_at, token, created_at, updated_at, user_id) VALUES (${q(randomUUID())}, ${expires}, ${q(token)}, ${now}, ${now}, ${q(id)});`,
    )
    people.push({ id, username, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}` })
  }
  runSql(server, config, sql)
  return people
}

/** A Cookie header with the cookies a response set added or replaced, as a browser keeps them. */
export function withSetCookies(cookie: string, res: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]))
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0] ?? ''
    jar.set(pair.slice(0, pair.indexOf('=')), pair)
  }
  return [...jar.values()].join('; ')
}

/** Runs SQL statements straight on the local server's D1 (seeding, settings). */
export function runSql(server: Server, config: string, sql: string[]) {
  const file = path.join(tmpdir(), `opentab-seed-${process.pid}-${Date.now()}.sql`)
  writeFileSync(file, sql.join('\n'))
  execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', server.state, '-c', config, '--file', file],
    { stdio: 'pipe', env: { ...process.env, CI: 'true' } },
  )
}

/** One person's JSON calls, as the browser makes them (same origin, their cookie). */
export function api(server: Server, person: Person) {
  return async <T = unknown>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(server.baseURL + p, {
      method,
      headers: { cookie: person.cookie, origin: server.baseURL, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}

type Snapshot = {
  event: { id: string; joinCode: string; version: number }
  items: { id: string; status: string }[]
  placeholders: { id: string }[]
}

/** An open event of `host` with `members` joined, `guests` guests and `items` items, some shared. */
export async function seedEvent(
  server: Server,
  host: Person,
  members: Person[],
  opts: { items: number; guests: number },
) {
  const call = api(server, host)
  let snap = await call<Snapshot>('POST', '/api/events', {
    title: 'Bench dinner',
    taxMilliPct: 8875,
    tipMilliPct: 20_000,
    // The bench's claim is a request and its cancel (the measure since the bench began), not one-tap claims.
    claimsNeedApproval: true,
  })
  const id = snap.event.id
  for (let i = 0; i < members.length; i += 8)
    await Promise.all(
      members.slice(i, i + 8).map((m) => api(server, m)('POST', '/api/join', { code: snap.event.joinCode })),
    )
  for (let i = 0; i < opts.guests; i++)
    snap = await call<Snapshot>('POST', `/api/events/${id}/placeholders`, { name: `Guest ${i + 1}` })
  for (let i = 0; i < opts.items; i++)
    snap = await call<Snapshot>('POST', `/api/events/${id}/items`, {
      name: `Dish ${i + 1}`,
      priceCents: 450 + ((i * 7919) % 4000),
    })
  // Every fifth item is shared by three people (two members and a guest), the way a table splits plates.
  const people = [host, ...members]
  for (let i = 0; i < snap.items.length; i += 5) {
    const item = snap.items[i]
    const guest = snap.placeholders[i % Math.max(1, snap.placeholders.length)]
    if (!item) continue
    const assignees: object[] = [
      { userId: people[i % people.length]?.id },
      { userId: people[(i + 1) % people.length]?.id },
    ]
    if (guest) assignees.push({ placeholderId: guest.id })
    await call('POST', `/api/events/${id}/items/quick-assign`, { itemIds: [item.id], assignees })
  }
  return call<Snapshot>('GET', `/api/events/${id}`)
}
