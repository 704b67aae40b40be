// `npm run bench`: the speed goals, measured (never asserted in tests). Prints a table and writes
// bench-results/latest.json. Runs the production build under wrangler's local mode on loopback only.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { computeBill } from '../src/domain/bill'
// @ts-expect-error: plain ESM helper shared with the e2e runner
import { startLocalServer } from './lib/local-server.mjs'

type Goal = { name: string; value: number; unit: string; goal: number }
const results: Goal[] = []
const record = (name: string, value: number, unit: string, goal: number) => results.push({ name, value, unit, goal })
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

// 1. The bill for a big table: 200 items, 30 people, every fourth item split.
{
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: `i${i}`,
    name: `Item ${i}`,
    priceCents: 199 + ((i * 7919) % 4000),
    ownerKey: `u:${i % 30}`,
    shares:
      i % 4 === 0
        ? [
            { personKey: `u:${(i + 1) % 30}`, shareBp: 3333 },
            { personKey: `p:${i % 5}`, shareBp: 3333 },
          ]
        : [],
  }))
  const runs: number[] = []
  for (let r = 0; r < 200; r++) {
    const t = performance.now()
    computeBill({ taxMilliPct: 8875, tipMilliPct: 20_000, items })
    runs.push(performance.now() - t)
  }
  record('computeBill 200 items x 30 people (p95)', pct(runs, 0.95), 'ms', 5)
}

// 2. What a phone downloads before the first screen: the entry chunk, gzipped.
const server = await startLocalServer({
  port: process.env.BENCH_PORT ?? '8790',
  vars: { AUTH_RATE_LIMIT_SCALE: '100' },
})
try {
  const assets = path.join('dist/client/assets')
  const html = readFileSync('dist/client/index.html', 'utf8')
  const entry = [...html.matchAll(/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1] ?? '')
  const entryGzip = entry.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0)
  record('entry JS+CSS gzipped', Math.round(entryGzip / 1024), 'KiB', 200)
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js') && !entry.includes(f))
  const largest = Math.max(...chunks.map((f) => gzipSync(readFileSync(path.join(assets, f))).length))
  record('largest lazy route chunk gzipped', Math.round(largest / 1024), 'KiB', 150)
  void statSync

  // 3. API latency on loopback: the event page's one read and one mutation, with a 40-item event.
  const base = server.baseURL
  const jar: string[] = []
  const call = async (p: string, init: RequestInit = {}) => {
    const res = await fetch(base + p, {
      ...init,
      headers: { 'content-type': 'application/json', origin: base, cookie: jar.join('; '), ...(init.headers ?? {}) },
    })
    for (const c of res.headers.getSetCookie()) jar.push(c.split(';')[0] ?? '')
    return res
  }
  const email = `bench.${Date.now()}@example.com`
  await call('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ name: `bench${Date.now() % 1e6}`, email, password: 'Bench-Mark-Password-1' }),
  })
  const mail = (await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[]
  const token = new URL(mail[0]?.links[0] ?? '').searchParams.get('token') ?? ''
  await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
  await call('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Bench-Mark-Password-1' }),
  })
  const created = (await (
    await call('/api/events', {
      method: 'POST',
      body: JSON.stringify({ title: 'Bench', taxMilliPct: 8875, tipMilliPct: 20_000 }),
    })
  ).json()) as { event: { id: string } }
  const id = created.event.id
  const adds: number[] = []
  for (let i = 0; i < 40; i++) {
    const t = performance.now()
    const res = await call(`/api/events/${id}/items`, {
      method: 'POST',
      body: JSON.stringify({ name: `Dish ${i}`, priceCents: 1000 + i }),
    })
    if (res.status !== 201) throw new Error(`add item failed: ${res.status}`)
    adds.push(performance.now() - t)
  }
  const reads: number[] = []
  for (let i = 0; i < 60; i++) {
    const t = performance.now()
    const res = await call(`/api/events/${id}`)
    await res.arrayBuffer()
    reads.push(performance.now() - t)
  }
  record('GET /api/events/:id, 40 items (p50)', pct(reads, 0.5), 'ms', 30)
  record('GET /api/events/:id, 40 items (p95)', pct(reads, 0.95), 'ms', 60)
  record('POST item, returns snapshot (p50)', pct(adds, 0.5), 'ms', 40)
  record('POST item, returns snapshot (p95)', pct(adds, 0.95), 'ms', 80)
} finally {
  server.stop()
}

mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/latest.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2))
console.log('\nmeasure'.padEnd(46), 'value'.padStart(10), 'goal'.padStart(10))
for (const r of results) {
  const flag = r.value <= r.goal ? 'ok' : 'OVER'
  console.log(
    r.name.padEnd(45),
    `${r.value.toFixed(1)} ${r.unit}`.padStart(10),
    `${r.goal} ${r.unit}`.padStart(10),
    flag,
  )
}
