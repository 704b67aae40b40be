import { env } from 'cloudflare:test'

// A dump of everything a request could change, to prove a refused one changed nothing: every D1 table
// (found at run time, so tables added later are covered) but better-auth's sessions and counters,
// which a refused call may still touch, and every R2 key.

const VOLATILE = new Set(['session', 'verification', 'rate_limit', 'd1_migrations', '_cf_KV', '_cf_METADATA'])
let tables: string[] | null = null

async function tableNames() {
  if (!tables) {
    const all = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{
      name: string
    }>()
    tables = all.results.map((t) => t.name).filter((t) => !VOLATILE.has(t) && !t.startsWith('sqlite_'))
  }
  return tables
}

export type Dump = { tables: string[]; rows: string[]; r2: string }

export async function dbDump(): Promise<Dump> {
  const names = await tableNames()
  const results = await env.DB.batch(names.map((t) => env.DB.prepare(`SELECT * FROM "${t}"`)))
  const r2 = await env.FILES.list()
  return {
    tables: names,
    rows: results.map((r) => JSON.stringify(r.results)),
    r2: JSON.stringify(r2.objects.map((o) => o.key)),
  }
}

/** The tables (and R2) that differ between two dumps; empty when nothing changed. */
export function changed(before: Dump, after: Dump) {
  const out = before.tables.filter((_, i) => before.rows[i] !== after.rows[i])
  if (before.r2 !== after.r2) out.push('R2 objects')
  return out
}

/** Stack traces, SQL and storage errors, file paths: what a response body must never carry. */
export const INTERNALS =
  /D1_|SQLITE|SQL logic|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bat \S+ \(|\.(ts|js|mjs):\d+|\/work\/|node_modules|file:\/\//
