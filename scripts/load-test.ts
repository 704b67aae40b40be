// `npm run load-test`: one busy event against the local runtime (production build under `wrangler dev`).
// 100 people have the event open (a live socket each); someone claims an item every second; every socket
// that hears the change refetches the snapshot, as the event page does. Prints and writes
// bench/load-test.json. `-- --short` (or BENCH_SHORT=1) runs 15 s instead of 60 s.
import { mkdirSync, writeFileSync } from 'node:fs'
import { api, BENCH_SECRET, seedEvent, seedPeople } from './lib/bench-seed'
import { median, quantile } from './lib/bench-stats'
// @ts-expect-error: plain ESM helper shared with the e2e runner
import { startLocalServer, WRANGLER_CONFIG } from './lib/local-server.mjs'

const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1'
const SECONDS = SHORT ? 15 : 60
const PEOPLE = 100

const server = await startLocalServer({
  port: process.env.BENCH_PORT ?? '8863',
  build: !process.env.SKIP_BUILD,
  vars: { BETTER_AUTH_SECRET: BENCH_SECRET, AUTH_RATE_LIMIT_SCALE: '100' },
})
try {
  const people = seedPeople(server, WRANGLER_CONFIG, PEOPLE, 'load')
  const [host, ...members] = people as [(typeof people)[number], ...typeof people]
  const snap = await seedEvent(server, host, members, { items: 100, guests: 10 })
  const eventId = snap.event.id
  console.log(`event ${eventId}: ${PEOPLE} people, ${snap.items.length} items; opening ${PEOPLE} sockets`)

  const heard: number[] = []
  const refetches: number[] = []
  let refetchFailures = 0
  let claimStarted = 0
  const sockets = await Promise.all(
    people.map(async (person) => {
      const ws = new WebSocket(`${server.baseURL.replace('http', 'ws')}/api/events/${eventId}/live`, {
        headers: { cookie: person.cookie, origin: server.baseURL },
      } as unknown as string[])
      await new Promise((resolve, reject) => {
        ws.addEventListener('open', resolve, { once: true })
        ws.addEventListener('error', reject, { once: true })
      })
      ws.addEventListener('message', async () => {
        heard.push(performance.now() - claimStarted)
        const t = performance.now()
        try {
          const res = await fetch(`${server.baseURL}/api/events/${eventId}`, {
            headers: { cookie: person.cookie, origin: server.baseURL },
          })
          await res.arrayBuffer()
          if (!res.ok) refetchFailures++
        } catch {
          // A connection the local server dropped under load: counted, like a non-2xx answer.
          refetchFailures++
        }
        refetches.push(performance.now() - t)
      })
      return ws
    }),
  )

  console.log(`claiming an item every second for ${SECONDS} s`)
  const claims: number[] = []
  let claimFailures = 0
  const limbo = snap.items.filter((i) => i.status === 'limbo').map((i) => i.id)
  for (let s = 0; s < SECONDS; s++) {
    const tick = performance.now()
    const claimer = members[s % members.length] ?? host
    const itemId = limbo[s % limbo.length]
    // Claim on even seconds, withdraw the claim on odd ones, so items are always there to claim.
    const action = s % 2 === 0 ? 'pickup' : 'pickup/cancel'
    const actor = s % 2 === 0 ? claimer : (members[(s - 1) % members.length] ?? host)
    const target = s % 2 === 0 ? itemId : limbo[(s - 1) % limbo.length]
    claimStarted = performance.now()
    try {
      await api(server, actor)('POST', `/api/events/${eventId}/items/${target}/${action}`)
    } catch {
      claimFailures++
    }
    claims.push(performance.now() - claimStarted)
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - tick))))
  }
  await new Promise((r) => setTimeout(r, 3000))
  for (const ws of sockets) ws.close()

  const ms = (xs: number[], p: number) => Math.round(quantile(xs, p))
  const result = {
    at: new Date().toISOString(),
    people: PEOPLE,
    seconds: SECONDS,
    claims: { count: claims.length, failures: claimFailures, p50: ms(claims, 0.5), p99: ms(claims, 0.99) },
    broadcastsHeard: {
      count: heard.length,
      expected: claims.length * PEOPLE,
      p50: ms(heard, 0.5),
      p99: ms(heard, 0.99),
    },
    snapshotRefetches: {
      count: refetches.length,
      failures: refetchFailures,
      perSecond: Math.round(refetches.length / SECONDS),
      p50: Math.round(median(refetches)),
      p99: ms(refetches, 0.99),
    },
  }
  console.log(JSON.stringify(result, null, 2))
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/load-test.json', `${JSON.stringify(result, null, 2)}\n`)
} finally {
  server.stop()
}
