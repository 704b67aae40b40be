import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  account,
  adminAuditLog,
  comments,
  devMailbox,
  directMessageParticipants,
  directMessages,
  disputes,
  eventParticipants,
  eventQrCodes,
  events,
  friendRequests,
  friendships,
  itemShares,
  items,
  notifications,
  payments,
  pendingInvites,
  placeholders,
  profiles,
  receiptAnalyses,
  session,
  settlements,
  supportTickets,
  user,
  verification,
} from '../../db/schema'
import type { Profile } from '../../env'
import { conflict } from '../../lib/http-error'
import { endAllSessions } from '../account/sessions'
import { anotherSuperAdmin, assertMayManage, findUser, RULES, toAdminUser } from '../admin/admin-users'
import { auditWrite } from '../admin/audit'
import { ownedOrLimbo } from '../items/item-writes'
import { discardPendingReceipts } from '../receipts/receipts'

// Deleting an account, completely and consistently (docs/decisions/021). Every statement names the user
// by one bound id and reaches the rows through subqueries, so no statement carries a list of ids (D1's
// 100-parameter limit never applies however much the person did). All of it is one db.batch, one
// transaction: it lands whole or not at all. tests/api/admin-delete-user.test.ts checks every table.

/** The constraint error of the last-super-admin guard (nothing else writes NULL into profiles.username). */
const LAST_SUPER_FAILURE = 'NOT NULL constraint failed: profiles.username'

const isLastSuperFailure = (err: unknown) => {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (String((e as { message?: unknown }).message ?? e).includes(LAST_SUPER_FAILURE)) return true
  return false
}

export type DeletedUser = { hostedEventIds: string[]; changedEvents: { id: string; version: number }[] }

