import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { INVITE_DAYS, type InviteInput, type InviteResult, type MyInvitation } from '../../../src/domain/schemas/invite'
import * as INVITE from '../../../src/messages/invite-more'
import * as NOTIFICATIONS from '../../../src/messages/notifications-more'
import type { Db } from '../../db/client'
import { eventParticipants, events, friendships, pendingInvites, profiles } from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { createMailer } from '../../mail/mailer'
import { inviteMessage } from '../../mail/templates'
import type { EventRow } from '../events/event-context'
import { isLimitFailure, withLimit } from '../events/limits'
import { addMemberStatements, type JoinedVia, notMemberYet } from '../events/membership'
import { eventClosed, isClosedGate, openEventGate } from '../events/open-event'
import { commitAndSnapshot } from '../events/snapshot'
import { announceVersion } from '../messages/live'
import { notificationInsert, notificationInsertIf } from '../messages/notifications'
import { findProfileByEmail } from './profiles'

type Person = { id: string; username: string; firstName: string | null }
const nameOf = (p: Person) => p.firstName || p.username

async function isMember(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
  return !!row
}

/**
 * The host adds a registered person (by e-mail or from their friends): a member at once, told so by an
 * 'added_to_event' notification written in the same batch, only if the add really added someone.
 */
export async function addRegisteredMember(db: Db, event: EventRow, host: Person, person: Person, via: JoinedVia) {
  if (await isMember(db, event.id, person.id))
    throw conflict(`${nameOf(person)} is already in this event`, 'already_member')
  const notice = notificationInsertIf(
    db,
    {
      userId: person.id,
      eventId: event.id,
      type: 'added_to_event',
      title: NOTIFICATIONS.addedToEvent,
      message: `${nameOf(host)} added you to ${event.title}`,
    },
    notMemberYet(event.id, person.id),
  )
  const { snapshot } = await withLimit(db, 'members', () =>
    commitAndSnapshot(db, event.id, host.id, [notice, ...addMemberStatements(db, event.id, person.id, via)]),
  )
  return snapshot
}

/** Whether two accounts are friends (either side of the friendship). */
async function areFriends(db: Db, a: string, b: string) {
  const [row] = await db
    .select({ a: friendships.userId })
    .from(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    )
  return !!row
}

/**
 * 'Invite user' (docs/product.md#43-getting-people-in). Nobody joins an event, and so can be billed in it,
 * without having agreed to: an account is added at once only when it is the host's friend or has chosen
 * 'Allow others to find and invite me'. Every other address, with an account or without, gets a pending
 * invitation (valid 7 days) and a mail with its link; an account also gets a notification. The answer is then the same
 * whichever it is, so inviting cannot tell anyone whether an address has an account, or whose it is.
 * Inviting the same e-mail again while an invitation is live refreshes it (same link, new expiry) and
 * mails it again.
 */
export async function inviteByEmail(
  env: Env,
  db: Db,
  origin: string,
  event: EventRow,
  host: Person,
  input: Required<InviteInput>,
): Promise<{ result: InviteResult; version?: number }> {
  const existing = await findProfileByEmail(db, input.email)
  if (existing && (existing.openToInvite || (await areFriends(db, host.id, existing.id)))) {
    const snapshot = await addRegisteredMember(db, event, host, existing, 'added')
    const result: InviteResult = {
      outcome: 'added',
      email: input.email,
      message: `${nameOf(existing)} already has an account and was added to the event`,
    }
    return { result, version: snapshot.event.version }
  }
  const sent: InviteResult = {
    outcome: 'invited',
    email: input.email,
    message: NOTIFICATIONS.invitationSentTo(input.email),
  }
  // Already in the event: nothing to send, and the same answer as for anyone else.
  if (existing && (await isMember(db, event.id, existing.id))) return { result: sent }
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000)
  const upsert = db
    .insert(pendingInvites)
    .values({
      id: newId(),
      eventId: event.id,
      email: input.email,
      firstName: input.firstName,
      invitedBy: host.id,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [pendingInvites.eventId, pendingInvites.email],
      targetWhere: sql`status = 'pending'`,
      set: { firstName: input.firstName, invitedBy: host.id, expiresAt },
    })
    .returning({ id: pendingInvites.id })
  const notice = existing
    ? [
        notificationInsert(db, {
          userId: existing.id,
          eventId: event.id,
          type: 'event_invitation',
          title: NOTIFICATIONS.eventInvitation,
          message: NOTIFICATIONS.invitationText(nameOf(host), event.title),
        }),
      ]
    : []
  const [[row]] = await db.batch([upsert, ...notice])
  if (!row) throw new Error('invite upsert returned no row')
  const url = `${origin}/accept-invite?id=${encodeURIComponent(row.id)}`
  try {
    await createMailer(env, db).send(
      inviteMessage(input.email, {
        firstName: input.firstName,
        hostName: nameOf(host),
        eventTitle: event.title,
        url,
        days: INVITE_DAYS,
      }),
    )
  } catch (err) {
    console.error('invite mail failed', err instanceof Error ? err.message : String(err))
    throw new ApiError(502, 'mail_failed', INVITE.sendFailed)
  }
  return { result: sent }
}

/** Invitations still open: pending, and not past their expiry. */
const isLive = () => and(eq(pendingInvites.status, 'pending'), gt(pendingInvites.expiresAt, new Date()))

