import { and, eq, or, sql } from 'drizzle-orm'
import { HOLDINGS, type Holding, type InvitableFriend } from '../../../src/domain/schemas/invite'
import * as PARTICIPANTS_SERVER from '../../../src/messages/participants-server'
import type { Db } from '../../db/client'
import {
  eventParticipants,
  eventPayers,
  friendships,
  itemShares,
  items,
  payments,
  profiles,
  settlements,
} from '../../db/schema'
import { ApiError, conflict, notFound } from '../../lib/http-error'
import type { EventRow } from './event-context'
import { commitAndSnapshot } from './snapshot'

// Who is in an event, beyond joining: the host's friends not in it yet, and removing someone.

/** The host's friends (either side of a friendship) who are not members of the event, by name. */
export async function invitableFriends(db: Db, eventId: string, hostId: string): Promise<InvitableFriend[]> {
  const friendIds = db
    .select({
      id: sql`case when ${friendships.userId} = ${hostId} then ${friendships.friendId} else ${friendships.userId} end`,
    })
    .from(friendships)
    .where(or(eq(friendships.userId, hostId), eq(friendships.friendId, hostId)))
  return db
    .selectDistinct({
      userId: profiles.id,
      username: profiles.username,
      handle: profiles.handle,
      firstName: profiles.firstName,
    })
    .from(profiles)
    .where(
      and(
        sql`${profiles.id} in ${friendIds}`,
        sql`not exists (select 1 from ${eventParticipants} where ${eventParticipants.eventId} = ${eventId} and ${eventParticipants.userId} = ${profiles.id})`,
      ),
    )
    .orderBy(sql`lower(${profiles.username})`)
    .limit(200)
}

/** The friend the host picked, or 404 when that id is not one of the host's friends. */
export async function findFriend(db: Db, hostId: string, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username, firstName: profiles.firstName })
    .from(friendships)
    .innerJoin(profiles, eq(profiles.id, userId))
    .where(
      or(
        and(eq(friendships.userId, hostId), eq(friendships.friendId, userId)),
        and(eq(friendships.userId, userId), eq(friendships.friendId, hostId)),
      ),
    )
  if (!row) throw notFound(PARTICIPANTS_SERVER.notYourFriend)
  return row
}

// What ties a participant to the event's money. Each is a correlated count, used both to tell the host
// and, inside the DELETE itself, to refuse the removal if something appeared in between.
function holdingCounts(eventId: string, userId: string) {
  return {
    items: sql<number>`(select count(*) from ${items} where ${items.eventId} = ${eventId} and ${items.ownerId} = ${userId})`,
    shares: sql<number>`(select count(*) from ${itemShares} where ${itemShares.eventId} = ${eventId} and ${itemShares.targetUserId} = ${userId})`,
    pickups: sql<number>`(select count(*) from ${items} where ${items.eventId} = ${eventId} and ${items.requesterId} = ${userId})`,
    settlements: sql<number>`(select count(*) from ${settlements} where ${settlements.eventId} = ${eventId} and (${settlements.debtorId} = ${userId} or ${settlements.creditorId} = ${userId}))`,
    // The ledger outlives the tabs: a payment (someone owed money back after a recalculation) and a
    // recorded payer name them with no tab left, and removing them would orphan those rows.
    payments: sql<number>`(select count(*) from ${payments} where ${payments.eventId} = ${eventId} and (${payments.fromId} = ${userId} or ${payments.toId} = ${userId}))`,
    payers: sql<number>`(select count(*) from ${eventPayers} where ${eventPayers.eventId} = ${eventId} and ${eventPayers.userId} = ${userId})`,
  } satisfies Record<Holding, unknown>
}

/** 'Ana still holds 2 items and 1 item share. Reassign them first, then remove Ana.' ('it' for one thing) */
function holdingsMessage(name: string, held: Partial<Record<Holding, number>>) {
  const parts = Object.entries(held)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) =>
      PARTICIPANTS_SERVER.holdingCount(n, PARTICIPANTS_SERVER.holdingWords[k as Holding][n === 1 ? 0 : 1]),
    )
  const one = Object.values(held).reduce<number>((n, c) => n + (c ?? 0), 0) === 1
  const list = PARTICIPANTS_SERVER.holdingList(parts)
  if ((held.payments ?? 0) > 0) return PARTICIPANTS_SERVER.stillOnLedger(name, list)
  return PARTICIPANTS_SERVER.stillHolds(name, list, one)
}

/**
 * The host removes a participant who holds nothing in the event (no owned items, shares, pickup
 * requests, settlements, payments to or from them, or an amount they paid for the bill). Otherwise 409
 * 'participant_holds' naming what they hold, with the counts in `fields`. The DELETE repeats the check in
 * its WHERE, so an item claimed or a payment recorded in between keeps them in.
 */
export async function removeParticipant(db: Db, event: EventRow, hostId: string, userId: string) {
  if (userId === event.hostId) throw conflict(PARTICIPANTS_SERVER.hostCannotLeave, 'host_cannot_leave')
  const counts = holdingCounts(event.id, userId)
  const [member] = await db
    .select({ username: profiles.username, firstName: profiles.firstName, ...counts })
    .from(eventParticipants)
    .innerJoin(profiles, eq(profiles.id, eventParticipants.userId))
    .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.userId, userId)))
  if (!member) throw notFound(PARTICIPANTS_SERVER.personNotInEvent)
  const name = member.firstName || member.username
  const held = Object.fromEntries(HOLDINGS.map((k) => [k, Number(member[k])])) as Record<Holding, number>
  const refuse = () => {
    const fields = Object.fromEntries(Object.entries(held).map(([k, n]) => [k, String(n)]))
    return new ApiError(409, 'participant_holds', holdingsMessage(name, held), fields)
  }
  if (Object.values(held).some((n) => Number(n) > 0)) throw refuse()
  const nothingHeld = sql.join(
    Object.values(counts).map((c) => sql`${c} = 0`),
    sql` and `,
  )
  const { snapshot, writeResults } = await commitAndSnapshot(
    db,
    event.id,
    hostId,
    [
      db
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.userId, userId), nothingHeld))
        .returning({ userId: eventParticipants.userId }),
    ],
    { onlyIfLastWriteChanged: true },
  )
  if ((writeResults[0] as unknown[]).length === 0)
    throw conflict(`${name} just took part in the event; reload and try again`)
  return snapshot
}
