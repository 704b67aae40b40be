import type { Db } from './db/client'
import type { profiles } from './db/schema'

export type Profile = typeof profiles.$inferSelect

export type SessionInfo = { userId: string; sessionId: string; emailVerified: boolean; expiresAt: Date }

// Hono context types shared by every router.
export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    session: SessionInfo | null
    profile: Profile | null
  }
}
