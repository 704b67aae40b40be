import { and, desc, eq, ne, or, sql } from 'drizzle-orm'
import { FRIEND_SEARCH_LIMIT, type FriendPerson, type FriendSearchResult } from '../../../src/domain/schemas/friends'
import * as FRIENDS from '../../../src/messages/friends'
import type { Db } from '../../db/client'
import { eventParticipants, friendRequests, friendships, profiles } from '../../db/schema'
import { forbidden, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { insertIf } from '../events/insert-if'

// Friends (docs/decisions/018). A friendship is ONE row per pair, stored
// sender -> receiver; a unique index on (min, max) of the pair keeps it one, and every
// read looks both ways. Each change is one D1 batch (one transaction), so two people requesting each
// other at the same moment run one after the other: the second finds the first's request and accepts it.

const FRIEND_REQUEST_NOT_FOUND = FRIENDS.friendRequestNotFound
const RECEIVER_ONLY = FRIENDS.onlyRecipientAnswers
const USER_NOT_FOUND = FRIENDS.userNotFound

/** The statement before this one in the batch changed a row (SQLite's changes(), same connection). */
const changed = sql`changes() > 0`

const person = {
  id: profiles.id,
  username: profiles.username,
  handle: profiles.handle,
  firstName: profiles.firstName,
}

/** The pair (a, b) in either direction. */
const friendsPair = (a: string, b: string) =>
  or(
    and(eq(friendships.userId, a), eq(friendships.friendId, b)),
    and(eq(friendships.userId, b), eq(friendships.friendId, a)),
  )
const requestPair = (a: string, b: string) =>
  or(
    and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
    and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
  )

/** The other side of each of `viewerId`'s friendships (an SQL subquery of profile ids). */
const friendIdsOf = (viewerId: string) =>
  sql`(select case when ${friendships.userId} = ${viewerId} then ${friendships.friendId} else ${friendships.userId} end
       from ${friendships} where ${friendships.userId} = ${viewerId} or ${friendships.friendId} = ${viewerId})`

/** Your friends, by username (case-insensitive); `limit` for the dashboard panel. */
export async function listFriends(db: Db, viewerId: string, limit?: number): Promise<FriendPerson[]> {
  const query = db
    .select(person)
    .from(profiles)
    .where(sql`${profiles.id} in ${friendIdsOf(viewerId)}`)
    .orderBy(sql`lower(${profiles.username})`)
  return limit ? query.limit(limit) : query
}

/** Pending requests you received, newest first, with the sender's username and handle. */
export async function listIncomingRequests(db: Db, viewerId: string) {
  const rows = await db
    .select({ id: friendRequests.id, createdAt: friendRequests.createdAt, sender: person })
    .from(friendRequests)
    .innerJoin(profiles, eq(profiles.id, friendRequests.senderId))
    .where(and(eq(friendRequests.receiverId, viewerId), eq(friendRequests.status, 'pending')))
    .orderBy(desc(friendRequests.createdAt), friendRequests.id)
  return rows.map((r) => ({ id: r.id, sender: r.sender, createdAt: r.createdAt.toISOString() }))
}

/**
 * Whether the profile row may be found by `viewerId`: it chose 'Allow others to find and invite me', or
 * the two were at an event together (friends you just ate with, whatever their setting).
 */
const findableBy = (viewerId: string) =>
  sql<number>`(${profiles.openToInvite} = 1 or ${profiles.id} in (select b.user_id from ${eventParticipants} a join ${eventParticipants} b on b.event_id = a.event_id where a.user_id = ${viewerId}))`

/**
 * People you may find (findableBy) whose username, handle or first name contains `q` (any case), never
 * you, never a friend, at most 10. instr rather than LIKE: a substring match needs no escaping of '%' and '_', and D1 refuses
 * LIKE patterns over 50 bytes.
 */
export async function searchPeople(db: Db, viewerId: string, q: string): Promise<FriendSearchResult[]> {
  if (!q) return []
  const needle = q.toLowerCase()
  const sent = db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.senderId, viewerId),
        eq(friendRequests.receiverId, profiles.id),
        eq(friendRequests.status, 'pending'),
      ),
    )
  const received = db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.senderId, profiles.id),
        eq(friendRequests.receiverId, viewerId),
        eq(friendRequests.status, 'pending'),
      ),
    )
  const rows = await db
    .select({
      ...person,
      sent: sql<number>`exists ${sent}`,
      received: sql<number>`exists ${received}`,
    })
    .from(profiles)
    .where(
      and(
        findableBy(viewerId),
        eq(profiles.status, 'active'),
        ne(profiles.id, viewerId),
        sql`${profiles.id} not in ${friendIdsOf(viewerId)}`,
        sql`(instr(lower(${profiles.username}), ${needle}) > 0 or instr(lower(${profiles.handle}), ${needle}) > 0 or instr(lower(coalesce(${profiles.firstName}, '')), ${needle}) > 0)`,
      ),
    )
    .orderBy(sql`lower(${profiles.username})`)
    .limit(FRIEND_SEARCH_LIMIT)
  return rows.map(({ sent: s, received: r, ...p }) => ({
    ...p,
    request: r ? ('received' as const) : s ? ('sent' as const) : ('none' as const),
  }))
}

