import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments, eventPayers, itemShares, items, payments, session, settlements, user } from '../../db/schema'
import { chunks } from '../../lib/chunks'

// Guest accounts nobody will come back to (decision 053). A guest lives on one device; once its session
// has not been used for GUEST_IDLE_DAYS it has expired (sessions last 30 days, auth.ts) and nobody can sign
// in to it again. It is deleted then, but only when it left nothing anyone else relies on: no item it owns,
// asked for or shares, no payment, settlement or payer amount, no chat message. A guest with any of those
// (one who owes money, say) stays, so the host's bill and ledger never change behind their back; its tab
// link and the upgrade keep working.

export const GUEST_IDLE_DAYS = 30
const DAY_MS = 86_400_000

/** Deletes idle guest accounts that left nothing behind; answers how many went. */
export async function deleteIdleGuests(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - GUEST_IDLE_DAYS * DAY_MS)
  const none = (table: SQL) => sql`not exists (${table})`
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.isAnonymous, true),
        lt(user.createdAt, cutoff),
        none(
          sql`select 1 from ${session} where ${session.userId} = ${user.id} and ${session.updatedAt} >= ${cutoff.getTime()}`,
        ),
        none(sql`select 1 from ${items} where ${items.ownerId} = ${user.id} or ${items.requesterId} = ${user.id}`),
        none(sql`select 1 from ${itemShares} where ${itemShares.targetUserId} = ${user.id}`),
        none(sql`select 1 from ${payments} where ${payments.fromId} = ${user.id} or ${payments.toId} = ${user.id}`),
        none(
          sql`select 1 from ${settlements} where ${settlements.debtorId} = ${user.id} or ${settlements.creditorId} = ${user.id}`,
        ),
        none(sql`select 1 from ${eventPayers} where ${eventPayers.userId} = ${user.id}`),
        none(sql`select 1 from ${comments} where ${comments.userId} = ${user.id}`),
      ),
    )
  // Their profile, memberships, sessions and notifications go with them (ON DELETE CASCADE).
  for (const ids of chunks(rows.map((r) => r.id))) {
    await db.delete(user).where(and(inArray(user.id, ids), eq(user.isAnonymous, true)))
  }
  return rows.length
}
