// `npm run test:dev`: what a newcomer does first, on what they run first. Starts `npm start` (scripts/dev.mjs:
// Vite's dev server with the worker in local mode) and drives Debian's Chromium through
// tests/e2e/first-minutes.spec.ts at phone size: every public page, then sign up, confirm, create an
// event, add an item; any blank page, page error or CSP violation fails it. The browser suite runs the
// same spec against the build.
import { spawn, spawnSync } from 'node:child_process'

const port = process.env.DEV_SMOKE_PORT ?? '5174'
const baseURL = `http://localhost:${port}`
const dev = spawn('node', ['scripts/dev.mjs'], {
  stdio: ['ignore', process.env.E2E_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  env: { ...process.env, PORT: port },
  detached: true,
})
const stop = () => {
  try {
    process.kill(-dev.pid, 'SIGTERM')
  } catch {}
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

// The first start bundles dependencies; give it time, but not forever.
const deadline = Date.now() + 180_000
while (true) {
  try {
    if ((await fetch(`${baseURL}/api/health`)).ok) break
  } catch {}
  if (dev.exitCode !== null || Date.now() > deadline) {
    stop()
    console.error(`The dev server did not answer on ${baseURL} within 180 s`)
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 500))
}

const pw = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/first-minutes.spec.ts', '--project=phone', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, BASE_URL: baseURL } },
)
stop()
process.exit(pw.status ?? 1)
