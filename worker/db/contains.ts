import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * SQL true when `column` contains `q`, ignoring case. instr, not LIKE: a plain substring match needs no
 * escaping of '%' and '_', and D1 refuses LIKE patterns over 50 bytes, so a long search would be a 500.
 */
export const containsText = (column: SQLWrapper, q: string): SQL => sql`instr(lower(${column}), ${q.toLowerCase()}) > 0`
