// `npm run db:check`: the migrations in migrations/ and the schema in worker/db/schema.ts agree.
// 1. drizzle-kit's journal lists every .sql file, in file-name order (the order wrangler applies them),
//    and its numbering makes the next generated file sort after the last one.
// 2. `drizzle-kit generate` (into a temporary copy of migrations/) finds nothing to write: the latest
//    snapshot is the schema.
// 3. A database built from every migration has the same tables, columns, keys and indexes as one built
//    from the schema alone, apart from the hand-written objects listed below (see migrations/README.md).
// Nothing is written inside the repository.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildDatabase, describeDatabase } from './lib/sqlite-shape.mjs'

// SQL that drizzle-kit cannot write, so it lives only in hand-written migrations.
const HAND_WRITTEN_ONLY = [
  // 0008: stamps events.closed_at whenever an event closes, whichever write closes it.
  'trigger events_closed_at',
]
// Indexes declared in schema.ts (so drizzle-kit knows them and never drops them) whose SQL drizzle-kit
// writes wrongly: it splits an index's expressions at every comma, so min(a, b) becomes two bogus
// columns. Their real SQL is in migration 0006.
const DRIZZLE_MISWRITES = ['friendships_pair_uq', 'friend_requests_pending_pair_uq']

const root = process.cwd()
const migrationsDir = join(root, 'migrations')
const failures = []

const config = (await import(pathToFileURL(join(root, 'drizzle.config.ts')).href)).default
const passed = ['dialect', 'schema', 'out']
const unknown = Object.keys(config).filter((key) => !passed.includes(key))
if (unknown.length > 0) {
  throw new Error(
    `drizzle.config.ts sets ${unknown.join(', ')}: pass it to drizzle-kit in ${relative(root, import.meta.filename)} too`,
  )
}

const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'))

function checkJournal() {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'))
  const tags = journal.entries.map((entry) => entry.tag)
  for (const file of sqlFiles(migrationsDir)) {
    if (!tags.includes(file.replace(/\.sql$/, ''))) failures.push(`migrations/${file} is not in meta/_journal.json`)
  }
  let previous
  for (const entry of journal.entries) {
    if (!existsSync(join(migrationsDir, `${entry.tag}.sql`))) {
      failures.push(`meta/_journal.json lists ${entry.tag}, which has no migrations/${entry.tag}.sql`)
    }
    // drizzle-kit names the next file after the last entry's idx + 1; idx = the file's number keeps
    // every new file after the existing ones in name order.
    if (entry.idx !== Number.parseInt(entry.tag, 10)) {
      failures.push(`meta/_journal.json: ${entry.tag} has idx ${entry.idx}, not its file number`)
    }
    if (previous && !(entry.tag > previous.tag && entry.when > previous.when)) {
      failures.push(`meta/_journal.json: ${entry.tag} must come after ${previous.tag} in name and in "when"`)
    }
    previous = entry
  }
}

function generate(outDir) {
  // drizzle-kit mishandles an absolute --out (it prefixes './'), so it gets a relative one.
  const args = ['drizzle-kit', 'generate', '--dialect', config.dialect, '--schema', config.schema]
  const run = spawnSync('npx', [...args, '--out', relative(root, outDir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  })
  if (run.status !== 0) throw new Error(`drizzle-kit generate failed:\n${run.stdout}${run.stderr}`)
  return run.stdout
}

function checkNothingToGenerate(scratch) {
  const copy = join(scratch, 'migrations')
  cpSync(migrationsDir, copy, { recursive: true })
  const before = new Set(readdirSync(copy, { recursive: true }))
  const output = generate(copy)
  const added = readdirSync(copy, { recursive: true }).filter((name) => !before.has(name))
  if (added.length === 0) return
  const sql = added.filter((name) => name.endsWith('.sql'))
  const body = sql.map((name) => readFileSync(join(copy, name), 'utf8')).join('\n')
  failures.push(
    `drizzle-kit generate would write ${added.join(', ')}: schema.ts and the latest snapshot disagree.\n` +
      `${body || output}\nRun \`npm run db:generate\` and commit the new migration (see migrations/README.md).`,
  )
}

function checkSameShape(scratch) {
  const fresh = join(scratch, 'fresh')
  generate(fresh)
  const miswritten = new Set()
  const fromSchema = describeDatabase(
    buildDatabase(fresh, sqlFiles(fresh), (statement) => {
      const name = DRIZZLE_MISWRITES.find((index) => statement.includes(`INDEX \`${index}\``))
      if (name) miswritten.add(name)
      return Boolean(name)
    }),
  )
  const fromMigrations = describeDatabase(buildDatabase(migrationsDir, sqlFiles(migrationsDir)))
  for (const name of DRIZZLE_MISWRITES) {
    if (!miswritten.has(name))
      failures.push(`schema.ts no longer declares index ${name}: update ${relative(root, import.meta.filename)}`)
  }
  const expectedOnlyInMigrations = (line) =>
    HAND_WRITTEN_ONLY.some((object) => line.startsWith(`${object}:`)) ||
    DRIZZLE_MISWRITES.some((index) => line.includes(` index ${index}:`))
  for (const object of HAND_WRITTEN_ONLY) {
    if (!fromMigrations.some((line) => line.startsWith(`${object}:`)))
      failures.push(`the migrations no longer create ${object}`)
  }
  const schemaLines = new Set(fromSchema)
  const migrationLines = new Set(fromMigrations)
  const onlyMigrations = fromMigrations.filter((line) => !schemaLines.has(line) && !expectedOnlyInMigrations(line))
  const onlySchema = fromSchema.filter((line) => !migrationLines.has(line))
  if (onlyMigrations.length + onlySchema.length === 0) return
  failures.push(
    'the database the migrations build differs from the one schema.ts describes:\n' +
      [
        ...onlyMigrations.map((line) => `  only in the migrations: ${line}`),
        ...onlySchema.map((line) => `  only in schema.ts:      ${line}`),
      ].join('\n'),
  )
}

const scratch = mkdtempSync(join(tmpdir(), 'opentab-migrations-'))
try {
  checkJournal()
  checkNothingToGenerate(scratch)
  checkSameShape(scratch)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`db:check failed:\n\n${failures.join('\n\n')}`)
  process.exit(1)
}
console.log(
  `db:check: ${sqlFiles(migrationsDir).length} migrations, all in the journal; drizzle-kit generate finds no changes; ` +
    'the migrated database matches schema.ts.',
)
