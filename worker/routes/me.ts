import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { meSchema, profileSchema, updateProfileSchema } from '../../src/domain/schemas/profile'
import { profiles } from '../db/schema'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { toProfileDto, USERNAME_TAKEN, usernameProblem } from '../services/profiles'

// drizzle wraps D1's error; the constraint name is in the cause.
const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Error && (/UNIQUE constraint failed/.test(err.message) || isUniqueViolation(err.cause))

const usernameTakenError = () => new ApiError(409, 'username_taken', USERNAME_TAKEN, { username: USERNAME_TAKEN })

export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('The signed-in user and profile', meSchema, { tags: ['Account'], errors: [401, 403] }), async (c) => {
    const profile = me(c)
    const session = c.var.session
    return c.json({
      user: { id: profile.id, email: profile.email, emailVerified: session?.emailVerified ?? false },
      profile: toProfileDto(profile),
    })
  })
  .patch(
    '/profile',
    doc('Update username, first name or invite preference', profileSchema, {
      tags: ['Account'],
      errors: [400, 401, 409],
    }),
    v('json', updateProfileSchema),
    async (c) => {
      const profile = me(c)
      const input = c.req.valid('json')
      if (input.username !== undefined && input.username !== profile.username) {
        const problem = await usernameProblem(c.var.db, input.username, profile.id)
        if (problem === USERNAME_TAKEN) throw usernameTakenError()
        if (problem) throw new ApiError(400, 'invalid_input', problem, { username: problem })
      }
      const [updated] = await c.var.db
        .update(profiles)
        .set({
          ...(input.username !== undefined && { username: input.username }),
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.openToInvite !== undefined && { openToInvite: input.openToInvite }),
          ...(input.venmo !== undefined && { venmoHandle: input.venmo }),
          ...(input.cashApp !== undefined && { cashAppHandle: input.cashApp }),
          ...(input.paypal !== undefined && { paypalHandle: input.paypal }),
        })
        .where(eq(profiles.id, profile.id))
        .returning()
        .catch((err: unknown) => {
          // Two people racing for one username: the unique index decides, the loser gets the 409.
          if (isUniqueViolation(err)) throw usernameTakenError()
          throw err
        })
      if (!updated) throw new ApiError(404, 'not_found', 'Failed to update profile')
      return c.json(toProfileDto(updated))
    },
  )
