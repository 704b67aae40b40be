import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  addItem,
  createEvent,
  eventWithMembers,
  expectError,
  itemPath,
  must,
  rows,
  send,
  snapOf,
} from './event-fixtures'
import { signedInUser, signedInWithRole } from './helpers'

// Decision 021: deleting a user. Every table of the database is named here with its rule; a table this
// list does not know fails the first test, so a new table cannot arrive without a deletion rule.
const RULES: Record<string, string> = {
  user: 'deleted',
  session: 'deleted (all sessions end first)',
  account: 'deleted',
  verification: 'their reset tokens (value = id) and e-mail tokens go',
  rate_limit: 'keyed by address and path, names nobody',
  profiles: 'deleted',
  events: 'events they host are deleted; others bump their version',
  event_participants: 'they leave every event',
  placeholder_participants: 'guests they added in others’ events become the host’s',
  placeholder_shares: 'go with their guest or event (cascade)',
  guest_tab_links: 'go with their membership (cascade), so with their profile and their events',
  items: 'their items elsewhere: limbo, no owner; their pickups and disputes end; added_by cleared',
  item_shares: 'their shares return to the owner; all shares of their own items go',
  item_history: 'actor_id cleared (set null); the rows go with their events (cascade)',
  disputes: 'every dispute naming them goes',
  event_comments: 'deleted',
  event_qr_codes: 'go with their events',
  settlements: 'every tab with them goes',
  payments: 'every payment they made or received goes (the other side of a ledger with them is void)',
  event_payers: 'their payer rows go with their profile (cascade); that event then asks its host to update who paid',
  notifications: 'deleted',
  pending_invites: 'invited_by cleared',
  friend_requests: 'deleted',
  friendships: 'deleted',
  direct_messages: 'deleted',
  direct_message_participants: 'deleted',
  support_tickets: 'deleted',
  admin_settings: 'names nobody',
  admin_audit_log: 'actor_id cleared (actor_username stays); target_id of entries about them is kept on purpose',
  receipt_analyses: 'go with their events',
  receipt_analysis_items: 'go with their analyses',
  dev_mailbox: 'their mail goes (development only)',
}
// The only column allowed to still hold the id afterwards: the audit trail of what admins did to them.
const KEPT = new Set(['admin_audit_log.target_id'])

async function tables() {
  const list = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  )
  return list.map((t) => t.name).sort()
}

/** Every (table.column, count) where a row still holds `value`. */
async function references(value: string) {
  const found: string[] = []
  for (const table of await tables()) {
    const cols = await rows<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    for (const { name } of cols) {
      const [r] = await rows<{ n: number }>(`SELECT count(*) AS n FROM "${table}" WHERE "${name}" = ?`, value)
      if (r && r.n > 0 && !KEPT.has(`${table}.${name}`)) found.push(`${table}.${name}: ${r.n}`)
    }
  }
  return found
}

const sql = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .run()

