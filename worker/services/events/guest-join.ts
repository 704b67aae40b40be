import { and, eq, gt, sql } from 'drizzle-orm'
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '../../../src/domain/join-code'
import type { JoinPreview } from '../../../src/domain/schemas/guest'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import type { Auth } from '../../auth'
import type { Db } from '../../db/client'
import { events, profiles, session, user } from '../../db/schema'
import { ApiError, badRequest, conflict, notFound } from '../../lib/http-error'
import { withLimit } from './limits'
import { addMemberStatements } from './membership'
import { eventClosed, isClosedGate, openEventGate } from './open-event'

// Joining without an account (decision 053). The join code stays the capability: whoever holds it may
// see what it opens (the event's title and host), and, when the host allows guests, come in with a
// first name. A guest is a real better-auth account (its anonymous plugin), made here and nowhere else.

/** The event a join code names, with its host's name; 400 for a code of the wrong shape, 404 for no event. */
export async function eventByCode(db: Db, rawCode: string) {
  const code = normalizeJoinCode(rawCode)
  if (!JOIN_CODE_PATTERN.test(code)) throw badRequest(EVENTS_SERVER.joinCodeShape)
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      status: events.status,
      guestsAllowed: events.guestsAllowed,
      hostName: sql<string>`coalesce(${profiles.firstName}, ${profiles.username})`,
    })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.hostId))
    .where(eq(events.joinCode, code))
  if (!row) throw notFound(EVENTS_SERVER.noEventWithCode)
  return row
}

export type CodeEvent = Awaited<ReturnType<typeof eventByCode>>

export const toJoinPreview = (e: CodeEvent): JoinPreview => ({
  title: e.title,
  hostName: e.hostName,
  guestsAllowed: e.guestsAllowed,
  open: e.status === 'open',
})

/** Refuses a guest join the event does not take: the host turned guests off, or the event is closed. */
export function assertTakesGuests(event: Pick<CodeEvent, 'guestsAllowed' | 'status'>) {
  if (!event.guestsAllowed) throw new ApiError(403, 'guests_not_allowed', GUESTS_SERVER.guestsNotAllowed)
  if (event.status !== 'open') throw eventClosed()
}

/**
 * Makes a guest account named `firstName` and puts it in the event, signed in: the answer carries
 * better-auth's session cookie. The account is made first (better-auth writes the user and its profile in
 * one transaction: auth-guards.ts); the first name and the membership follow in one batch behind the
 * open-event gate and the people limit. If that batch is refused, the new account goes again, so a
 * refused join leaves nothing behind.
 */
export async function joinAsGuest(db: Db, auth: Auth, headers: Headers, event: CodeEvent, firstName: string) {
  const made = await auth.api.signInAnonymous({ headers, returnHeaders: true })
  const userId = made.response?.user.id
  if (!userId) throw new Error('guest sign-in returned no user')
  try {
    const batch = await withLimit(db, 'members', () =>
      db.batch([
        openEventGate(db, event.id),
        db.update(profiles).set({ firstName }).where(eq(profiles.id, userId)),
        ...addMemberStatements(db, event.id, userId, 'code'),
      ]),
    )
    const newVersion = batch[3][0]?.version ?? null
    const result = { event_id: event.id, event_title: event.title, event_description: event.description }
    return { result, newVersion, cookies: made.headers.getSetCookie() }
  } catch (err) {
    await db.delete(user).where(eq(user.id, userId))
    throw isClosedGate(err) ? eventClosed() : err
  }
}

/** 409 when the request already carries a live session: a signed-in person joins with their account. */
export async function assertSignedOut(db: Db, token: string | null) {
  if (!token) return
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
  if (row) throw conflict(GUESTS_SERVER.alreadySignedIn, 'already_signed_in')
}
