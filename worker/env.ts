import type { Db } from './db/client'
import type { profiles } from './db/schema'

export type Profile = typeof profiles.$inferSelect

export type SessionInfo = {
  userId: string
  sessionId: string
  emailVerified: boolean
  /** A guest account (better-auth's anonymous plugin, decision 053): in its events only. */
  isGuest: boolean
  expiresAt: Date
}

// Hono context types shared by every router.
export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    session: SessionInfo | null
    /** The signed session cookie's token, verified in the worker (no D1 query yet); see require-user.ts. */
    sessionToken: string | null
    profile: Profile | null
  }
}
