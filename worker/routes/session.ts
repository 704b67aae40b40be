import { Hono } from 'hono'
import { sessionSchema } from '../../src/domain/schemas/profile'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/http-error'
import { doc } from '../lib/openapi'
import { requireUser } from '../middleware/require-user'
import { meBody } from './me'

// What every page asks first. Signed out is a normal answer here (200), not GET /api/me's 401, so public
// pages log no failed request in the browser console (Lighthouse best practices, decision 023).
// A suspended account still gets 403 account_suspended and is signed out, as everywhere.
export const sessionRoutes = new Hono<AppEnv>().get(
  '/',
  doc('Who is signed in, if anyone', sessionSchema, { tags: ['Account'], errors: [403] }),
  async (c) => {
    try {
      await requireUser(c, async () => {})
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return c.json({ signedIn: false as const })
      throw err
    }
    return c.json({ signedIn: true as const, ...meBody(c) })
  },
)
