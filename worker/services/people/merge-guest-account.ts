import { type SQL, sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'

// A guest account signing in to an existing full account (decision 053): everything the guest holds
// moves to the account and the guest goes, in ONE batch (one D1 transaction), so nobody sees half a
// merge. Rows keep their ids (payments, messages, history). Where both were in one event, they become one
// participant: memberships are merged, the guest's item shares are added to the account's share of the
// same item (or fold back into the account's remainder where it now owns the item: the same amount), so
// no item is billed twice. (Placeholder guests, people without any account, merge through
// settling/merge-guest.ts instead.)

/** The statements that move what guest `g` holds to account `a`, then delete the guest. */
function mergeStatements(g: string, a: string): SQL[] {
  const isGuest = sql`exists (select 1 from user where id = ${g} and is_anonymous = 1)`
  return [
    // Everyone with one of the guest's events open refetches it (their People list changes).
    sql`update events set version = version + 1
        where id in (select event_id from event_participants where user_id = ${g}) and ${isGuest}`,
    sql`insert or ignore into event_participants (event_id, user_id, joined_at, joined_via)
        select event_id, ${a}, joined_at, joined_via from event_participants where user_id = ${g} and ${isGuest}`,
    sql`update items set owner_id = ${a} where owner_id = ${g} and ${isGuest}`,
    sql`update items set requester_id = ${a} where requester_id = ${g} and ${isGuest}`,
    sql`update items set added_by = ${a} where added_by = ${g} and ${isGuest}`,
    // Shares: added to the account's own share of the same item, then moved, then folded into the
    // remainder of items the account now owns.
    sql`update item_shares set share_milli_pct = share_milli_pct + coalesce((select sum(g.share_milli_pct)
          from item_shares g where g.item_id = item_shares.item_id and g.target_user_id = ${g}), 0)
        where target_user_id = ${a} and ${isGuest}`,
    sql`delete from item_shares where target_user_id = ${g} and ${isGuest} and item_id in
          (select item_id from item_shares where target_user_id = ${a})`,
    sql`update item_shares set target_user_id = ${a} where target_user_id = ${g} and ${isGuest}`,
    sql`update item_shares set source_user_id = ${a} where source_user_id = ${g} and ${isGuest}`,
    sql`delete from item_shares where target_user_id = ${a} and ${isGuest} and item_id in
          (select id from items where owner_id = ${a})`,
    sql`update payments set from_id = ${a} where from_id = ${g} and ${isGuest}`,
    sql`update payments set to_id = ${a} where to_id = ${g} and ${isGuest}`,
    sql`update settlements set debtor_id = ${a} where debtor_id = ${g} and ${isGuest}`,
    sql`update settlements set creditor_id = ${a} where creditor_id = ${g} and ${isGuest}`,
    sql`update event_payers set amount_cents = amount_cents + coalesce((select p.amount_cents from event_payers p
          where p.event_id = event_payers.event_id and p.user_id = ${g}), 0)
        where user_id = ${a} and ${isGuest}`,
    sql`update or ignore event_payers set user_id = ${a} where user_id = ${g} and ${isGuest}`,
    sql`update event_comments set user_id = ${a} where user_id = ${g} and ${isGuest}`,
    sql`update direct_messages set sender_id = ${a} where sender_id = ${g} and ${isGuest}`,
    sql`update direct_messages set receiver_id = ${a} where receiver_id = ${g} and ${isGuest}`,
    sql`update or ignore direct_message_participants set user_id = ${a} where user_id = ${g} and ${isGuest}`,
    sql`update notifications set user_id = ${a} where user_id = ${g} and ${isGuest}`,
    sql`update disputes set requester_id = ${a} where requester_id = ${g} and ${isGuest}`,
    sql`update disputes set owner_id = ${a} where owner_id = ${g} and ${isGuest}`,
    sql`update disputes set resolved_by = ${a} where resolved_by = ${g} and ${isGuest}`,
    sql`update item_history set actor_id = ${a} where actor_id = ${g} and ${isGuest}`,
    sql`update support_tickets set user_id = ${a} where user_id = ${g} and ${isGuest}`,
    // An account without a first name (one a sign-in link just made, decision 054) takes the guest's.
    sql`update profiles set first_name = (select first_name from profiles where id = ${g})
        where id = ${a} and coalesce(first_name, '') = '' and ${isGuest}`,
    // Last: the guest, with what is left of it (its memberships, sessions, profile: ON DELETE CASCADE).
    sql`delete from user where id = ${g} and is_anonymous = 1`,
  ]
}

/** Merges guest account `guestId` into account `accountId`; a second run (or a non-guest) changes nothing. */
export async function mergeGuestAccount(db: Db, guestId: string, accountId: string) {
  if (guestId === accountId) return
  const dialect = new SQLiteAsyncDialect()
  await db.$client.batch(
    mergeStatements(guestId, accountId).map((s) => {
      const query = dialect.sqlToQuery(s)
      return db.$client.prepare(query.sql).bind(...query.params)
    }),
  )
}