describe('deleting a user (decision 021)', () => {
  it('knows a rule for every table in the database', async () => {
    expect(await tables()).toEqual(Object.keys(RULES).sort())
  })

  it('leaves no row that references them, and every event they were in consistent', async () => {
    const admin = await signedInWithRole('super_admin', 'deleter')
    const { host, members, eventId } = await eventWithMembers(2)
    const [victim, m] = [must(members[0]), must(members[1])]
    const assign = (itemId: string, userId: string) =>
      send(host.c, 'POST', itemPath(eventId, itemId, '/assign'), { assignee: { userId } })

    // Their own item, shared with m: becomes unclaimed (limbo), shares gone.
    const { item: theirs } = await addItem(host, eventId, 'Theirs', 1000)
    await snapOf(await assign(theirs.id, victim.id))
    await snapOf(
      await send(victim.c, 'PUT', itemPath(eventId, theirs.id, '/shares'), {
        ownerPercent: '50',
        shares: [{ person: { userId: m.id }, percent: '50' }],
      }),
    )
    // m's item with a 30% share for them: the share returns to m.
    const { item: shared } = await addItem(host, eventId, 'Shared', 2000)
    await snapOf(await assign(shared.id, m.id))
    await snapOf(
      await send(m.c, 'PUT', itemPath(eventId, shared.id, '/shares'), {
        ownerPercent: '70',
        shares: [{ person: { userId: victim.id }, percent: '30' }],
      }),
    )
    // A pickup they asked for on m's item: cancelled, back to owned.
    const { item: wanted } = await addItem(host, eventId, 'Wanted', 500)
    await snapOf(await assign(wanted.id, m.id))
    await snapOf(await send(victim.c, 'POST', itemPath(eventId, wanted.id, '/pickup')))
    // A dispute they raised on m's item: removed, the item back to owned.
    const { item: disputed } = await addItem(host, eventId, 'Disputed', 700)
    await snapOf(await assign(disputed.id, m.id))
    expect((await send(victim.c, 'POST', itemPath(eventId, disputed.id, '/disputes'), {})).status).toBe(201)
    // An item they added (nobody owns it): stays, without their name.
    const { item: added } = await addItem(victim, eventId, 'Added', 300)
    // Their own event, with an item and a receipt photo in R2.
    const own = await createEvent(victim, { title: 'Their party' })
    await addItem(victim, own.event.id, 'Cake', 900)
    await env.FILES.put('receipt-victim-test.jpg', 'jpeg bytes')
    await sql('UPDATE events SET receipt_key = ? WHERE id = ?', 'receipt-victim-test.jpg', own.event.id)
    // Rows no route writes yet (friends, messages) and a few more, straight into D1.
    const other = await signedInUser('friend')
    const now = Date.now()
    await sql('INSERT INTO friendships (user_id, friend_id, created_at) VALUES (?, ?, ?)', victim.id, other.id, now)
    // One row per pair (migration 0006): a second friend, with the victim in the other column.
    const third = await signedInUser('friend2')
    await sql('INSERT INTO friendships (user_id, friend_id, created_at) VALUES (?, ?, ?)', third.id, victim.id, now)
    await sql(
      "INSERT INTO friend_requests (id, sender_id, receiver_id, status, created_at) VALUES ('fr1', ?, ?, 'pending', ?)",
      other.id,
      victim.id,
      now,
    )
    await sql(
      "INSERT INTO direct_messages (id, sender_id, receiver_id, content, read, created_at) VALUES ('dm1', ?, ?, 'hi', 0, ?)",
      victim.id,
      other.id,
      now,
    )
    await sql(
      'INSERT INTO direct_message_participants (user_id, event_id, can_message_until) VALUES (?, ?, ?)',
      victim.id,
      eventId,
      now + 1e6,
    )
    await sql(
      "INSERT INTO event_comments (id, event_id, user_id, content, mentions, created_at) VALUES ('c1', ?, ?, 'yo', '[]', ?)",
      eventId,
      victim.id,
      now,
    )
    await sql(
      "INSERT INTO notifications (id, user_id, event_id, type, title, message, read, hidden, created_at) VALUES ('n1', ?, ?, 't', 't', 'm', 0, 0, ?)",
      victim.id,
      eventId,
      now,
    )
    await sql(
      "INSERT INTO settlements (id, event_id, debtor_id, creditor_id, amount_cents, status, calculated_at, created_at, updated_at) VALUES ('s1', ?, ?, ?, 100, 'pending', ?, ?, ?)",
      eventId,
      victim.id,
      host.id,
      now,
      now,
      now,
    )
    await sql(
      "INSERT INTO payments (id, event_id, from_id, to_id, amount_cents, status, created_at, updated_at) VALUES ('pay1', ?, ?, ?, 100, 'confirmed', ?, ?)",
      eventId,
      victim.id,
      host.id,
      now,
      now,
    )
    await sql(
      "INSERT INTO placeholder_participants (id, event_id, name, created_by, created_at) VALUES ('p1', ?, 'Guest', ?, ?)",
      eventId,
      victim.id,
      now,
    )
    await sql(
      "INSERT INTO pending_invites (id, event_id, email, first_name, invited_by, status, expires_at, created_at) VALUES ('i1', ?, 'x@example.com', 'X', ?, 'pending', ?, ?)",
      eventId,
      victim.id,
      now + 1e6,
      now,
    )
    await sql(
      "INSERT INTO admin_audit_log (id, actor_id, actor_username, action, target_type, created_at) VALUES ('a1', ?, 'them', 'x', 'user', ?)",
      victim.id,
      now,
    )
    await sql(
      "INSERT INTO verification (id, identifier, value, expires_at, created_at, updated_at) VALUES ('v1', 'reset-password:tok', ?, ?, ?, ?)",
      victim.id,
      now + 1e6,
      now,
      now,
    )
    expect(
      (await send(victim.c, 'POST', '/api/support-tickets', { subject: 'Help', description: 'Please' })).status,
    ).toBe(201)

    expect(await references(victim.id)).not.toEqual([]) // the check sees them before...
    const res = await send(admin.c, 'DELETE', `/api/admin/users/${victim.id}`)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await references(victim.id)).toEqual([]) // ...and nowhere after

    const item = async (id: string) =>
      must(
        (
          await rows<{ status: string; owner_id: string | null; requester_id: string | null; added_by: string | null }>(
            'SELECT * FROM items WHERE id = ?',
            id,
          )
        )[0],
      )
    expect(await item(theirs.id)).toMatchObject({ status: 'limbo', owner_id: null, requester_id: null })
    expect(await rows('SELECT * FROM item_shares WHERE item_id = ?', theirs.id)).toEqual([])
    expect(await item(shared.id)).toMatchObject({ status: 'assigned', owner_id: m.id })
    expect(await rows('SELECT * FROM item_shares WHERE item_id = ?', shared.id)).toEqual([]) // m holds 100%
    expect(await item(wanted.id)).toMatchObject({ status: 'owned', owner_id: m.id, requester_id: null })
    expect(await item(disputed.id)).toMatchObject({ status: 'owned', owner_id: m.id, requester_id: null })
    expect(await rows('SELECT * FROM disputes WHERE item_id = ?', disputed.id)).toEqual([])
    expect(await item(added.id)).toMatchObject({ status: 'limbo', added_by: null })
    expect(await rows('SELECT id FROM events WHERE id = ?', own.event.id)).toEqual([])
    expect(await rows('SELECT id FROM items WHERE event_id = ?', own.event.id)).toEqual([])
    expect(await env.FILES.get('receipt-victim-test.jpg')).toBeNull()
    expect(await rows('SELECT created_by FROM placeholder_participants WHERE id = ?', 'p1')).toEqual([
      { created_by: host.id },
    ])
    // The event still works for everyone else: the snapshot loads and the items can be taken again.
    const snap = await snapOf(await send(m.c, 'GET', `/api/events/${eventId}`))
    expect(snap.items.find((i) => i.id === wanted.id)?.status).toBe('owned')
    await snapOf(await send(m.c, 'POST', itemPath(eventId, theirs.id, '/pickup')))
    // The audit log says who deleted whom.
    const [entry] = await rows<{ actor_username: string; target_label: string }>(
      "SELECT actor_username, target_label FROM admin_audit_log WHERE action = 'user.delete' AND target_id = ?",
      victim.id,
    )
    expect(entry).toEqual({ actor_username: admin.user.username, target_label: victim.user.username })
    // Signed out everywhere; their account is gone.
    expect((await victim.c.fetch('/api/me')).status).toBe(401)
    await expectError(await send(admin.c, 'DELETE', `/api/admin/users/${victim.id}`), 404, 'User not found')
    // Six accounts signed up and a row in every table: more work than any other test here, so more time.
  }, 90_000)

  it('a user with hundreds of rows is deleted in one go (no statement carries a list of ids)', async () => {
    const admin = await signedInWithRole('super_admin', 'bulkdel')
    const { host, eventId } = await eventWithMembers(0)
    const values = Array.from(
      { length: 150 },
      (_, i) => `('bulk${i}', '${eventId}', 'Item ${i}', 100, 'assigned', '${host.id}', '${host.id}', 0, 0)`,
    )
    await sql(
      `INSERT INTO items (id, event_id, name, price_cents, status, added_by, owner_id, created_at, updated_at) VALUES ${values.join(',')}`,
    )
    const stranger = await signedInUser('strangerhost')
    const evt = await createEvent(stranger, { title: 'Elsewhere' })
    await send(host.c, 'POST', '/api/join', { code: evt.event.joinCode })
    const res = await send(admin.c, 'DELETE', `/api/admin/users/${host.id}`)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await references(host.id)).toEqual([])
    expect(await rows('SELECT id FROM items WHERE event_id = ?', eventId)).toEqual([])
  })
})
