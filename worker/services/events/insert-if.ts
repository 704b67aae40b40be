import { getTableColumns, is, SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'

/**
 * `INSERT INTO table SELECT <values> WHERE <condition>`: an insert that lands only if `condition`
 * holds when it runs. Placed before a batch's guarded UPDATE with the same guard, it commits exactly
 * when that UPDATE does (the batch runs in one transaction, statements in order), so a refused change
 * leaves no stray row behind (the clearSharesIf pattern, for inserts). Columns not given take their
 * defaults, as in a plain insert.
 */
export function insertIf<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  condition: SQL | undefined,
) {
  const given = values as Record<string, unknown>
  const parts = Object.entries(getTableColumns(table)).map(([key, col]) => {
    const value = given[key]
    if (value !== undefined) return sql.param(value, col)
    if (is(col.default, SQL)) return col.default
    return col.default === undefined ? sql`null` : sql.param(col.default, col)
  })
  return db.insert(table).select(sql`select ${sql.join(parts, sql`, `)} where ${condition ?? sql`1`}`)
}
