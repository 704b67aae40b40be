import { fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import { SETTINGS_ID } from '../services/admin/admin-settings'
import type { Db } from './client'
import { jsonRow } from './json-row'
import { adminSettings, profiles, session, user } from './schema'

// The session check's read (middleware/require-user.ts): the session behind a token with its user,
// its person's profile and the admin settings, as ONE statement whose one JSON column keeps joined
// tables' names apart (db/json-row.ts). A read may carry one more column computed in the same row,
// where `session.user_id` is the person asking (the event snapshot: services/events/snapshot.ts), so a GET
// costs one statement in all (decision 028).
//
// Every signed-in request runs it, and its SQL text differs only in bound values, so it is rendered
// once per isolate with placeholders and run on D1 as it is: building it with drizzle's query builder
// on each request cost more worker time than SQLite spends on the session part of it.

/** A session read, with an optional value beside it; its SQL is rendered on first use. */
export type SessionRead<T> = {
  readonly value?: () => SQL<T>
  rendered?: { sql: string; params: unknown[] }
}

/** The session read with `value` in the same row; placeholders in `value` are filled by runSessionRead. */
export function sessionReadWith<T>(value: () => SQL<T>): SessionRead<T> {
  return { value }
}

/** The plain session read. */
export const SESSION_ONLY: SessionRead<never> = {}

export type SessionReadRow<T> = { json: string; value: T }

/** Runs a session read for `token` (and the value's placeholders); undefined when no live session row. */
export async function runSessionRead<T>(
  db: Db,
  read: SessionRead<T>,
  values: Record<string, unknown> & { token: string },
): Promise<SessionReadRow<T> | undefined> {
  read.rendered ??= render(read.value?.())
  const params = fillPlaceholders(read.rendered.params, values)
  const [row] = await db.$client
    .prepare(read.rendered.sql)
    .bind(...params)
    .raw<[string, T]>()
  return row && { json: row[0], value: row[1] }
}

function render(value: SQL | undefined) {
  const json = sql`json_object(
    'sessionId', ${session.id}, 'userId', ${session.userId}, 'expiresAt', ${session.expiresAt},
    'createdAt', ${session.createdAt}, 'emailVerified', ${user.emailVerified}, 'isGuest', ${user.isAnonymous},
    'profile', ${jsonRow(profiles)}, 'settings', ${jsonRow(adminSettings)})`
  return new SQLiteAsyncDialect().sqlToQuery(sql`SELECT ${json}${value ? sql`, ${value}` : sql``}
    FROM ${session}
    INNER JOIN ${user} ON ${user.id} = ${session.userId}
    INNER JOIN ${profiles} ON ${profiles.id} = ${session.userId}
    LEFT JOIN ${adminSettings} ON ${adminSettings.id} = ${SETTINGS_ID}
    WHERE ${session.token} = ${sql.placeholder('token')}`)
}
