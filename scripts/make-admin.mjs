// `npm run make-admin -- EMAIL [--role admin|super_admin] [--persist-to DIR] [-c CONFIG]`
// Gives the account with that e-mail the admin role in the LOCAL D1 database.
// The SQL goes through a generated file (never through a shell string), with the
// e-mail as an escaped SQL literal, so no address can break out of the statement.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROLES = ['admin', 'super_admin']

function parseArgs(argv) {
  const out = { email: '', role: 'admin', extra: [] }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--role') out.role = argv[++i] ?? ''
    else if (a === '--persist-to' || a === '-c' || a === '--config') out.extra.push(a, argv[++i] ?? '')
    else if (!out.email) out.email = a
    else fail(`Unexpected argument: ${a}`)
  }
  return out
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

const sqlString = (s) => `'${s.replaceAll("'", "''")}'`

/** Runs one SQL file against the local D1 and returns the rows of its last statement. */
function run(sql, extra) {
  const dir = mkdtempSync(path.join(tmpdir(), 'make-admin-'))
  const file = path.join(dir, 'query.sql')
  writeFileSync(file, sql)
  try {
    // The local database may be busy while `npm start` is serving it: try a few times before giving up.
    let r
    for (let attempt = 1; attempt <= 4; attempt++) {
      r = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--json', '--file', file, ...extra], {
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      })
      if (r.status === 0) break
      if (attempt < 4) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 750 * attempt)
    }
    if (r.status !== 0) fail(`wrangler d1 execute failed:\n${r.stderr || r.stdout}`)
    const results = JSON.parse(r.stdout)
    return results.at(-1)?.results ?? []
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const { email: rawEmail, role, extra } = parseArgs(process.argv.slice(2))
const email = rawEmail.trim().toLowerCase()
if (!email) fail('Usage: npm run make-admin -- EMAIL   (the e-mail of an existing local account)')
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || [...email].some((ch) => ch.charCodeAt(0) < 32))
  fail(`Not an e-mail address: ${rawEmail}`)
if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`)

// E-mails are stored lower-cased (worker/services/people/profiles.ts).
const where = `WHERE email = ${sqlString(email)}`
const rows = run(
  `UPDATE profiles SET role = ${sqlString(role)} ${where};\nSELECT username, role FROM profiles ${where};`,
  extra,
)
const profile = rows[0]
if (!profile)
  fail(`No account has the e-mail ${email} in the local database. Sign up first (npm start, then /auth?mode=signup).`)
console.log(`${profile.username} <${email}> now has the role ${profile.role}. Reload the app to see the Admin Portal.`)
