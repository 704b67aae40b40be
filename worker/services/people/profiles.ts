import { and, eq, sql } from 'drizzle-orm'
import { usernameRuleProblem } from '../../../src/domain/username'
import * as ACCOUNT from '../../../src/messages/account-more'
import type { Db } from '../../db/client'
import { profiles, user } from '../../db/schema'

export async function findProfileByEmail(db: Db, email: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email))
  return row ?? null
}

export async function findProfile(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id))
  return row ?? null
}

async function usernameTaken(db: Db, username: string, exceptId?: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
  return !!row && row.id !== exceptId
}

export const USERNAME_TAKEN = ACCOUNT.usernameTaken

/** The reason a username cannot be used, or null when it is fine. */
export async function usernameProblem(db: Db, username: string, exceptId?: string) {
  if (!username) return ACCOUNT.usernameIsRequired
  const broken = usernameRuleProblem(username)
  if (broken) return broken
  if (await usernameTaken(db, username, exceptId)) return USERNAME_TAKEN
  return null
}

/** The message of a UNIQUE failure (drizzle wraps D1's error; the constraint is named in a cause), or null. */
export function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof Error)) return null
  if (/UNIQUE constraint failed/.test(err.message)) return err.message
  return uniqueViolation(err.cause)
}

// The handle is derived once from the username and never changes; a suffix keeps it unique.
async function uniqueHandle(db: Db, username: string) {
  const base = username.toLowerCase().replace(/[^a-z0-9_.]/g, '') || 'user'
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.handle, candidate))
    if (!row) return candidate
  }
  return `${base}${crypto.randomUUID().slice(0, 6)}`
}

export type NewAccount = typeof user.$inferInsert
export type AccountInsert = { ok: true; user: typeof user.$inferSelect } | { ok: false; taken: 'username' | 'email' }

/**
 * Inserts the auth user and its profile (same id, username = the user's name) in one D1 batch, which
 * is one transaction: either both rows exist or neither does. Racing sign-ups are decided by the
 * unique indexes (username regardless of case, e-mail); the loser writes nothing. A handle taken
 * by a racer in between is chosen again.
 */
export async function insertAccount(db: Db, row: NewAccount): Promise<AccountInsert> {
  for (let attempt = 0; ; attempt++) {
    const handle = await uniqueHandle(db, row.name)
    try {
      const [[created]] = await db.batch([
        db.insert(user).values(row).returning(),
        db.insert(profiles).values({
          id: row.id,
          username: row.name,
          handle,
          email: row.email.toLowerCase(),
          createdAt: row.createdAt ?? new Date(),
        }),
      ])
      if (!created) throw new Error('user insert returned no row')
      return { ok: true, user: created }
    } catch (err) {
      const violation = uniqueViolation(err)
      if (!violation) throw err
      if (/profiles_username_uq|profiles\.username/.test(violation)) return { ok: false, taken: 'username' }
      if (/user\.email|profiles_email_uq|profiles\.email/.test(violation)) return { ok: false, taken: 'email' }
      if (attempt >= 3) throw err // the handle kept being taken by racers: give up rather than loop
    }
  }
}

/** Accounts whose e-mail is `email` (lower-case): the account, not the profile, decides whether it is taken. */
export async function accountExists(db: Db, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return !!row
}

/**
 * Removes an account with this e-mail that has no profile. Sign-up now writes both in one
 * transaction, so such a row is only a leftover of the old two-step sign-up: unusable (every route
 * answers 401) and holding the e-mail hostage. Its sessions and credentials go with it (cascade).
 */
export async function removeAccountWithoutProfile(db: Db, email: string) {
  await db
    .delete(user)
    .where(and(eq(user.email, email), sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${user.id})`))
}

/** Who an account is: what the profile answer and the admin's Users list both show (adminUserSchema). */
export function toAccountDto(p: typeof profiles.$inferSelect) {
  return {
    id: p.id,
    username: p.username,
    handle: p.handle,
    firstName: p.firstName,
    email: p.email,
    role: p.role,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  }
}

export function toProfileDto(p: typeof profiles.$inferSelect) {
  return {
    ...toAccountDto(p),
    openToInvite: p.openToInvite,
    paymentHandles: { venmo: p.venmoHandle, cashApp: p.cashAppHandle, paypal: p.paypalHandle },
    defaultCurrency: p.defaultCurrency,
    paymentNote: p.paymentNote,
  }
}