export async function deleteUser(db: Db, env: Env, actor: Profile, id: string): Promise<DeletedUser> {
  const target = await findUser(db, id)
  assertMayManage(actor, target, { remove: true })
  const hosted = await db
    .select({ id: events.id, receiptKey: events.receiptKey })
    .from(events)
    .where(eq(events.hostId, id))
  const hostedIds = sql`(select ${events.id} from ${events} where ${events.hostId} = ${id})`
  const r2Rows = await db.batch([
    db
      .select({ key: receiptAnalyses.imageKey })
      .from(receiptAnalyses)
      .where(sql`${receiptAnalyses.eventId} in ${hostedIds}`),
    db
      .select({ key: eventQrCodes.imageKey })
      .from(eventQrCodes)
      .where(and(sql`${eventQrCodes.eventId} in ${hostedIds}`, isNotNull(eventQrCodes.imageKey))),
  ])
  // Sessions end first (and their sockets close, which needs the memberships still in place), so
  // nothing the person does can race the deletion.
  await endAllSessions(env, db, id)

  const ownItems = sql`(select ${items.id} from ${items} where ${items.ownerId} = ${id})`
  const theirEvents = sql`(select ${eventParticipants.eventId} from ${eventParticipants} where ${eventParticipants.userId} = ${id})`
  const results = await db
    .batch([
      // The last active super admin cannot go: this fails the whole batch (NOT NULL) if they are it.
      db
        .update(profiles)
        .set({ username: sql`NULL` })
        .where(and(eq(profiles.id, id), eq(profiles.role, 'super_admin'), sql`not ${anotherSuperAdmin(id)}`)),
      // Other events they are in change: bump their version (live clients refetch).
      db
        .update(events)
        .set({ version: sql`${events.version} + 1`, updatedAt: new Date() })
        .where(and(sql`${events.id} in ${theirEvents}`, ne(events.hostId, id)))
        .returning({ id: events.id, version: events.version }),
      // Events they host go whole: items, shares, guests, comments, disputes, settlements... (CASCADE).
      db.delete(events).where(eq(events.hostId, id)),
      // Items they owned elsewhere become unclaimed, as new: no owner, no shares, no pickup, in limbo.
      db.delete(itemShares).where(sql`${itemShares.itemId} in ${ownItems}`),
      db
        .update(items)
        .set({ ownerId: null, requesterId: null, status: 'limbo', updatedAt: new Date() })
        .where(eq(items.ownerId, id)),
      // Their shares of others' items return to the item's owner (the owner holds the remainder).
      db.delete(itemShares).where(eq(itemShares.targetUserId, id)),
      db.update(itemShares).set({ sourceUserId: null }).where(eq(itemShares.sourceUserId, id)),
      // A pickup they asked for is cancelled and a dispute they raised is withdrawn: the item goes back
      // to its owner (owned), or to limbo when nobody owns it, exactly as a cancel or a rejection would.
      db
        .update(items)
        .set({ requesterId: null, status: ownedOrLimbo, updatedAt: new Date() })
        .where(and(eq(items.requesterId, id), inArray(items.status, ['pending', 'dispute']))),
      db.update(items).set({ requesterId: null }).where(eq(items.requesterId, id)),
      db.update(items).set({ addedBy: null }).where(eq(items.addedBy, id)),
      // Disputes that name them (raised, against their item, or resolved by them) are removed.
      db
        .delete(disputes)
        .where(or(eq(disputes.requesterId, id), eq(disputes.ownerId, id), eq(disputes.resolvedBy, id))),
      // Tabs between them and anyone are void.
      db.delete(settlements).where(or(eq(settlements.debtorId, id), eq(settlements.creditorId, id))),
      // So are the payments they made or received: a ledger with one side gone cannot be settled.
      db.delete(payments).where(or(eq(payments.fromId, id), eq(payments.toId, id))),
      // A guest they added in someone else's event stays, now the host's.
      db
        .update(placeholders)
        .set({ createdBy: sql`(select ${events.hostId} from ${events} where ${events.id} = ${placeholders.eventId})` })
        .where(eq(placeholders.createdBy, id)),
      db.delete(comments).where(eq(comments.userId, id)),
      db.delete(notifications).where(eq(notifications.userId, id)),
      db.update(pendingInvites).set({ invitedBy: null }).where(eq(pendingInvites.invitedBy, id)),
      db.delete(friendRequests).where(or(eq(friendRequests.senderId, id), eq(friendRequests.receiverId, id))),
      db.delete(friendships).where(or(eq(friendships.userId, id), eq(friendships.friendId, id))),
      db.delete(directMessages).where(or(eq(directMessages.senderId, id), eq(directMessages.receiverId, id))),
      db.delete(directMessageParticipants).where(eq(directMessageParticipants.userId, id)),
      db.delete(supportTickets).where(eq(supportTickets.userId, id)),
      db.delete(eventParticipants).where(eq(eventParticipants.userId, id)),
      // The audit log keeps who did what by username; the actor's id goes.
      db.update(adminAuditLog).set({ actorId: null }).where(eq(adminAuditLog.actorId, id)),
      auditWrite(db, actor, {
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        targetLabel: target.username,
        before: toAdminUser(target),
        after: null,
      }),
      db.delete(session).where(eq(session.userId, id)),
      db.delete(account).where(eq(account.userId, id)),
      // Reset tokens name the user in `value`; e-mail verification ones in `identifier`.
      db.delete(verification).where(or(eq(verification.value, id), eq(verification.identifier, target.email))),
      db.delete(devMailbox).where(eq(devMailbox.to, target.email)),
      db.delete(profiles).where(eq(profiles.id, id)),
      db.delete(user).where(eq(user.id, id)),
    ])
    .catch((err: unknown) => {
      if (isLastSuperFailure(err)) throw conflict(RULES.lastSuper, 'last_super_admin')
      throw err
    })
  // Receipt photos and QR images of the deleted events: best effort, after the commit.
  const keys = [
    ...hosted.map((e) => e.receiptKey),
    ...r2Rows[0].map((r) => r.key),
    ...r2Rows[1].map((r) => r.key),
  ].filter((k): k is string => !!k)
  try {
    if (keys.length) await env.FILES.delete([...new Set(keys)])
    await Promise.all(hosted.map((e) => discardPendingReceipts(env.FILES, e.id)))
  } catch (err) {
    console.warn('deleting the files of a deleted user failed', String(err))
  }
  return { hostedEventIds: hosted.map((e) => e.id), changedEvents: results[1] as { id: string; version: number }[] }
}
