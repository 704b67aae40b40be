// Browser tests against a production build served by wrangler in local mode (fresh local state).
// Usage: npm run test:e2e [-- playwright args]   (SKIP_BUILD=1 to reuse dist/)
import { spawnSync } from 'node:child_process'
import { startLocalServer, WRANGLER_CONFIG } from './lib/local-server.mjs'

const server = await startLocalServer({
  port: process.env.E2E_PORT ?? '8787',
  build: !process.env.SKIP_BUILD,
  vars: {
    BETTER_AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
    // Browser tests sign up many users from one address; keep the limits, scaled up.
    AUTH_RATE_LIMIT_SCALE: '50',
  },
})
process.on('SIGINT', () => {
  server.stop()
  process.exit(130)
})
const pw = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Tests that must change state behind the app's back (e.g. suspend an account) use
  // `wrangler d1 execute DB --local --persist-to $E2E_STATE_DIR -c $E2E_WRANGLER_CONFIG`.
  env: { ...process.env, BASE_URL: server.baseURL, E2E_STATE_DIR: server.state, E2E_WRANGLER_CONFIG: WRANGLER_CONFIG },
})
server.stop()
process.exit(pw.status ?? 1)
