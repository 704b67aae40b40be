import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import MIGRATION from '../../migrations/0018_split_modes_and_typed_amounts.sql?raw'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import {
  addItem,
  billOf,
  eventRow,
  eventWithMembers,
  expectError,
  itemIn,
  itemPath,
  must,
  rows,
  send,
  snapOf,
  type User,
  userKey,
} from './event-fixtures'

// Issue 38 items 1-4 through the API (decision 046): a split kept as chosen, discounts, typed amounts.

const subOf = (snap: EventSnapshot, key: string) => billOf(snap).parties.find((p) => p.key === key)?.subtotalCents

async function table(priceCents: number) {
  const { host, members, eventId } = await eventWithMembers(2)
  const [a, b] = [must(members[0]), must(members[1])]
  const { item } = await addItem(host, eventId, 'Platter', priceCents)
  const split = (user: User, body: unknown) => send(user.c, 'PUT', itemPath(eventId, item.id, '/shares'), body)
  return { host, a, b, eventId, item, split }
}

describe('Split Item kept as chosen', () => {
  it('Split Equally of a $3,000.00 platter three ways is $1,000.00 each, stored as an equal split', async () => {
    const { host, a, b, item, split, eventId } = await table(300_000)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: host.id } }))
    const snap = await snapOf(
      await split(host, { mode: 'equal', shares: [{ person: { userId: a.id } }, { person: { userId: b.id } }] }),
    )
    for (const who of [host, a, b]) expect(subOf(snap, userKey(who.id))).toBe(100_000)
    const stored = itemIn(snap, item.id)
    expect(stored.splitMode).toBe('equal')
    expect(stored.ownerWeight).toBe(1)
    expect(stored.shares.map((s) => s.weight)).toEqual([1, 1])
    // A GET reads the same split back (the lean wire carries the mode).
    const again = await snapOf(await send(host.c, 'GET', `/api/events/${eventId}`))
    expect(itemIn(again, item.id).splitMode).toBe('equal')
    expect(subOf(again, userKey(a.id))).toBe(100_000)
  })

  it('2 : 1 of $10.00 is $6.67 / $3.33, and amounts are charged as typed', async () => {
    const { host, a, item, split, eventId } = await table(1000)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: host.id } }))
    let snap = await snapOf(
      await split(host, { mode: 'shares', ownerShares: '2', shares: [{ person: { userId: a.id }, shares: '1' }] }),
    )
    expect([subOf(snap, userKey(host.id)), subOf(snap, userKey(a.id))]).toEqual([667, 333])
    expect(itemIn(snap, item.id).ownerWeight).toBe(2000)
    snap = await snapOf(
      await split(host, { mode: 'amounts', shares: [{ person: { userId: a.id }, amountCents: 250 }] }),
    )
    expect([subOf(snap, userKey(host.id)), subOf(snap, userKey(a.id))]).toEqual([750, 250])
  })

  it('refuses amounts that do not add up, and changes nothing', async () => {
    const { host, a, b, item, split } = await table(1000)
    const before = await rows('SELECT * FROM item_shares WHERE item_id = ?', item.id)
    await expectError(
      await split(host, {
        mode: 'amounts',
        shares: [
          { person: { userId: a.id }, amountCents: 600 },
          { person: { userId: b.id }, amountCents: 300 },
        ],
      }),
      400,
      'Amounts must add up to the price',
    )
    await expectError(
      await split(host, { mode: 'shares', shares: [{ person: { userId: a.id }, shares: 'two' }] }),
      400,
      'Shares must be whole or decimal numbers, like 2 or 1.5',
    )
    expect(await rows('SELECT * FROM item_shares WHERE item_id = ?', item.id)).toEqual(before)
    const stored = await rows<{ split_mode: string }>('SELECT split_mode FROM items WHERE id = ?', item.id)
    expect(stored[0]?.split_mode).toBe('percent')
  })

  it('a claim change takes the split away whole: the next owner holds all of it', async () => {
    const { host, a, b, item, split, eventId } = await table(900)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: a.id } }))
    await snapOf(await split(a, { mode: 'equal', shares: [{ person: { userId: b.id } }] }))
    const snap = await snapOf(
      await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: b.id } }),
    )
    expect(itemIn(snap, item.id).splitMode).toBe('percent')
    expect(subOf(snap, userKey(b.id))).toBe(900)
  })
})

describe('discount lines', () => {
  it('-10.00 Discount on $100.00 leaves $90.00, shared like any item', async () => {
    const { host, a, eventId } = await eventWithMembers(1).then((t) => ({ ...t, a: must(t.members[0]) }))
    await addItem(host, eventId, 'Set menu', 10_000)
    const { snap, item: discount } = await addItem(host, eventId, 'Discount', -1000)
    expect(snap.event.subtotalCents).toBe(9000)
    const shared = await snapOf(
      await send(host.c, 'PUT', itemPath(eventId, discount.id, '/shares'), {
        mode: 'equal',
        shares: [{ person: { userId: host.id } }, { person: { userId: a.id } }],
      }),
    )
    expect(subOf(shared, userKey(a.id))).toBe(-500)
    expect(shared.event.subtotalCents).toBe(9000)
  })

  it('refuses a discount beyond the price cap', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const res = await send(host.c, 'POST', `/api/events/${eventId}/items`, { name: 'Comp', priceCents: -10_000_001 })
    expect(res.status).toBe(400)
  })
})

describe('tax and tip typed as amounts', () => {
  it('$218.77 tax and $412.37 tip on a $2,500.00 subtotal are charged exactly, and stay so as items change', async () => {
    const { host, eventId } = await eventWithMembers(0)
    for (const price of [100_000, 100_000, 50_000]) await addItem(host, eventId, 'Course', price)
    let snap = await snapOf(
      await send(host.c, 'PATCH', `/api/events/${eventId}`, { taxAmountCents: 21_877, tipAmountCents: 41_237 }),
    )
    expect([snap.event.taxCents, snap.event.tipCents]).toEqual([21_877, 41_237])
    expect(billOf(snap).taxCents).toBe(21_877)
    expect(snap.event.taxMode).toBe('amount')
    await addItem(host, eventId, 'Dessert', 1234)
    const row = must(await eventRow(eventId))
    expect([row.tax_cents, row.tip_cents]).toEqual([21_877, 41_237])
    // Back to a percent: charged as a rate again.
    snap = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { taxMilliPct: 10_000 }))
    expect(snap.event.taxCents).toBe(25_123)
    expect(snap.event.taxAmountCents).toBeNull()
  })

  it('migration 0018 keeps what an amount-mode event charged', async () => {
    const { host, eventId } = await eventWithMembers(0)
    await addItem(host, eventId, 'Course', 250_000)
    // An event saved before the migration: the rate only, in amount mode.
    await env.DB.prepare(
      "UPDATE events SET tax_mode = 'amount', tax_milli_pct = 8751, tax_cents = 21878, tax_amount_cents = NULL WHERE id = ?",
    )
      .bind(eventId)
      .run()
    // The migration's own data statements, run again on that row; then a change of subtotal keeps the charge.
    for (const statement of MIGRATION.split('--> statement-breakpoint').filter((q) => q.includes('UPDATE')))
      await env.DB.prepare(statement.replace(/^--.*$/gm, '')).run()
    expect(must(await eventRow(eventId)).tax_amount_cents).toBe(21_878)
    await addItem(host, eventId, 'Water', 1000)
    const row = must(await eventRow(eventId))
    expect(row.tax_cents).toBe(21_878)
  })
})
