// The shape of a SQLite database built from migration files: every table's columns (type, NOT NULL, default,
// primary key), foreign keys, indexes (unique, partial, columns or expressions, WHERE) and every trigger and
// view, one line each, so two databases can be compared line by line. Rows are not part of the shape.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

const BREAKPOINT = '--> statement-breakpoint'

/**
 * Applies the .sql files of `dir` in name order (as wrangler does) to a new in-memory database.
 * `skip(statement)` may leave out single statements (split at drizzle's breakpoints).
 */
export function buildDatabase(dir, files, skip = () => false) {
  const db = new DatabaseSync(':memory:')
  db.exec('PRAGMA foreign_keys = ON')
  for (const file of [...files].sort()) {
    for (const statement of readFileSync(join(dir, file), 'utf8').split(BREAKPOINT)) {
      if (!statement.trim() || skip(statement)) continue
      try {
        db.exec(statement)
      } catch (error) {
        throw new Error(`${file}: ${error.message}\n${statement.trim()}`)
      }
    }
  }
  return db
}

// Identifier quoting and table qualifiers differ between hand-written and generated SQL
// (`status` = 'pending' against "pending_invites"."status" = 'pending'); both mean the same.
const plain = (sql) =>
  sql
    .replace(/["`]?\w+["`]?\.(?=["`]?\w)/g, '')
    .replace(/["`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

function indexLine(db, index) {
  const keys = db
    .prepare(`PRAGMA index_xinfo(\`${index.name}\`)`)
    .all()
    .filter((column) => column.key)
  const sql = db.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').get('index', index.name)?.sql
  // Expression columns have no name; their text is only in the CREATE INDEX statement.
  const body = sql ? plain(sql) : ''
  const where = /\bWHERE\b(.*)$/i.exec(body)?.[1]?.trim()
  const on = /\((.*)\)/.exec(body.replace(/\bWHERE\b.*$/i, ''))?.[1]
  const columns = keys.some((column) => column.name === null) ? on : keys.map((column) => column.name).join(', ')
  const flags = `${index.unique ? 'unique ' : ''}${index.origin === 'pk' ? 'primary key ' : ''}`
  return `index ${index.name}: ${flags}(${columns})${where ? ` where ${where}` : ''}`
}

/** One line per table, column, foreign key, index, trigger and view; a table's lines start with its name. */
export function describeDatabase(db) {
  const lines = []
  const objects = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'trigger', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all()
  for (const { type, name, sql } of objects) {
    if (type !== 'table') {
      lines.push(`${type} ${name}: ${plain(sql)}`)
      continue
    }
    lines.push(`table ${name}`)
    for (const c of db.prepare(`PRAGMA table_xinfo(\`${name}\`)`).all()) {
      const extra = `${c.notnull ? ' not null' : ''}${c.dflt_value !== null ? ` default ${c.dflt_value}` : ''}`
      lines.push(`${name} column ${c.name} ${c.type}${extra}${c.pk ? ` primary key #${c.pk}` : ''}`)
    }
    const keys = db.prepare(`PRAGMA foreign_key_list(\`${name}\`)`).all()
    for (const k of keys.sort((a, b) => a.from.localeCompare(b.from) || a.table.localeCompare(b.table))) {
      lines.push(
        `${name} foreign key ${k.from} -> ${k.table}(${k.to}) on update ${k.on_update} on delete ${k.on_delete}`,
      )
    }
    const indexes = db.prepare(`PRAGMA index_list(\`${name}\`)`).all()
    for (const index of indexes.sort((a, b) => a.name.localeCompare(b.name)))
      lines.push(`${name} ${indexLine(db, index)}`)
  }
  return lines
}
