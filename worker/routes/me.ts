import { Hono } from 'hono'
import { meSchema, profileSchema, updateProfileSchema } from '../../src/domain/schemas/profile'
import type { AppEnv } from '../env'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { me, requireUser } from '../middleware/require-user'
import { updateProfile } from '../services/people/profile-update'
import { toProfileDto } from '../services/people/profiles'

/** The signed-in user and profile (GET /api/me, GET /api/session); only call behind requireUser. */
export function meBody(c: { var: AppEnv['Variables'] }) {
  const profile = me(c)
  return {
    user: { id: profile.id, email: profile.email, emailVerified: c.var.session?.emailVerified ?? false },
    profile: toProfileDto(profile),
  }
}

export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('The signed-in user and profile', meSchema, { tags: ['Account'], errors: [401, 403] }), async (c) =>
    c.json(meBody(c)),
  )
  .patch(
    '/profile',
    doc('Update username, first name or invite preference', profileSchema, {
      tags: ['Account'],
      errors: [400, 401, 409],
    }),
    v('json', updateProfileSchema),
    async (c) => c.json(toProfileDto(await updateProfile(c.var.db, me(c), c.req.valid('json')))),
  )