/**
 * Sends a friend request, in one batch:
 * 1. a pending request from them to you is accepted (a reverse request means you both want it),
 * 2. then the friendship row is added if step 1 changed a row,
 * 3. else your request is added unless you are friends or a pending request already joins you
 *    (the pair's unique index makes a duplicate a no-op).
 * Someone not open to invites can only be befriended by answering their own request.
 */
export async function sendFriendRequest(db: Db, viewerId: string, targetId: string) {
  if (targetId === viewerId) throw notFound(USER_NOT_FOUND)
  const [target] = await db
    .select({ id: profiles.id, open: findableBy(viewerId), status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, targetId))
  const [reverse] = await db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.senderId, targetId),
        eq(friendRequests.receiverId, viewerId),
        eq(friendRequests.status, 'pending'),
      ),
    )
  // The same answer for 'no such person' and 'not findable by you', so the route cannot probe accounts.
  if (target?.status !== 'active' || (!target.open && !reverse)) throw notFound(USER_NOT_FOUND)

  const now = new Date()
  await db.batch([
    db
      .update(friendRequests)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(friendRequests.senderId, targetId),
          eq(friendRequests.receiverId, viewerId),
          eq(friendRequests.status, 'pending'),
        ),
      ),
    // changes(): rows changed by the statement before, in this same transaction.
    insertIf(db, friendships, { userId: targetId, friendId: viewerId, createdAt: now }, changed).onConflictDoNothing(),
    insertIf(
      db,
      friendRequests,
      { id: newId(), senderId: viewerId, receiverId: targetId, status: 'pending', createdAt: now },
      sql`not exists (select 1 from ${friendships} where ${friendsPair(viewerId, targetId)})`,
    ).onConflictDoNothing(),
  ])
  const [friends] = await db.select({ a: friendships.userId }).from(friendships).where(friendsPair(viewerId, targetId))
  return { state: friends ? ('friends' as const) : ('requested' as const) }
}

/** Accepts or rejects a request; only its receiver may. Answering twice is a no-op. */
export async function answerFriendRequest(db: Db, viewerId: string, requestId: string, accept: boolean) {
  const [request] = await db.select().from(friendRequests).where(eq(friendRequests.id, requestId))
  // Strangers to the request learn nothing about it; its sender is told why not.
  if (!request || (request.senderId !== viewerId && request.receiverId !== viewerId))
    throw notFound(FRIEND_REQUEST_NOT_FOUND)
  if (request.receiverId !== viewerId) throw forbidden(RECEIVER_ONLY)
  if (request.status !== 'pending') {
    if ((request.status === 'accepted') === accept) return { status: request.status }
    throw notFound(FRIEND_REQUEST_NOT_FOUND)
  }
  const pending = and(
    eq(friendRequests.id, requestId),
    eq(friendRequests.receiverId, viewerId),
    eq(friendRequests.status, 'pending'),
  )
  const status = accept ? ('accepted' as const) : ('rejected' as const)
  await db.batch([
    db.update(friendRequests).set({ status }).where(pending),
    ...(accept
      ? [
          insertIf(
            db,
            friendships,
            { userId: request.senderId, friendId: viewerId, createdAt: new Date() },
            changed,
          ).onConflictDoNothing(),
        ]
      : []),
  ])
  return { status }
}

/** Ends a friendship (either side may). The pair's requests go too, so a new request starts afresh. */
export async function removeFriend(db: Db, viewerId: string, friendId: string) {
  const [deleted] = await db.batch([
    db.delete(friendships).where(friendsPair(viewerId, friendId)).returning({ a: friendships.userId }),
    db.delete(friendRequests).where(and(requestPair(viewerId, friendId), changed)),
  ])
  if (deleted.length === 0) throw notFound(FRIENDS.friendNotFound)
}
