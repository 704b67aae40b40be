import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'

// A statement can hand back several tables' rows as one JSON text column (D1 keys a row's values by
// column name, so joined tables' `id`s would collide; and one value crosses from D1 faster than many).
// `jsonRow` writes a table's row as a json_object keyed by drizzle's field names; `fromJsonRow` reads
// it back with each column's own driver mapping (epoch ms to Date, 0/1 to boolean), as drizzle's
// select would.

export function jsonRow(table: Table): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`'${sql.raw(key)}', ${column}`)
  return sql`json_object(${sql.join(pairs, sql`, `)})`
}

export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}
