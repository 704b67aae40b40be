// `npm run bench`: OpenTab's speed, measured against the product's targets (README, bench/HISTORY.md). A benchmark, not
// a test: it prints a table and writes bench/results.json, and never fails on a missed target.
// `npm run bench -- --short` (or BENCH_SHORT=1) is the CI mode: fewer and shorter runs, no Lighthouse.
// Server figures come from the production build under `wrangler dev` (local mode, loopback, this
// machine's CPUs shared with the load generator), so compare them by their ratio to the floor
// (GET /api/health on the same server, same run), not as absolute numbers.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { computeBill } from '../src/domain/bill'
// @ts-expect-error: plain ESM, also run on its own (node scripts/bench-fanout.mjs)
import { measureFanout } from './bench-fanout.mjs'
import {
  bytesBeforeReady,
  guestJoinJourney,
  type LighthouseResult,
  lighthouseRun,
  receiptReadInBrowser,
} from './lib/bench-browser'
import { api, BENCH_SECRET, seedEvent, seedPeople, withSetCookies } from './lib/bench-seed'
import { load, median, quantile } from './lib/bench-stats'
// @ts-expect-error: plain ESM helper shared with the e2e runner
import { startLocalServer, WRANGLER_CONFIG } from './lib/local-server.mjs'
import { createNodeOcr, ocrFile } from './lib/ocr-node'

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1'
const RUNS = SHORT ? 3 : 5
const SECONDS = SHORT ? 2 : 5
const CONCURRENCY = 8
const PORT = process.env.BENCH_PORT ?? '8860'

// A gate is a target that does not depend on how busy the machine is (bytes shipped, round trips): missing
// one fails the bench, and so CI. Timing targets are reported, never gated, as a loaded runner would flake.
type Row = {
  measure: string
  value: number
  unit: string
  target: string
  met: boolean | null
  note?: string
  gate?: true
}
const rows: Row[] = []
const record = (row: Row) => {
  rows.push(row)
  console.log(`  ${row.measure}: ${fmt(row.value)} ${row.unit}${row.note ? ` (${row.note})` : ''}`)
}
const fmt = (n: number) => (Number.isNaN(n) ? 'n/a' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2))
const kb = (bytes: number) => bytes / 1000
// The development set of receipt photos sits beside the checkout (../shared/receipts), as for the e2e tests.
const RECEIPTS_DIR = process.env.RECEIPTS_DIR ?? path.resolve('../shared/receipts')

/** Milliseconds to read each photo in `dir` (OCR and parse) with the Node engine. */
async function nodeReadTimes(dir: string) {
  const { parseReceiptLines } = await import('../src/domain/receipt/parse')
  const engine = await createNodeOcr(1)
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()
  const times: number[] = []
  try {
    for (const file of files) {
      const started = performance.now()
      parseReceiptLines(await ocrFile(engine, path.join(dir, file)))
      times.push(performance.now() - started)
    }
  } finally {
    await engine.release()
  }
  return times
}

// 1. The split engine: one event's bill, 1,000 items among 50 people, every third item shared.
{
  console.log('split engine')
  const items = Array.from({ length: 1000 }, (_, i) => ({
    id: `item-${i}`,
    name: `Item ${i}`,
    priceCents: 199 + ((i * 7919) % 4000),
    ownerKey: i % 17 === 0 ? null : `u:${i % 50}`,
    shares:
      i % 3 === 0
        ? [
            { personKey: `u:${(i + 7) % 50}`, shareMilliPct: 25_000 },
            { personKey: `u:${(i + 13) % 50}`, shareMilliPct: 25_000 },
          ]
        : [],
  }))
  const input = { taxMilliPct: 8875, tipMilliPct: 20_000, items }
  for (let i = 0; i < 20; i++) computeBill(input)
  const times: number[] = []
  for (let i = 0; i < (SHORT ? 30 : 200); i++) {
    const t = performance.now()
    computeBill(input)
    times.push(performance.now() - t)
  }
  const ms = median(times)
  record({
    measure: 'computeBill, 1,000 items x 50 people (median)',
    value: ms,
    unit: 'ms',
    target: '< 5 ms',
    met: ms < 5,
  })
}

