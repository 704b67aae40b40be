import { eq } from 'drizzle-orm'
import type * as z from 'zod'
import type { updateProfileSchema } from '../../../src/domain/schemas/profile'
import * as ACCOUNT from '../../../src/messages/account-more'
import type { Db } from '../../db/client'
import { profiles, user } from '../../db/schema'
import { ApiError } from '../../lib/http-error'
import { USERNAME_TAKEN, uniqueViolation, usernameProblem } from './profiles'

type Profile = typeof profiles.$inferSelect

const usernameTakenError = () => new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN })

/** Applies a profile edit; returns the stored profile (unchanged for an empty edit). */
export async function updateProfile(
  db: Db,
  profile: Profile,
  input: z.output<typeof updateProfileSchema>,
): Promise<Profile> {
  if (input.username !== undefined && input.username !== profile.username) {
    const problem = await usernameProblem(db, input.username, profile.id)
    if (problem === USERNAME_TAKEN) throw usernameTakenError()
    if (problem) throw new ApiError(400, 'invalid_input', problem, { username: problem })
  }
  const set = {
    ...(input.username !== undefined && { username: input.username }),
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.openToInvite !== undefined && { openToInvite: input.openToInvite }),
    ...(input.venmo !== undefined && { venmoHandle: input.venmo }),
    ...(input.cashApp !== undefined && { cashAppHandle: input.cashApp }),
    ...(input.paypal !== undefined && { paypalHandle: input.paypal }),
    ...(input.defaultCurrency !== undefined && { defaultCurrency: input.defaultCurrency }),
    ...(input.paymentNote !== undefined && { paymentNote: input.paymentNote }),
  }
  // An empty PATCH changes nothing and succeeds (an UPDATE with no columns is not valid SQL).
  if (Object.keys(set).length === 0) return profile
  const changes = db.update(profiles).set(set).where(eq(profiles.id, profile.id)).returning()
  // The username also lives in better-auth's user.name: both change in one transaction.
  const [[updated]] = await (input.username !== undefined
    ? db.batch([changes, db.update(user).set({ name: input.username }).where(eq(user.id, profile.id))])
    : db.batch([changes])
  ).catch((err: unknown) => {
    // Two people racing for one username: the unique index decides, the loser gets the 409.
    if (uniqueViolation(err)) throw usernameTakenError()
    throw err
  })
  if (!updated) throw new ApiError(404, 'not_found', ACCOUNT.failedToUpdateProfile)
  return updated
}
