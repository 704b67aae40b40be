import { execFileSync } from 'node:child_process'

// Changes state behind the app's back in the e2e server's local D1 (see scripts/e2e.mjs).
function target() {
  const state = process.env.E2E_STATE_DIR
  const config = process.env.E2E_WRANGLER_CONFIG
  if (!state || !config) throw new Error('run through npm run test:e2e (E2E_STATE_DIR is not set)')
  return ['--persist-to', state, '-c', config]
}

const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`

export function suspendAccount(email: string) {
  const sql = `UPDATE profiles SET status = 'suspended' WHERE email = ${sqlString(email.toLowerCase())}`
  // The running server holds the same SQLite file; under load wrangler may find it busy, so retry.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...target(), '--command', sql], {
        stdio: 'pipe',
        env: { ...process.env, CI: 'true' },
      })
      return
    } catch (err) {
      if (attempt >= 4) throw err
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 750 * attempt)
    }
  }
}

/** Runs `npm run make-admin -- EMAIL` against the e2e database; returns what it printed. */
export function makeAdmin(email: string) {
  return execFileSync('node', ['scripts/make-admin.mjs', email, ...target()], { encoding: 'utf8' })
}