const server = await startLocalServer({
  port: PORT,
  // SKIP_BUILD=1 measures the build already in dist/ (CI's, right after the browser tests built it).
  build: !process.env.SKIP_BUILD,
  vars: { BETTER_AUTH_SECRET: BENCH_SECRET, BENCH_D1_COUNT: '1', AUTH_RATE_LIMIT_SCALE: '100' },
})
const fanout: Record<string, unknown> = {}
try {
  // 2. What a phone downloads before a page can be used.
  console.log('shipped bytes (gzip)')
  const people = seedPeople(server, WRANGLER_CONFIG, 20)
  const [host, ...members] = people as [(typeof people)[number], ...typeof people]
  const snap = await seedEvent(server, host, members.slice(0, 19), { items: 100, guests: 10 })
  const eventId = snap.event.id
  const sessionCookie = (() => {
    const [name, value] = host.cookie.split(/=(.*)/s)
    return { name: name ?? '', value: value ?? '' }
  })()
  const landing = await bytesBeforeReady(`${server.baseURL}/`, 'h1')
  record({
    measure: 'landing page: JS+CSS before ready',
    value: kb(landing.jsCss),
    unit: 'KB',
    target: '<= 20 KB',
    met: kb(landing.jsCss) <= 20,
    gate: true,
  })
  const eventPage = await bytesBeforeReady(`${server.baseURL}/events/${eventId}`, 'text=Dish 100', sessionCookie)
  record({
    measure: 'event page: JS+CSS before ready',
    value: kb(eventPage.jsCss),
    unit: 'KB',
    target: '<= 180 KB',
    met: kb(eventPage.jsCss) <= 180,
    gate: true,
  })
  // Issue 40: a diner opens the join link, types a first name and claims an item (decision 053). An event of
  // its own, claims without approval, one dish per run.
  {
    const api = (route: string, body: unknown) =>
      fetch(`${server.baseURL}${route}`, {
        method: 'POST',
        headers: { cookie: host.cookie, origin: server.baseURL, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ event: { id: string; joinCode: string } }>)
    const table = await api('/api/events', { title: 'Join bench', claimsNeedApproval: false })
    // The host's own live socket: when does the host's page hear of the guest's claim (issue 40: within 1 s)?
    const hostSocket = new WebSocket(`${server.baseURL.replace('http', 'ws')}/api/events/${table.event.id}/live`, {
      headers: { cookie: host.cookie, origin: server.baseURL },
    } as unknown as string[])
    const heardAt: number[] = []
    hostSocket.addEventListener('message', () => heardAt.push(Date.now()))
    await new Promise((resolve, reject) => {
      hostSocket.addEventListener('open', resolve, { once: true })
      hostSocket.addEventListener('error', reject, { once: true })
    })
    const runs: Array<Awaited<ReturnType<typeof guestJoinJourney>>> = []
    const hostHeard: number[] = []
    for (let r = 0; r < 3; r++) {
      await api(`/api/events/${table.event.id}/items`, { name: `Bun ${r}`, priceCents: 500 })
      const run = await guestJoinJourney(`${server.baseURL}/join/${table.event.joinCode}`, `Bun ${r}`)
      runs.push(run)
      // The first message after the tap is the claim's (the join itself was heard before it).
      const heard = heardAt.find((t) => t >= run.tappedAt)
      hostHeard.push(heard === undefined ? Number.NaN : heard - run.tappedAt)
    }
    hostSocket.close()
    record({
      measure: "join: the host hears the guest's claim",
      value: median(hostHeard),
      unit: 'ms',
      target: '<= 1000 ms',
      met: median(hostHeard) <= 1000,
      note: 'median of 3, from the tap on Pick It Up to the message on the host’s socket',
    })
    const ms = median(runs.map((x) => x.ms))
    const bytes = kb(median(runs.map((x) => x.nameFieldJsCss)))
    const taps = Math.max(...runs.map((x) => x.taps))
    record({
      measure: 'join: link opened to first claim accepted',
      value: ms / 1000,
      unit: 's',
      target: '<= 10 s, <= 3 taps, <= 40 KB',
      met: ms <= 10_000 && taps <= 3 && bytes <= 40,
      note: `median of 3; ${taps} taps plus the name; ${bytes} KB JS+CSS when the name field works`,
    })
  }
  const early = [...landing.receiptCode, ...eventPage.receiptCode]
  record({
    measure: 'OCR models / HEIC decoder loaded before a receipt is read',
    value: early.length,
    unit: 'files',
    target: '0',
    met: early.length === 0,
    gate: true,
    note: early.join(' ') || undefined,
  })

  // 3. The event snapshot against the floor, and its D1 round trips.
  console.log(`event snapshot (100 items, 20 people, 10 guests), ${CONCURRENCY} concurrent, ${RUNS} x ${SECONDS} s`)
  // Only this request asks the worker to count its D1 round trips: counting costs worker time, so the
  // timed runs below do not ask (decision 023).
  const probe = await fetch(`${server.baseURL}/api/events/${eventId}`, {
    headers: { cookie: host.cookie, origin: server.baseURL, 'x-bench-d1-calls': 'count' },
  })
  const snapshotBytes = (await probe.arrayBuffer()).byteLength
  const d1Calls = Number(probe.headers.get('x-bench-d1-calls') ?? Number.NaN)
  // Then it reads as a browser does: with the cookies the server set, the D1 bookmark among them.
  const headers = { cookie: withSetCookies(host.cookie, probe), origin: server.baseURL }
  const snapshot = () => fetch(`${server.baseURL}/api/events/${eventId}`, { headers })
  const health = () => fetch(`${server.baseURL}/api/health`)
  await load(snapshot, CONCURRENCY, 1) // warm up
  const snaps = []
  const floors = []
  for (let r = 0; r < RUNS; r++) {
    floors.push(await load(health, CONCURRENCY, SECONDS))
    snaps.push(await load(snapshot, CONCURRENCY, SECONDS))
  }
  const floorRps = median(floors.map((f) => f.rps))
  const snapRps = median(snaps.map((s) => s.rps))
  record({ measure: 'GET /api/health (the floor)', value: floorRps, unit: 'req/s', target: '', met: null })
  record({
    measure: 'GET /api/events/:id',
    value: snapRps,
    unit: 'req/s',
    target: '>= 0.5x floor',
    met: snapRps / floorRps >= 0.5,
    note: `${(snapRps / floorRps).toFixed(2)}x the floor`,
  })
  record({
    measure: 'GET /api/events/:id p50',
    value: median(snaps.map((s) => s.p50)),
    unit: 'ms',
    target: '',
    met: null,
  })
  record({
    measure: 'GET /api/events/:id p99',
    value: median(snaps.map((s) => s.p99)),
    unit: 'ms',
    target: '',
    met: null,
  })
  record({ measure: 'snapshot JSON', value: snapshotBytes / 1000, unit: 'KB', target: '', met: null })
  record({
    measure: 'D1 round trips per snapshot read',
    value: d1Calls,
    unit: '',
    target: '= 1',
    met: d1Calls === 1,
    gate: true,
  })

  // 4. A claim (pickup request) and its broadcast to another person's live socket.
  console.log('claim an item, with its broadcast')
  const claimer = members[0]
  const watcher = members[1]
  if (!claimer || !watcher) throw new Error('need two members')
  const ws = new WebSocket(`${server.baseURL.replace('http', 'ws')}/api/events/${eventId}/live`, {
    headers: { cookie: watcher.cookie, origin: server.baseURL },
  } as unknown as string[])
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true })
    ws.addEventListener('error', reject, { once: true })
  })
  let onMessage: ((version: number) => void) | null = null
  ws.addEventListener('message', (e) => onMessage?.(JSON.parse(String(e.data)).version))
  const limbo = snap.items.filter((i) => i.status === 'limbo').map((i) => i.id)
  const claims: number[] = []
  const broadcasts: number[] = []
  const asClaimer = api(server, claimer)
  for (let i = 0; i < (SHORT ? 20 : 100); i++) {
    const itemId = limbo[i % limbo.length]
    const t = performance.now()
    const heard = new Promise<number>((resolve) => {
      onMessage = () => resolve(performance.now() - t)
    })
    await asClaimer('POST', `/api/events/${eventId}/items/${itemId}/pickup`)
    claims.push(performance.now() - t)
    broadcasts.push(await heard)
    onMessage = null
    await asClaimer('POST', `/api/events/${eventId}/items/${itemId}/pickup/cancel`)
  }
  ws.close()
  // The floor for one request at a time: GET /api/health sent sequentially, like the claims.
  const single: number[] = []
  for (let i = 0; i < 30; i++) {
    const t = performance.now()
    await (await health()).arrayBuffer()
    single.push(performance.now() - t)
  }
  const floorP50 = median(single)
  record({ measure: 'GET /api/health, one at a time, p50', value: floorP50, unit: 'ms', target: '', met: null })
  record({
    measure: 'claim an item (POST, returns the snapshot) p50',
    value: median(claims),
    unit: 'ms',
    target: '',
    met: null,
    note: `${(median(claims) / floorP50).toFixed(1)}x the floor's p50`,
  })
  record({ measure: 'claim an item p99', value: quantile(claims, 0.99), unit: 'ms', target: '', met: null })
  record({ measure: 'claim heard on another socket p50', value: median(broadcasts), unit: 'ms', target: '', met: null })
  record({
    measure: 'claim heard on another socket p99',
    value: quantile(broadcasts, 0.99),
    unit: 'ms',
    target: '',
    met: null,
  })

  // 5. Live fan-out: 50 sockets in one event's room, each figure until the last socket has the message.
  console.log('live fan-out to 50 sockets in one room')
  const fan = await measureFanout({ baseURL: server.baseURL, rounds: SHORT ? 10 : 30 })
  Object.assign(fanout, fan)
  for (const [kind, label] of [
    ['typing', 'typing relay'],
    ['comment', 'a comment (write + publish)'],
    ['claim', 'a claim (write + totals + publish)'],
  ] as const)
    for (const q of ['p50', 'p99'] as const)
      record({
        measure: `fan-out to ${fan.sockets} sockets: ${label} ${q}`,
        value: fan[kind][q],
        unit: 'ms',
        target: '',
        met: null,
      })

  // 6. Lighthouse (mobile), median of runs; the full run only.
  if (!SHORT) {
    console.log('Lighthouse (mobile)')
    const pages = [
      ['landing', `${server.baseURL}/`, undefined],
      ['sign-in', `${server.baseURL}/auth`, undefined],
      ['event page', `${server.baseURL}/events/${eventId}`, sessionCookie],
    ] as const
    for (const [name, url, cookie] of pages) {
      const runs: LighthouseResult[] = []
      for (let r = 0; r < 3; r++) runs.push(await lighthouseRun(url, cookie))
      const m = (k: keyof LighthouseResult) => median(runs.map((x) => x[k]))
      record({
        measure: `Lighthouse ${name}: performance`,
        value: m('performance'),
        unit: '',
        target: '>= 95',
        met: m('performance') >= 95,
      })
      record({
        measure: `Lighthouse ${name}: accessibility`,
        value: m('accessibility'),
        unit: '',
        target: '100',
        met: m('accessibility') === 100,
      })
      record({
        measure: `Lighthouse ${name}: best practices`,
        value: m('bestPractices'),
        unit: '',
        target: '100',
        met: m('bestPractices') === 100,
      })
      record({ measure: `Lighthouse ${name}: CLS`, value: m('cls'), unit: '', target: '< 0.05', met: m('cls') < 0.05 })
    }
  }

  // 7. Receipts read on the device: one photo in Chromium as a phone (first read, with the download; a
  // later read on the same page; what a second visit downloads), and in the full run every photo of the
  // development set in Node (the same engine and parser on onnxruntime's WASM, one thread).
  console.log('receipts read on the device')
  const photo = path.join(RECEIPTS_DIR, 'images/1000-receipt.jpg')
  const read = await receiptReadInBrowser(server.baseURL, eventId, photo, sessionCookie)
  record({
    measure: 'receipt, browser: first read',
    value: read.firstMs / 1000,
    unit: 's',
    target: '<= 12 s',
    met: read.firstMs <= 12_000,
    note: `${(read.downloadedBytes / 1e6).toFixed(1)} MB downloaded; ${Object.entries(read.firstStages)
      .sort((a, b) => a[1] - b[1])
      .map(([stage, ms]) => `${stage} +${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  })
  record({
    measure: 'receipt, browser: a later read',
    value: read.laterMs / 1000,
    unit: 's',
    target: '<= 5 s',
    met: read.laterMs <= 5000,
  })
  record({
    measure: 'receipt, browser: downloaded on a second visit',
    value: read.secondVisitBytes / 1e6,
    unit: 'MB',
    target: '0',
    met: read.secondVisitBytes === 0,
    gate: true,
  })
  if (!SHORT) {
    const times = await nodeReadTimes(path.join(RECEIPTS_DIR, 'images'))
    record({
      measure: `receipt, Node: read (median of ${times.length} photos)`,
      value: median(times) / 1000,
      unit: 's',
      target: '',
      met: null,
      note: `p90 ${(quantile(times, 0.9) / 1000).toFixed(1)} s`,
    })
  }
} finally {
  server.stop()
}

