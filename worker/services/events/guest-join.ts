import { and, eq, gt, sql } from 'drizzle-orm'
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '../../../src/domain/join-code'
import type { JoinPreview } from '../../../src/domain/schemas/guest'
import * as EVENTS_SERVER from '../../../src/messages/events-server'
import * as GUESTS_SERVER from '../../../src/messages/guests-server'
import * as PARTICIPANTS from '../../../src/messages/participants'
import type { Auth } from '../../auth'
import type { Db } from '../../db/client'
import { events, placeholders, profiles, session, user } from '../../db/schema'
import { ApiError, badRequest, conflict, notFound } from '../../lib/http-error'
import { placeholderMergeWrites } from '../settling/merge-guest'
import { withLimit } from './limits'
import { addMemberStatements } from './membership'
import { eventClosed, eventGuard, isGuardFailure, openEventGate } from './open-event'

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

/** The preview of a join code's event; its placeholder guests only while a newcomer could take one over. */
export async function joinPreview(db: Db, e: CodeEvent): Promise<JoinPreview> {
  const open = e.status === 'open'
  const takeable =
    e.guestsAllowed && open
      ? await db
          .select({ id: placeholders.id, name: placeholders.name })
          .from(placeholders)
          .where(eq(placeholders.eventId, e.id))
          .orderBy(placeholders.name, placeholders.id)
      : []
  return { title: e.title, hostName: e.hostName, guestsAllowed: e.guestsAllowed, open, placeholders: takeable }
}

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
export async function joinAsGuest(
  db: Db,
  auth: Auth,
  headers: Headers,
  event: CodeEvent,
  firstName: string,
  placeholderId?: string,
) {
  if (placeholderId) await assertPlaceholderIn(db, event.id, placeholderId)
  const made = await auth.api.signInAnonymous({ headers, returnHeaders: true })
  const userId = made.response?.user.id
  if (!userId) throw new Error('guest sign-in returned no user')
  try {
    const batch = await withLimit(db, 'members', () =>
      db.batch([
        openEventGate(db, event.id),
        db.update(profiles).set({ firstName }).where(eq(profiles.id, userId)),
        ...addMemberStatements(db, event.id, userId, 'code'),
        // "I'm one of these": the new account takes over the placeholder's items and shares, as when the
        // host merges a placeholder into an account (merge-guest.ts). If another diner took it over first,
        // the guard refuses the whole batch, so nobody joins holding half of someone's items.
        ...(placeholderId
          ? [
              eventGuard(db, event.id, placeholderGone(event.id, placeholderId)),
              ...placeholderMergeWrites(db, event.id, placeholderId, userId, userId),
            ]
          : []),
      ]),
    )
    const newVersion = (batch[3] as { version: number }[])[0]?.version ?? null
    const result = { event_id: event.id, event_title: event.title, event_description: event.description }
    return { result, newVersion, cookies: made.headers.getSetCookie() }
  } catch (err) {
    await db.delete(user).where(eq(user.id, userId))
    if (!isGuardFailure(err)) throw err
    if (placeholderId && (await eventIsOpen(db, event.id))) throw notFound(PARTICIPANTS.guestNotFound)
    throw eventClosed()
  }
}

const placeholderGone = (eventId: string, placeholderId: string) =>
  sql`not exists (select 1 from ${placeholders} where ${placeholders.id} = ${placeholderId} and ${placeholders.eventId} = ${eventId})`

async function assertPlaceholderIn(db: Db, eventId: string, placeholderId: string) {
  const [row] = await db
    .select({ id: placeholders.id })
    .from(placeholders)
    .where(and(eq(placeholders.id, placeholderId), eq(placeholders.eventId, eventId)))
  if (!row) throw notFound(PARTICIPANTS.guestNotFound)
}

async function eventIsOpen(db: Db, eventId: string) {
  const [row] = await db.select({ status: events.status }).from(events).where(eq(events.id, eventId))
  return row?.status === 'open'
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
