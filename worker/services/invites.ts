import { and, eq, gt, sql } from 'drizzle-orm'
import { INVITE_DAYS, INVITE_MESSAGES, type InviteInput, type InviteResult } from '../../src/domain/schemas/invite'
import type { Db } from '../db/client'
import { eventParticipants, events, pendingInvites, profiles } from '../db/schema'
import { ApiError, conflict, notFound } from '../lib/http-error'
import { newId } from '../lib/ids'
import { createMailer } from '../mail/mailer'
import { inviteMessage } from '../mail/templates'
import type { EventRow } from './event-context'
import { isLimitFailure, withLimit } from './limits'
import { announceVersion } from './live'
import { addMemberStatements, type JoinedVia, notMemberYet } from './membership'
import { notificationInsertIf } from './notifications'
import { isClosedGate, openEventGate } from './open-event'
import { findProfileByEmail } from './profiles'
import { commitAndSnapshot } from './snapshot'

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
      title: 'Added to Event',
      message: `${nameOf(host)} added you to ${event.title}`,
    },
    notMemberYet(event.id, person.id),
  )
  const { snapshot } = await withLimit(db, 'members', () =>
    commitAndSnapshot(db, event.id, host.id, [notice, ...addMemberStatements(db, event.id, person.id, via)]),
  )
  return snapshot
}

/**
 * 'Invite user' (spec section 2): an e-mail that belongs to an account adds that account (the spec's
 * 'User already exists. Add them as a participant instead.' made one step); any other e-mail gets a
 * pending invitation, valid 7 days, and a mail with its link. Inviting the same e-mail again while an
 * invitation is live refreshes that invitation (same link, new expiry) and mails it again.
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
  if (existing) {
    const snapshot = await addRegisteredMember(db, event, host, existing, 'added')
    const result: InviteResult = {
      outcome: 'added',
      email: input.email,
      message: `${nameOf(existing)} already has an account and was added to the event`,
    }
    return { result, version: snapshot.event.version }
  }
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000)
  const [row] = await db
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
    throw new ApiError(502, 'mail_failed', INVITE_MESSAGES.sendFailed)
  }
  return { result: { outcome: 'invited', email: input.email, message: `Invitation sent to ${input.email}` } }
}

/** A live invitation (pending and not expired) with its event, or 404 'Invitation not found or has expired'. */
export async function findLiveInvitation(db: Db, id: string) {
  const [row] = await db
    .select({
      id: pendingInvites.id,
      email: pendingInvites.email,
      firstName: pendingInvites.firstName,
      eventId: pendingInvites.eventId,
      eventTitle: events.title,
      eventStatus: events.status,
      invitedBy: profiles.username,
      invitedByFirstName: profiles.firstName,
    })
    .from(pendingInvites)
    .innerJoin(events, eq(events.id, pendingInvites.eventId))
    .leftJoin(profiles, eq(profiles.id, pendingInvites.invitedBy))
    .where(
      and(eq(pendingInvites.id, id), eq(pendingInvites.status, 'pending'), gt(pendingInvites.expiresAt, new Date())),
    )
  if (!row) throw notFound(INVITE_MESSAGES.notFound)
  return row
}

/**
 * check_pending_invites / handle_invite_acceptance (spec section 7): a person whose e-mail is now
 * confirmed joins every event with a live invitation for it. Each event is its own batch behind the
 * open-event gate, so a closed event is skipped without stopping the others; the inviter is told.
 * Returns the events joined.
 */
export async function joinPendingInvites(env: Env, db: Db, email: string, userId: string) {
  const live = await db
    .select({ id: pendingInvites.id, eventId: pendingInvites.eventId, invitedBy: pendingInvites.invitedBy })
    .from(pendingInvites)
    .where(
      and(
        eq(pendingInvites.email, email.toLowerCase()),
        eq(pendingInvites.status, 'pending'),
        gt(pendingInvites.expiresAt, new Date()),
      ),
    )
  const [me] = await db.select().from(profiles).where(eq(profiles.id, userId))
  const joined: string[] = []
  for (const invite of live) {
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
              title: 'Invitation Accepted',
              message: `${me ? nameOf(me) : email} accepted your invitation and joined the event`,
            },
            sql`changes() > 0`,
          ),
        ]
      : []
    try {
      const done = await db.batch([
        openEventGate(db, invite.eventId),
        ...addMemberStatements(db, invite.eventId, userId, 'invite'),
        accepted,
        ...tellHost,
      ])
      joined.push(invite.eventId)
      // Whoever has the event open sees the newcomer (the version moved only if they were added).
      const version = done[2][0]?.version
      if (version !== undefined) await announceVersion(env, invite.eventId, version)
    } catch (err) {
      // A closed or full event cannot take them: the invitation stays pending (the batch rolled back).
      if (!isClosedGate(err) && !isLimitFailure(err)) throw err
    }
  }
  return joined
}