// 7. The worker as it would be uploaded.
{
  console.log('worker bundle')
  const outdir = mkdtempSync(path.join(tmpdir(), 'opentab-dry-run-'))
  const out = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })
  const m = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(out)
  const files = readdirSync(outdir, { recursive: true }) as string[]
  const bytes = files.reduce(
    (sum, f) => sum + (statSync(path.join(outdir, f)).isFile() ? statSync(path.join(outdir, f)).size : 0),
    0,
  )
  record({
    measure: 'worker bundle (wrangler deploy --dry-run)',
    value: m ? Number(m[2]) : Number.NaN,
    unit: 'KiB gzip',
    target: '< 3 MiB (free plan limit)',
    met: m ? Number(m[2]) < 3072 : null,
    gate: true,
    note: m ? `${m[1]} KiB before gzip` : `${(bytes / 1024).toFixed(0)} KiB in ${outdir}`,
  })
}

mkdirSync('bench', { recursive: true })
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ at: new Date().toISOString(), short: SHORT, runs: RUNS, seconds: SECONDS, concurrency: CONCURRENCY, rows, fanout }, null, 2)}\n`,
)
const width = Math.max(...rows.map((r) => r.measure.length))
console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(14)}  ${'target'.padEnd(26)} met`)
for (const r of rows) {
  const met = r.met === null ? '' : r.met ? 'yes' : 'NO'
  console.log(
    `${r.measure.padEnd(width)}  ${`${fmt(r.value)} ${r.unit}`.padStart(14)}  ${r.target.padEnd(26)} ${met}${r.note ? `  ${r.note}` : ''}`,
  )
}
console.log('\nwritten to bench/results.json')
const missed = rows.filter((r) => r.gate && r.met === false)
if (missed.length > 0) {
  console.error(`\nbench: missed ${missed.length} gated target(s): ${missed.map((r) => r.measure).join('; ')}`)
  process.exitCode = 1
}
