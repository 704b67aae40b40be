import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod'
import type { AdminUser, adminUserEditSchema, Role } from '../../../src/domain/schemas/admin'
import { isAdminRole } from '../../../src/domain/schemas/admin'
import * as ADMIN from '../../../src/messages/admin'
import type { Db } from '../../db/client'
import { containsText } from '../../db/contains'
import { profiles, user } from '../../db/schema'
import type { Profile } from '../../env'
import { ApiError, conflict, forbidden, notFound } from '../../lib/http-error'
import { closeAllSockets } from '../account/sessions'
import { toAccountDto, USERNAME_TAKEN, uniqueViolation, usernameProblem } from '../people/profiles'
import { auditWrite } from './audit'

const USERS_PAGE_SIZE = 20

// Who may change whom (docs/decisions/021): nobody demotes, suspends or deletes themself; only a super
// admin grants admin rights or changes an account that has them; the last active super admin stays.
export const RULES = {
  selfRole: ADMIN.cannotChangeOwnRole,
  selfSuspend: ADMIN.cannotSuspendSelf,
  selfDelete: ADMIN.cannotDeleteSelf,
  grant: ADMIN.onlySuperAdminGrants,
  manageAdmin: ADMIN.onlySuperAdminManagesAdmins,
  lastSuper: ADMIN.lastSuperAdmin,
} as const

export const toAdminUser: (p: Profile) => AdminUser = toAccountDto

const matches = (q: string) =>
  or(
    containsText(profiles.username, q),
    containsText(profiles.email, q),
    containsText(sql`coalesce(${profiles.firstName}, '')`, q),
  )

/** Users newest first, optionally filtered by username, e-mail or first name; one batch. */
export async function listUsers(db: Db, q: string | undefined, page: number) {
  const where = q ? matches(q) : undefined
  const [[total], rows] = await db.batch([
    db.select({ n: count() }).from(profiles).where(where),
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), profiles.id)
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
  ])
  return { rows: rows.map(toAdminUser), page, pageSize: USERS_PAGE_SIZE, total: total?.n ?? 0 }
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id))
  if (!row) throw notFound(ADMIN.userNotFound)
  return row
}

/** SQL true while another active super admin exists besides `id` (the last-super-admin rule, race-safe). */
export const anotherSuperAdmin = (id: string): SQL =>
  sql`exists (select 1 from ${profiles} where ${profiles.role} = 'super_admin' and ${profiles.status} = 'active' and ${profiles.id} <> ${id})`

/** The checks every change of role or status, and every deletion, must pass (before the guarded write). */
export function assertMayManage(
  actor: Profile,
  target: Profile,
  change: { role?: Role; suspend?: boolean; remove?: boolean; edit?: boolean },
) {
  const self = actor.id === target.id
  if (self && change.remove) throw forbidden(RULES.selfDelete)
  if (self && change.role !== undefined && change.role !== target.role) throw forbidden(RULES.selfRole)
  if (self && change.suspend) throw forbidden(RULES.selfSuspend)
  // Any change to someone else's account with admin rights (a rename included) is a super admin's.
  const touchesRights =
    change.remove ||
    change.suspend ||
    (change.role !== undefined && change.role !== target.role) ||
    (change.edit && !self)
  if (touchesRights && isAdminRole(target.role) && actor.role !== 'super_admin') throw forbidden(RULES.manageAdmin)
  if (
    change.role !== undefined &&
    change.role !== target.role &&
    isAdminRole(change.role) &&
    actor.role !== 'super_admin'
  )
    throw forbidden(RULES.grant)
}

const usernameTakenError = () => new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN })

/**
 * An admin's edit of username, first name, role or status, with its audit entry, in one batch. A
 * suspension closes the live sockets at once; the person's next request meets the 'Account Suspended'
 * screen and ends every session.
 */
export async function editUser(
  db: Db,
  env: Env,
  actor: Profile,
  id: string,
  input: z.output<typeof adminUserEditSchema>,
) {
  const target = await findUser(db, id)
  const suspend = input.status === 'suspended' && target.status !== 'suspended'
  assertMayManage(actor, target, { role: input.role, suspend, edit: true })
  if (input.username !== undefined && input.username !== target.username) {
    const problem = await usernameProblem(db, input.username, target.id)
    if (problem === USERNAME_TAKEN) throw usernameTakenError()
    if (problem) throw new ApiError(400, 'invalid_input', problem, { username: problem })
  }
  const set = {
    ...(input.username !== undefined && { username: input.username }),
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.role !== undefined && { role: input.role }),
    ...(input.status !== undefined && { status: input.status }),
  }
  if (Object.keys(set).length === 0) return toAdminUser(target)
  // A super admin stops being one only while another active super admin remains (checked in the UPDATE).
  const losesSuper =
    target.role === 'super_admin' && ((input.role && input.role !== 'super_admin') || input.status === 'suspended')
  const guard = losesSuper ? anotherSuperAdmin(id) : undefined
  const audit = auditWrite(
    db,
    actor,
    {
      action: auditAction(target, input),
      targetType: 'user',
      targetId: id,
      targetLabel: target.username,
      before: pick(toAdminUser(target), Object.keys(set)),
      // A suspension's reason is part of the record of that change.
      after: suspend && input.reason ? { ...set, reason: input.reason } : set,
    },
    guard,
  )
  const update = db
    .update(profiles)
    .set(set)
    .where(and(eq(profiles.id, id), guard))
    .returning()
  // The username also lives in better-auth's user.name: both change together.
  const rename = db
    .update(user)
    .set({ name: input.username ?? target.username })
    .where(and(eq(user.id, id), guard))
  const [, updatedRows] = await db.batch([audit, update, rename]).catch((err: unknown) => {
    // Two admins racing for one username: the unique index decides.
    if (uniqueViolation(err)) throw usernameTakenError()
    throw err
  })
  const [updated] = updatedRows
  if (!updated) throw conflict(RULES.lastSuper, 'last_super_admin')
  // Sockets close now; the sessions end at the person's next request, which is answered 'Account
  // Suspended' (it could not be if the sessions were already gone: docs/decisions/021).
  if (suspend) await closeAllSockets(env, db, id)
  return toAdminUser(updated)
}

function auditAction(target: Profile, input: { status?: string }) {
  if (input.status === 'suspended' && target.status !== 'suspended') return 'user.suspend'
  if (input.status === 'active' && target.status === 'suspended') return 'user.reactivate'
  return 'user.update'
}

function pick(o: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, o[k]]))
}
