// Live fan-out, measured: one event room with 50 listening sockets on the local runtime.
//   - typing: a frame from one browser until the last of the 50 sockets has it (room relay only);
//   - comment: POST a comment (D1 write + publish) until the last socket has comment.created;
//   - claim: a guest asks to pick an item up (conditional D1 write + totals + publish) until the
//     last socket has items.changed, and the same for cancelling it.
// Standalone: `node scripts/bench-fanout.mjs` builds and serves the app with wrangler (BENCH_PORT,
// default 8791; SKIP_BUILD=1 reuses dist/), or set BASE_URL to use a running server. From the
// bench: `import { measureFanout } from './bench-fanout.mjs'` and pass the server's base URL.

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A signed-in account (sign-up, confirm through the dev mailbox, sign-in) with a cookie jar. */
async function account(base, name) {
  const jar = new Map()
  const call = async (path, init = {}) => {
    const res = await fetch(base + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: base,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.headers ?? {}),
      },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return res
  }
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const email = `${name}.${stamp}@example.com`
  const password = 'Bench-Fanout-Password-1'
  await call('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ name: `${name}_${stamp}`.slice(0, 30), email, password }),
  })
  const mail = await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()
  const token = new URL(mail[0]?.links[0] ?? '').searchParams.get('token') ?? ''
  await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
  const signIn = await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`)
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const json = async (path, init) => {
    const res = await call(path, init)
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  return { call, json, cookie }
}

/** Opens a live socket (Node's WebSocket takes headers: the session cookie and our origin). */
function openSocket(base, eventId, user, onMessage) {
  const url = `${base.replace(/^http/, 'ws')}/api/events/${eventId}/live`
  const ws = new WebSocket(url, { headers: { cookie: user.cookie(), origin: base } })
  ws.addEventListener('message', (e) => onMessage(typeof e.data === 'string' ? e.data : ''))
  return new Promise((resolve, reject) => {
    ws.addEventListener('open', () => resolve(ws), { once: true })
    ws.addEventListener('error', () => reject(new Error('socket failed to open')), { once: true })
  })
}

export async function measureFanout({ baseURL, sockets = 50, rounds = 30, senders = 10 } = {}) {
  const host = await account(baseURL, 'fanhost')
  const { event } = await host.json('/api/events', {
    method: 'POST',
    body: JSON.stringify({ title: 'Fan-out', claimsNeedApproval: true }),
  })
  // The room caps live sockets per person (MAX_SOCKETS_PER_USER, 8), as a real table would never
  // exceed: the 50 listeners are ten people with five tabs each, the typists two more people.
  const people = [host]
  const perPerson = 5
  const join = async (name) => {
    const user = await account(baseURL, name)
    await user.json('/api/join', { method: 'POST', body: JSON.stringify({ code: event.joinCode }) })
    return user
  }
  while (people.length * perPerson < sockets) people.push(await join(`fan${people.length}`))
  const typers = [await join('fantyper0'), await join('fantyper1')]
  const guest = typers[0]
  const snap = await host.json(`/api/events/${event.id}/items`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Nachos', priceCents: 1200 }),
  })
  const itemId = snap.items[0].id

  // One waiter at a time: resolves when every listening socket has seen a matching message.
  let waiting = null
  const listen = (index) => (data) => {
    if (!waiting || waiting.got.has(index)) return
    let msg
    try {
      msg = JSON.parse(data)
    } catch {
      return
    }
    if (!waiting.match(msg)) return
    waiting.got.add(index)
    if (waiting.got.size === sockets) waiting.done(performance.now())
  }
  const allHave = (match) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${waiting?.got.size} of ${sockets} sockets got it`)),
        10_000,
      )
      waiting = {
        match,
        got: new Set(),
        done: (t) => {
          clearTimeout(timer)
          waiting = null
          resolve(t)
        },
      }
    })

  const listeners = []
  for (let i = 0; i < sockets; i++)
    listeners.push(await openSocket(baseURL, event.id, people[Math.floor(i / perPerson)], listen(i)))
  // Typing is rate-limited per socket, so the frames come from a few sockets in turn.
  const typists = []
  for (let i = 0; i < senders; i++) typists.push(await openSocket(baseURL, event.id, typers[i % 2], () => {}))
  await sleep(500)

  const typing = []
  for (let r = 0; r < rounds; r++) {
    const done = allHave((m) => m.type === 'typing')
    const t0 = performance.now()
    typists[r % senders].send(JSON.stringify({ type: 'typing' }))
    typing.push((await done) - t0)
    await sleep(Math.ceil(900 / senders))
  }

  const comment = []
  for (let r = 0; r < rounds; r++) {
    const text = `Round ${r}`
    const done = allHave((m) => m.type === 'comment.created' && m.comment.content === text)
    const t0 = performance.now()
    await guest.json(`/api/events/${event.id}/comments`, { method: 'POST', body: JSON.stringify({ content: text }) })
    comment.push((await done) - t0)
  }

  const claim = []
  for (let r = 0; r < rounds; r++) {
    for (const [step, status] of [
      ['pickup', 'pending'],
      ['pickup/cancel', 'limbo'],
    ]) {
      const done = allHave(
        (m) => m.type === 'items.changed' && m.items.some((i) => i.id === itemId && i.status === status),
      )
      const t0 = performance.now()
      await guest.json(`/api/events/${event.id}/items/${itemId}/${step}`, { method: 'POST' })
      claim.push((await done) - t0)
    }
  }

  for (const ws of [...listeners, ...typists]) ws.close()
  const stats = (xs) => ({ p50: Math.round(pct(xs, 0.5) * 10) / 10, p99: Math.round(pct(xs, 0.99) * 10) / 10 })
  return { sockets, rounds, typing: stats(typing), comment: stats(comment), claim: stats(claim) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let baseURL = process.env.BASE_URL
  let server = null
  if (!baseURL) {
    const { startLocalServer } = await import('./lib/local-server.mjs')
    server = await startLocalServer({
      port: process.env.BENCH_PORT ?? '8791',
      build: !process.env.SKIP_BUILD,
      vars: { AUTH_RATE_LIMIT_SCALE: '100', BETTER_AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmn' },
    })
    baseURL = server.baseURL
  }
  try {
    const r = await measureFanout({ baseURL })
    console.log(
      `Live fan-out to ${r.sockets} sockets in one room, ${r.rounds} rounds (ms until the last socket has it):`,
    )
    console.log(`  typing relay           p50 ${r.typing.p50}  p99 ${r.typing.p99}`)
    console.log(`  comment write+publish  p50 ${r.comment.p50}  p99 ${r.comment.p99}`)
    console.log(`  item claim write+publish p50 ${r.claim.p50}  p99 ${r.claim.p99}`)
  } finally {
    server?.stop()
  }
}
