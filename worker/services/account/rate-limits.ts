import { sql } from 'drizzle-orm'
import * as SERVER from '../../../src/messages/server'
import type { Db } from '../../db/client'
import { rateLimit } from '../../db/schema'
import { ApiError } from '../../lib/http-error'
import { newId } from '../../lib/ids'

// Caps on how often one account (or one event, or one recipient address) may do something that reaches
// other people: mail, messages, comments, tickets, friend requests, guests. Each is far above what an
// honest person does (docs/decisions/031), so only a script meets one. The counters live in better-auth's
// rate_limit table beside attempt-limit.ts's (keys prefixed, fixed windows). Each use counts itself and
// reads the count back in one statement, so parallel requests cannot all slip under a cap.

export type RateRule = { key: string; max: number; windowSeconds: number }

/** A refused use: 429 with Retry-After (the seconds until every cap it met allows another). */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, 'rate_limited', message)
  }
}

const waitText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60)
  if (minutes <= 1) return 'a minute'
  if (minutes < 120) return `${minutes} minutes`
  return `${Math.ceil(minutes / 60)} hours`
}

/** 'Too many invitations for now. Try again in 12 minutes.' */
const rateLimitMessage = (what: string, seconds: number) => SERVER.tooManyForNow(what, waitText(seconds))

/** Multiplies every cap (AUTH_RATE_LIMIT_SCALE: the browser tests raise it; production leaves it at 1). */
const rateScale = (env: Env) => Number(env.AUTH_RATE_LIMIT_SCALE ?? '1') || 1

/**
 * Counts one use against every rule and throws RateLimited when any is over its cap. A refused use still
 * counts (the window does not move), so hammering a cap does not reopen it sooner.
 */
export async function takeAllowance(db: Db, env: Env, what: string, rules: RateRule[], now = Date.now()) {
  const scale = rateScale(env)
  const [first, ...rest] = rules.map((rule) => {
    const expired = sql`${rateLimit.lastRequest} <= ${now - rule.windowSeconds * 1000}`
    return db
      .insert(rateLimit)
      .values({ id: newId(), key: `rate:${rule.key}`, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest })
  })
  if (!first) return
  const results = await db.batch([first, ...rest])
  let wait = 0
  rules.forEach((rule, i) => {
    const row = results[i]?.[0]
    if (row && row.count > Math.max(1, Math.round(rule.max * scale)))
      wait = Math.max(wait, Math.ceil((row.windowStart + rule.windowSeconds * 1000 - now) / 1000), 1)
  })
  if (wait > 0) throw new RateLimited(wait, rateLimitMessage(what, wait))
}

/** The same count, for a use that must not tell anyone it was refused (a mail to an address): true if allowed. */
export async function allowedQuietly(db: Db, env: Env, rules: RateRule[]) {
  try {
    await takeAllowance(db, env, '', rules)
    return true
  } catch (err) {
    if (err instanceof RateLimited) return false
    throw err
  }
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Every cap, in one place (docs/decisions/031 lists them with their reasons). */
const RATE = {
  invitesPerSender: { max: 50, windowSeconds: HOUR },
  invitesPerEvent: { max: 50, windowSeconds: HOUR },
  mailsPerRecipient: { max: 5, windowSeconds: HOUR },
  guestSharesPerSender: { max: 50, windowSeconds: HOUR },
  accountMailsPerRecipient: { max: 5, windowSeconds: HOUR },
  messagesPerMinute: { max: 30, windowSeconds: MINUTE },
  messagesPerDay: { max: 1000, windowSeconds: DAY },
  commentsPerMinute: { max: 30, windowSeconds: MINUTE },
  commentsPerDay: { max: 1000, windowSeconds: DAY },
  ticketsPerHour: { max: 5, windowSeconds: HOUR },
  ticketsPerDay: { max: 20, windowSeconds: DAY },
  friendRequestsPerHour: { max: 30, windowSeconds: HOUR },
  guestsPerEventPerHour: { max: 200, windowSeconds: HOUR },
  signInLinksPerGuest: { max: 5, windowSeconds: HOUR },
  signInLinksPerIp: { max: 20, windowSeconds: HOUR },
} as const satisfies Record<string, Omit<RateRule, 'key'>>

const rule = (limit: Omit<RateRule, 'key'>, key: string): RateRule => ({ ...limit, key })

/** The caps of each action, keyed by who or what they count. */
export const rules = {
  invite: (senderId: string, eventId: string, email: string) => [
    rule(RATE.invitesPerSender, `invite:user:${senderId}`),
    rule(RATE.invitesPerEvent, `invite:event:${eventId}`),
    rule(RATE.mailsPerRecipient, `mail:to:${email.toLowerCase()}`),
  ],
  /** A copied link sends no mail: only the sender's allowance counts. */
  guestLink: (senderId: string) => [rule(RATE.guestSharesPerSender, `guest-share:user:${senderId}`)],
  guestShare: (senderId: string, email: string) => [
    rule(RATE.guestSharesPerSender, `guest-share:user:${senderId}`),
    rule(RATE.mailsPerRecipient, `mail:to:${email.toLowerCase()}`),
  ],
  accountMail: (kind: 'reset' | 'confirm', email: string) => [
    rule(RATE.accountMailsPerRecipient, `account-mail:${kind}:${email.toLowerCase()}`),
  ],
  message: (senderId: string) => [
    rule(RATE.messagesPerMinute, `dm:minute:${senderId}`),
    rule(RATE.messagesPerDay, `dm:day:${senderId}`),
  ],
  comment: (userId: string, eventId: string) => [
    rule(RATE.commentsPerMinute, `comment:minute:${userId}:${eventId}`),
    rule(RATE.commentsPerDay, `comment:day:${userId}`),
  ],
  ticket: (userId: string) => [
    rule(RATE.ticketsPerHour, `ticket:hour:${userId}`),
    rule(RATE.ticketsPerDay, `ticket:day:${userId}`),
  ],
  friendRequest: (userId: string) => [rule(RATE.friendRequestsPerHour, `friend-request:${userId}`)],
  guest: (eventId: string) => [rule(RATE.guestsPerEventPerHour, `guest:event:${eventId}`)],
  /** A guest's sign-in link (decision 054): per guest, per address it comes from, per recipient. */
  signInLink: (guestId: string, ip: string | undefined, email: string) => [
    rule(RATE.signInLinksPerGuest, `sign-in-link:guest:${guestId}`),
    ...(ip ? [rule(RATE.signInLinksPerIp, `sign-in-link:ip:${ip}`)] : []),
    rule(RATE.accountMailsPerRecipient, `account-mail:sign-in-link:${email.toLowerCase()}`),
  ],
}