/** Invitations with their event's title and status and who sent them (username and first name). */
const invitationsWithEvent = (db: Db) =>
  db
    .select({
      id: pendingInvites.id,
      email: pendingInvites.email,
      firstName: pendingInvites.firstName,
      eventId: pendingInvites.eventId,
      eventTitle: events.title,
      eventStatus: events.status,
      invitedById: pendingInvites.invitedBy,
      invitedBy: profiles.username,
      invitedByFirstName: profiles.firstName,
    })
    .from(pendingInvites)
    .innerJoin(events, eq(events.id, pendingInvites.eventId))
    .leftJoin(profiles, eq(profiles.id, pendingInvites.invitedBy))

/** A live invitation (pending and not expired) with its event, or 404 'Invitation not found or has expired'. */
export async function findLiveInvitation(db: Db, id: string) {
  const [row] = await invitationsWithEvent(db).where(and(eq(pendingInvites.id, id), isLive()))
  if (!row) throw notFound(INVITE.notFound)
  return row
}

type LiveInvite = { id: string; eventId: string; invitedBy: string | null }

/**
 * Joins one invitation's event, behind the open-event gate and the member limit, marks the invitation
 * accepted and tells the inviter, all in one batch. Whoever has the event open sees the newcomer.
 */
async function joinInvite(env: Env, db: Db, invite: LiveInvite, userId: string, name: string) {
  const accepted = db
    .update(pendingInvites)
    .set({ status: 'accepted' })
    .where(and(eq(pendingInvites.id, invite.id), eq(pendingInvites.status, 'pending')))
  const tellHost = invite.invitedBy
    ? [
        notificationInsertIf(
          db,
          {
            userId: invite.invitedBy,
            eventId: invite.eventId,
            type: 'invite_accepted',
            title: NOTIFICATIONS.invitationAccepted,
            message: `${name} accepted your invitation and joined the event`,
          },
          sql`changes() > 0`,
        ),
      ]
    : []
  const done = await db.batch([
    openEventGate(db, invite.eventId),
    ...addMemberStatements(db, invite.eventId, userId, 'invite'),
    accepted,
    ...tellHost,
  ])
  // The version moved only if they were added.
  const version = done[2][0]?.version
  if (version !== undefined) await announceVersion(env, invite.eventId, version)
}

/**
 * Invitations accepted by confirming an e-mail (docs/product.md#43-getting-people-in): a person whose e-mail
 * is now confirmed joins every event with a live invitation for it. Each event is its own batch, so a closed
 * or full event is skipped without stopping the others. Returns the events joined.
 */
export async function joinPendingInvites(env: Env, db: Db, email: string, userId: string) {
  const live = await db
    .select({
      id: pendingInvites.id,
      eventId: pendingInvites.eventId,
      invitedBy: pendingInvites.invitedBy,
      firstName: pendingInvites.firstName,
    })
    .from(pendingInvites)
    .where(and(eq(pendingInvites.email, email.toLowerCase()), isLive()))
    .orderBy(pendingInvites.createdAt)
  let [me] = await db.select().from(profiles).where(eq(profiles.id, userId))
  // The first name the host typed in the invitation is theirs until they change it: they show as "Jules",
  // not "jules", and are not asked for a name they were already given. Only a profile without one.
  const given = live.find((i) => i.firstName)?.firstName
  if (me && !me.firstName && given) {
    await db
      .update(profiles)
      .set({ firstName: given })
      .where(and(eq(profiles.id, userId), isNull(profiles.firstName)))
    me = { ...me, firstName: given }
  }
  const joined: string[] = []
  for (const invite of live) {
    try {
      await joinInvite(env, db, invite, userId, me ? nameOf(me) : email)
      joined.push(invite.eventId)
    } catch (err) {
      // A closed or full event cannot take them: the invitation stays pending (the batch rolled back).
      if (!isClosedGate(err) && !isLimitFailure(err)) throw err
    }
  }
  return joined
}

/**
 * A signed-in person accepts an invitation sent to their own e-mail: they join its event. An invitation
 * for another address is 'not found' to them, as is a spent or expired one; a closed or full event says so.
 */
export async function acceptAsMember(env: Env, db: Db, inviteId: string, me: Person & { email: string }) {
  const invite = await findLiveInvitation(db, inviteId)
  if (invite.email !== me.email.toLowerCase()) throw notFound(INVITE.notFound)
  if (invite.eventStatus !== 'open') throw eventClosed()
  await withLimit(db, 'members', () =>
    joinInvite(
      env,
      db,
      { id: invite.id, eventId: invite.eventId, invitedBy: invite.invitedById },
      me.id,
      nameOf(me),
    ).catch((err: unknown) => {
      throw isClosedGate(err) ? eventClosed() : err
    }),
  )
  return { eventId: invite.eventId }
}

/** The signed-in person's live invitations (to their own e-mail), newest first. */
export async function myInvitations(db: Db, email: string): Promise<MyInvitation[]> {
  const rows = await invitationsWithEvent(db)
    .where(and(eq(pendingInvites.email, email.toLowerCase()), isLive()))
    .orderBy(desc(pendingInvites.createdAt))
    .limit(100)
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    firstName: r.firstName,
    invitedBy: r.invitedByFirstName || r.invitedBy,
  }))
}
