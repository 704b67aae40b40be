import { and, eq, sql } from 'drizzle-orm'
import type { KeepTabsInput } from '../../../src/domain/schemas/guest'
import * as AUTH from '../../../src/messages/auth'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import type { Auth } from '../../auth'
import type { Db } from '../../db/client'
import { account, profiles, user } from '../../db/schema'
import { ApiError, badRequest, conflict } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { checkPassword } from '../account/passwords'
import { insertIf } from '../events/insert-if'
import { accountExists, uniqueViolation } from './profiles'

// Keep my tabs (decision 053): a guest account becomes a full one in place. Same id, so every claim,
// payment, message and notification stays where it is; it gains an e-mail and a password (better-auth's
// credential account, its password hashed by better-auth itself) and stops being a guest, in one batch.
// An e-mail that already has an account is refused here: signing in to that account merges the guest
// into it instead (merge-guest-account.ts).

export const emailHasAccount = () => conflict(AUTH.emailTaken, 'email_has_account')

export async function keepTabs(db: Db, auth: Auth, guestId: string, input: KeepTabsInput) {
  const problem = await checkPassword(input.password)
  if (problem) throw badRequest(problem, { password: problem })
  if (await accountExists(db, input.email)) throw emailHasAccount()
  const hash = await (await auth.$context).password.hash(input.password)
  const now = new Date()
  const stillGuest = sql`exists (select 1 from ${user} where ${user.id} = ${guestId} and ${user.isAnonymous} = 1)`
  try {
    // The credential lands only while the account is still a guest: of two upgrades racing on one guest
    // (two devices), the second finds it upgraded and changes nothing. Of two guests racing to one
    // e-mail, the unique e-mail index lets one win; the other's whole batch rolls back.
    const [, upgraded] = await db.batch([
      insertIf(
        db,
        account,
        {
          id: newId(),
          accountId: guestId,
          providerId: 'credential',
          userId: guestId,
          password: hash,
          createdAt: now,
          updatedAt: now,
        },
        stillGuest,
      ),
      db
        .update(user)
        .set({ email: input.email, emailVerified: false, isAnonymous: false, updatedAt: now })
        .where(and(eq(user.id, guestId), eq(user.isAnonymous, true)))
        .returning({ id: user.id }),
      db
        .update(profiles)
        .set({ email: input.email })
        .where(and(eq(profiles.id, guestId), stillEmail(input.email))),
    ])
    if (upgraded.length === 0) throw new ApiError(409, 'not_a_guest', GUESTS_SERVER.notAGuest)
  } catch (err) {
    if (uniqueViolation(err)) throw emailHasAccount()
    throw err
  }
}

// The profile follows the user's e-mail only when the user's update above went through.
const stillEmail = (email: string) =>
  sql`exists (select 1 from ${user} where ${user.id} = ${profiles.id} and ${user.email} = ${email})`
