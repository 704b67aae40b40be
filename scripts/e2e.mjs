// Browser tests against a production build served by wrangler in local mode
// (real workerd, local D1/R2/Durable Objects in a fresh state folder).
// Usage: npm run test:e2e [-- playwright args]   (SKIP_BUILD=1 to reuse dist/)
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const port = process.env.E2E_PORT ?? '8787'
const baseURL = `http://localhost:${port}`
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!process.env.SKIP_BUILD) run('npx', ['vite', 'build'])
const state = mkdtempSync(path.join(tmpdir(), 'opentab-e2e-'))
const config = 'dist/opentab/wrangler.json'
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', config], { CI: 'true' })

const server = spawn(
  'npx',
  [
    'wrangler', 'dev', '-c', config, '--port', port, '--persist-to', state,
    '--var', 'APP_ENV:development',
    '--var', 'BETTER_AUTH_SECRET:e2e-only-secret-0123456789abcdefghijklmnop',
    // Browser tests sign up many users from one address; keep the limits, scaled up.
    '--var', 'AUTH_RATE_LIMIT_SCALE:50',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, detached: true },
)
server.stdout.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(d))

const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
  rmSync(state, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

const deadline = Date.now() + 60_000
while (true) {
  try {
    if ((await fetch(`${baseURL}/api/health`)).ok) break
  } catch {}
  if (Date.now() > deadline) {
    console.error('The e2e server did not start within 60 s')
    stop()
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 500))
}

const pw = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Tests that must change state behind the app's back (e.g. suspend an account) use
  // `wrangler d1 execute DB --local --persist-to $E2E_STATE_DIR -c $E2E_WRANGLER_CONFIG`.
  env: { ...process.env, BASE_URL: baseURL, E2E_STATE_DIR: state, E2E_WRANGLER_CONFIG: config },
})
stop()
process.exit(pw.status ?? 1)
