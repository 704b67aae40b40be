import { inArray, sql } from 'drizzle-orm'
import * as AUTH from '../../../src/messages/auth'
import type { Db } from '../../db/client'
import { rateLimit } from '../../db/schema'
import { ApiError } from '../../lib/http-error'
import { newId } from '../../lib/ids'

// Counts failed attempts (a wrong join code...) per key in fixed windows, in better-auth's own
// rate_limit table: our keys are prefixed so they never meet its per-path ones. Here `last_request`
// holds when the key's current window started. Checking before and recording after an attempt is
// not atomic, so a burst of parallel guesses can overshoot a limit by the size of the burst; the
// limit still bounds a sustained guessing run, which is what it is for.

export type AttemptLimit = { key: string; max: number; windowSeconds: number }

const TOO_MANY_ATTEMPTS = (minutes: number) =>
  minutes <= 1 ? AUTH.tooManyAttemptsMinute : AUTH.tooManyAttemptsMinutes(minutes)

/** Seconds until every limit allows another attempt; 0 when none is used up. */
export async function secondsUntilAllowed(db: Db, limits: AttemptLimit[], now = Date.now()) {
  if (limits.length === 0) return 0
  const rows = await db
    .select()
    .from(rateLimit)
    .where(
      inArray(
        rateLimit.key,
        limits.map((l) => l.key),
      ),
    )
  let wait = 0
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key)
    const windowEnd = (row?.lastRequest ?? 0) + limit.windowSeconds * 1000
    if (row && row.count >= limit.max && windowEnd > now) wait = Math.max(wait, Math.ceil((windowEnd - now) / 1000))
  }
  return wait
}

/** The 429 for a caller who must wait `seconds`. */
export const tooManyAttempts = (seconds: number) =>
  new ApiError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS(Math.ceil(seconds / 60)))

/** Counts one failed attempt against every limit (a new window starts when the old one is over). */
export async function recordFailedAttempt(db: Db, limits: AttemptLimit[], now = Date.now()) {
  const [first, ...rest] = limits.map((limit) => {
    const expired = sql`${rateLimit.lastRequest} <= ${now - limit.windowSeconds * 1000}`
    return db
      .insert(rateLimit)
      .values({ id: newId(), key: limit.key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
        },
      })
  })
  if (first) await db.batch([first, ...rest])
}
