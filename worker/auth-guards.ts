import { APIError, type createAuthMiddleware } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import * as AUTH from '../src/messages/auth'
import type { Db } from './db/client'
import { profiles, session, user } from './db/schema'
import { checkPassword } from './services/account/passwords'
import { endAllSessions } from './services/account/sessions'
import { insertAccount, type NewAccount, USERNAME_TAKEN } from './services/people/profiles'

// Rules better-auth's own endpoints must follow that its options cannot express.

export const SUSPENDED_MESSAGE = AUTH.accountSuspended
const EMAIL_TAKEN_MESSAGE = AUTH.emailTaken

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

export const suspendedError = () => new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' })
export const emailTakenError = () =>
  new APIError('UNPROCESSABLE_ENTITY', { message: EMAIL_TAKEN_MESSAGE, code: 'USER_ALREADY_EXISTS' })
export const usernameTakenError = () =>
  new APIError('UNPROCESSABLE_ENTITY', { message: USERNAME_TAKEN, code: 'USERNAME_TAKEN' })

export async function assertGoodPassword(password: unknown) {
  if (typeof password !== 'string') return // better-auth reports a missing password itself
  const problem = await checkPassword(password)
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' })
}

/**
 * The drizzle handle better-auth writes through. better-auth creates a user with
 * `insert(user).values(row).returning()` and only then runs its hooks, so a profile made in a hook
 * could fail after the user exists. Here that one insert becomes `insertAccount`: the user and the
 * profile in one D1 transaction. Every other call goes to drizzle untouched.
 */
export function accountsDb(db: Db): Db {
  const insertUser = (row: NewAccount) => ({
    returning: async () => {
      const result = await insertAccount(db, row)
      if (!result.ok) throw result.taken === 'username' ? usernameTakenError() : emailTakenError()
      return [result.user]
    },
  })
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'insert') return Reflect.get(target, prop, receiver)
      return (table: Parameters<Db['insert']>[0]) => (table === user ? { values: insertUser } : target.insert(table))
    },
  })
}

/** The signed session cookie of an HTTP request to better-auth, if it names a live session. */
export async function sessionOwner(ctx: HookCtx, db: Db) {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)
  if (!token) return null
  const [row] = await db
    .select({ userId: session.userId, status: profiles.status })
    .from(session)
    .innerJoin(profiles, eq(profiles.id, session.userId))
    .where(eq(session.token, token))
  return row ?? null
}

/**
 * A suspended account's session is refused by better-auth's own endpoints too (get-session,
 * update-user, change-password, list-sessions ...), and all its sessions and sockets end.
 * Only requests from outside are checked: our own server-side calls (requireUser) check the
 * profile themselves.
 */
export async function refuseSuspendedSession(ctx: HookCtx, env: Env, db: Db) {
  if (!ctx.request) return
  const owner = await sessionOwner(ctx, db)
  if (owner?.status !== 'suspended') return
  await endAllSessions(env, db, owner.userId)
  // Signing out is what a suspended person should do anyway: let it answer as usual.
  if (ctx.path !== '/sign-out') throw suspendedError()
}

const invalid = (message: string, code: string) => new APIError('BAD_REQUEST', { message, code })

/**
 * What better-auth's account endpoints may change. Passwords follow sign-up's rules, and a new
 * password signs out every other session. The username (better-auth's `name`) and image are ours:
 * they change through PATCH /api/me/profile, which checks the username rules.
 */
export async function guardAccountChanges(ctx: HookCtx, body: Record<string, unknown>) {
  if (ctx.path === '/change-password') {
    await assertGoodPassword(body.newPassword)
    return { context: { body: { ...body, revokeOtherSessions: true } } }
  }
  if (ctx.path === '/update-user' && ('name' in body || 'image' in body))
    throw invalid(AUTH.changeUsernameOnProfile, 'FIELD_NOT_EDITABLE')
}
