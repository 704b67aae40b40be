// `npm start`: zero-config local development.
// 1. creates .dev.vars with a random development secret if it is missing, and stops with a clear message
//    when the secret in an existing .dev.vars is missing, short or the example's placeholder,
// 2. applies D1 migrations to the local database (state kept in .wrangler/),
// 3. serves the app and API with Vite + the Cloudflare plugin on PORT (default 5173).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { configProblem } from '../worker/lib/config-check.ts'

if (!existsSync('.dev.vars')) {
  const template = readFileSync('.dev.vars.example', 'utf8')
  const secret = randomBytes(32).toString('base64url')
  writeFileSync('.dev.vars', template.replace(/^BETTER_AUTH_SECRET=.*$/m, `BETTER_AUTH_SECRET=${secret}`))
  console.log('Created .dev.vars with a generated development secret (mail goes to /dev/mailbox).')
}

// A missing, short or placeholder secret would otherwise surface as a failure on every signed-in request.
const problem = configProblem(parseEnv(readFileSync('.dev.vars', 'utf8')))
if (problem) {
  console.error(`\nOpenTab cannot start: ${problem}\n`)
  process.exit(1)
}

const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'], {
  stdio: 'inherit',
  env: { ...process.env, CI: 'true' },
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const port = process.env.PORT ?? '5173'
console.log(`\nOpenTab: http://localhost:${port}\n`)
// No network here or on a plane: don't let the local runtime try to fetch Cloudflare's request.cf data.
const vite = spawn('npx', ['vite', '--port', port, '--strictPort'], {
  stdio: 'inherit',
  env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))
