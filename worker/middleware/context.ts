import { createMiddleware } from 'hono/factory'
import { type Auth, createAuth } from '../auth'
import { createDb, type Db } from '../db/client'
import type { AppEnv } from '../env'

// Building better-auth is not free; reuse one instance per isolate and origin.
let cached: { env: Env; origin: string; auth: Auth } | null = null

export function authFor(env: Env, db: Db, origin: string): Auth {
  if (cached && cached.env === env && cached.origin === origin) return cached.auth
  const auth = createAuth(env, db, origin)
  cached = { env, origin, auth }
  return auth
}

export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB))
  c.set('session', null)
  c.set('profile', null)
  await next()
})
