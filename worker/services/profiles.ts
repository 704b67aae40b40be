import { eq, sql } from 'drizzle-orm'
import { USERNAME_RULE } from '../../src/domain/username'
import type { Db } from '../db/client'
import { profiles } from '../db/schema'

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

export const USERNAME_TAKEN = 'That username is already taken'

/** The reason a username cannot be used, or null when it is fine. */
export async function usernameProblem(db: Db, username: string, exceptId?: string) {
  if (!username) return 'Username is required'
  if (!USERNAME_RULE.pattern.test(username)) return USERNAME_RULE.message
  if (await usernameTaken(db, username, exceptId)) return USERNAME_TAKEN
  return null
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

export async function createProfile(db: Db, input: { id: string; username: string; email: string }) {
  const handle = await uniqueHandle(db, input.username)
  await db.insert(profiles).values({
    id: input.id,
    username: input.username,
    handle,
    email: input.email.toLowerCase(),
    createdAt: new Date(),
  })
}

export function toProfileDto(p: typeof profiles.$inferSelect) {
  return {
    id: p.id,
    username: p.username,
    handle: p.handle,
    firstName: p.firstName,
    email: p.email,
    role: p.role,
    status: p.status,
    openToInvite: p.openToInvite,
    createdAt: p.createdAt.toISOString(),
    paymentHandles: { venmo: p.venmoHandle, cashApp: p.cashAppHandle, paypal: p.paypalHandle },
  }
}
