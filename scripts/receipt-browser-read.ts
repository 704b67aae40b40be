// npm run receipt:browser -- [--runs N] [--photo FILE] [--pick-after S]   (BENCH_PORT, SKIP_BUILD=1 as for the bench)
// The bench's receipt row on its own: the production build under `wrangler dev`, one host and event,
// then Chromium as a phone reads a photo on the Add Receipt page: the first read (with the download),
// a later read on the same page, and what a second visit downloads. Prints each run with the load
// average beside it, since the machine is shared and timings move with its load. --pick-after S chooses
// the photo S seconds after the page opened, as a person taking a photo would (the page loads the
// reader meanwhile); the bench's row chooses it at once.
import { loadavg } from 'node:os'
import path from 'node:path'
import { receiptReadInBrowser } from './lib/bench-browser'
import { BENCH_SECRET, seedEvent, seedPeople } from './lib/bench-seed'
import { median } from './lib/bench-stats'
// @ts-expect-error: plain ESM helper shared with the e2e runner
import { startLocalServer, WRANGLER_CONFIG } from './lib/local-server.mjs'

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const runs = Number(option('--runs') ?? 3)
const pickAfterMs = Number(option('--pick-after') ?? 0) * 1000
const photo =
  option('--photo') ??
  path.join(process.env.RECEIPTS_DIR ?? path.resolve('../shared/receipts'), 'images/1000-receipt.jpg')
const load = () => loadavg()[0]?.toFixed(1)

const server = await startLocalServer({
  port: process.env.BENCH_PORT ?? '8860',
  build: !process.env.SKIP_BUILD,
  vars: { BETTER_AUTH_SECRET: BENCH_SECRET, BENCH_D1_COUNT: '1', AUTH_RATE_LIMIT_SCALE: '100' },
})
try {
  const [host, guest] = seedPeople(server, WRANGLER_CONFIG, 2, 'reader') as [
    ReturnType<typeof seedPeople>[number],
    ReturnType<typeof seedPeople>[number],
  ]
  const snap = await seedEvent(server, host, [guest], { items: 3, guests: 0 })
  const [name, value] = host.cookie.split(/=(.*)/s)
  const cookie = { name: name ?? '', value: value ?? '' }
  const first: number[] = []
  const later: number[] = []
  for (let run = 1; run <= runs; run++) {
    const before = load()
    const read = await receiptReadInBrowser(server.baseURL, snap.event.id, photo, cookie, pickAfterMs)
    first.push(read.firstMs)
    later.push(read.laterMs)
    console.log(
      `run ${run}: first read ${(read.firstMs / 1000).toFixed(1)} s (${(read.downloadedBytes / 1e6).toFixed(1)} MB), ` +
        `later read ${(read.laterMs / 1000).toFixed(1)} s, second visit ${(read.secondVisitBytes / 1e6).toFixed(1)} MB, ` +
        `load average ${before} -> ${load()}`,
    )
    const stages = Object.entries(read.firstStages).sort((a, b) => a[1] - b[1])
    console.log(`  first read's stages: ${stages.map(([l, ms]) => `${l} +${(ms / 1000).toFixed(1)} s`).join(', ')}`)
  }
  console.log(
    `median of ${runs}: first read ${(median(first) / 1000).toFixed(1)} s (target <= 12 s), ` +
      `later read ${(median(later) / 1000).toFixed(1)} s (target <= 5 s)`,
  )
} finally {
  server.stop()
}
