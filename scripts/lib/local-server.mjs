// Serves the production build with `wrangler dev` in local mode on a fresh state folder
// (real workerd, local D1/R2/Durable Objects). Used by the browser tests and the benchmark.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const WRANGLER_CONFIG = 'dist/server/wrangler.json'

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

export async function startLocalServer({ port, build = true, vars = {} }) {
  if (build) run('npx', ['vite', 'build'])
  const state = mkdtempSync(path.join(tmpdir(), 'opentab-local-'))
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', WRANGLER_CONFIG], {
    CI: 'true',
  })
  const varArgs = Object.entries({ APP_ENV: 'development', ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`])
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '-c', WRANGLER_CONFIG, '--port', String(port), '--persist-to', state, ...varArgs],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // wrangler's local trace collector (its dev dashboard's data, on by default) records every span of
        // every request, each D1 statement's SQL included, into a SQLite store, on the request path.
        // Production runs no such collector, so the servers we test and measure run without it
        // (decision 029); X_LOCAL_OBSERVABILITY=true in the shell turns it back on.
        X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
      },
      detached: true,
    },
  )
  server.stdout.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(d))
  const baseURL = `http://localhost:${port}`
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (true) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break
    } catch {}
    if (Date.now() > deadline) {
      stop()
      throw new Error('The local server did not start within 60 s')
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { baseURL, state, stop }
}
