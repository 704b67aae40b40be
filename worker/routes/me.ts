import { Hono } from 'hono'
import * as z from 'zod'
import { keepTabsLinkSchema, keepTabsSchema } from '../../src/domain/schemas/guest'
import { meSchema, profileSchema, updateProfileSchema } from '../../src/domain/schemas/profile'
import * as GUESTS_SERVER from '../../src/messages/guests-server'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { v } from '../lib/validate'
import { authFor } from '../middleware/context'
import { me, requireUser } from '../middleware/require-user'
import { askForSignInLink } from '../services/people/guest-sign-in-link'
import { keepTabs } from '../services/people/keep-tabs'
import { updateProfile } from '../services/people/profile-update'
import { toProfileDto } from '../services/people/profiles'

const keptSchema = z.object({ kept: z.literal(true), email: z.string() })
const linkSentSchema = z.object({ sent: z.literal(true), email: z.string() })

const refuseNonGuest = (c: { var: AppEnv['Variables'] }) => {
  if (!c.var.session?.isGuest) throw new ApiError(409, 'not_a_guest', GUESTS_SERVER.notAGuest)
}

/** The signed-in user and profile (GET /api/me, GET /api/session); only call behind requireUser. */
export function meBody(c: { var: AppEnv['Variables'] }) {
  const profile = me(c)
  return {
    user: {
      id: profile.id,
      email: profile.email,
      emailVerified: c.var.session?.emailVerified ?? false,
      isGuest: c.var.session?.isGuest ?? false,
    },
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
  .post(
    '/keep-tabs',
    doc('Keep my tabs: a guest account becomes a full one with an e-mail and a password', keptSchema, {
      tags: ['Account'],
      errors: [400, 401, 409],
    }),
    v('json', keepTabsSchema),
    async (c) => {
      refuseNonGuest(c)
      const input = c.req.valid('json')
      const auth = authFor(c)
      await keepTabs(c.var.db, auth, me(c).id, input)
      // The confirmation mail lets them sign in on other devices; this one stays signed in. The account is
      // upgraded whatever happens to the mail (it can be sent again from the sign-in page).
      await auth.api.sendVerificationEmail({ body: { email: input.email } }).catch((err: unknown) => {
        console.error('keep-tabs: confirmation mail failed', err instanceof Error ? err.message : 'unknown')
      })
      return c.json({ kept: true as const, email: input.email })
    },
  )
  .post(
    '/keep-tabs/link',
    doc('Keep my tabs: a guest asks for a sign-in link to an e-mail (decision 054)', linkSentSchema, {
      tags: ['Account'],
      errors: [400, 401, 409, 429],
    }),
    v('json', keepTabsLinkSchema),
    async (c) => {
      refuseNonGuest(c)
      const input = c.req.valid('json')
      await askForSignInLink(c.var.db, c.env, authFor(c), me(c).id, input, c.req.raw)
      return c.json({ sent: true as const, email: input.email })
    },
  )
