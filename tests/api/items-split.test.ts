import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
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
  placeholderKey,
  rows,
  send,
  shareRows,
  snapOf,
  UNASSIGNED,
  type User,
  userKey,
} from './event-fixtures'
import { signedInUser } from './helpers'

type Person = { userId: string } | { placeholderId: string }
const share = (person: Person, percent: string | number) => ({ person, percent })

/** A host, two members, and an item the host assigned to member `a`. */
async function ownedItem(priceCents = 3000) {
  const { host, members, eventId } = await eventWithMembers(2)
  const [a, b] = [must(members[0]), must(members[1])]
  const { item } = await addItem(host, eventId, 'Platter', priceCents)
  await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: a.id } }))
  const split = (user: User, body: unknown) => send(user.c, 'PUT', itemPath(eventId, item.id, '/shares'), body)
  return { host, a, b, eventId, item, split }
}

const partySub = (snap: EventSnapshot, key: string) => billOf(snap).parties.find((p) => p.key === key)?.subtotalCents

describe('PUT /api/events/:id/items/:itemId/shares', () => {
  it('the owner shares part of the item; the unshared remainder stays with the owner', async () => {
    const { host, a, b, item, split } = await ownedItem(3000)
    const snap = await snapOf(
      await split(a, { ownerPercent: '60', shares: [share({ userId: b.id }, '25'), share({ userId: host.id }, 15)] }),
    )
    expect(
      itemIn(snap, item.id)
        .shares.map((s) => [s.targetUserId, s.shareMilliPct])
        .sort(),
    ).toEqual(
      [
        [b.id, 25_000],
        [host.id, 15_000],
      ].sort(),
    )
    expect(await shareRows(item.id)).toEqual([
      { target_user_id: host.id, placeholder_id: null, share_milli_pct: 15_000 },
      { target_user_id: b.id, placeholder_id: null, share_milli_pct: 25_000 },
    ])
    expect(partySub(snap, userKey(a.id))).toBe(1800)
    expect(partySub(snap, userKey(b.id))).toBe(750)
    expect(partySub(snap, userKey(host.id))).toBe(450)
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'assigned', ownerId: a.id })
  })

  it('saves 33.333 / 33.333 / 33.334 exactly, and refuses 33.33 x 3 (99.99%) without touching the split', async () => {
    const { host, a, b, item, split } = await ownedItem(1000)
    const body = {
      ownerPercent: '33.334',
      shares: [share({ userId: b.id }, '33.333'), share({ userId: host.id }, 33.333)],
    }
    const snap = await snapOf(await split(a, body))
    expect(itemIn(snap, item.id).shares.map((s) => s.shareMilliPct)).toEqual([33_333, 33_333])
    const subs = [a, b, host].map((u) => partySub(snap, userKey(u.id)) ?? 0)
    expect(subs.reduce((x, y) => x + y, 0)).toBe(1000)
    expect(partySub(snap, userKey(a.id))).toBe(334) // 33.334% of $10.00
    // Read back through the event page: the same thousandths, not rounded to hundredths.
    expect(itemIn(await snapOf(await a.c.fetch(`/api/events/${snap.event.id}`)), item.id).shares).toEqual([
      expect.objectContaining({ targetUserId: b.id, shareMilliPct: 33_333 }),
      expect.objectContaining({ targetUserId: host.id, shareMilliPct: 33_333 }),
    ])

    const hundredths = {
      ownerPercent: '33.33',
      shares: [share({ userId: b.id }, '33.33'), share({ userId: host.id }, '33.33')],
    }
    await expectError(await split(a, hundredths), 400, 'Percentages must total 100%')
    const fourth = {
      ownerPercent: '33.3334',
      shares: [share({ userId: b.id }, '33.333'), share({ userId: host.id }, '33.3333')],
    }
    await expectError(await split(a, fourth), 400, 'Shares can have at most 3 decimals, like 33.333')
    expect((await shareRows(item.id)).map((r) => r.share_milli_pct)).toEqual([33_333, 33_333])
  })

  it('an item nobody owns, split equally among three, is theirs in full: nothing stays Unassigned', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [a, b] = [must(members[0]), must(members[1])]
    const { item } = await addItem(host, eventId, 'Nachos', 1001)
    // What Split Equally sends for an ownerless item: Unassigned 0, the people 33.334/33.333/33.333.
    const body = {
      ownerPercent: '0',
      shares: [
        share({ userId: host.id }, '33.334'),
        share({ userId: a.id }, '33.333'),
        share({ userId: b.id }, '33.333'),
      ],
    }
    const snap = await snapOf(await send(host.c, 'PUT', itemPath(eventId, item.id, '/shares'), body))
    const bill = billOf(snap)
    expect(bill.parties.map((p) => p.key)).not.toContain(UNASSIGNED)
    expect(bill.parties.reduce((s, p) => s + p.subtotalCents, 0)).toBe(1001)
    expect(itemIn(snap, item.id).shares.reduce((s, x) => s + x.shareMilliPct, 0)).toBe(100_000)

    // Typed by hand as 33.33 x 3: 99.99% is not all of it, so it is refused rather than rounded onto someone.
    const typed = {
      ownerPercent: '0',
      shares: [share({ userId: host.id }, '33.33'), share({ userId: a.id }, '33.33'), share({ userId: b.id }, '33.33')],
    }
    const refused = await send(host.c, 'PUT', itemPath(eventId, item.id, '/shares'), typed)
    await expectError(refused, 400, 'Percentages must total 100%')
    expect((await shareRows(item.id)).reduce((s, r) => s + Number(r.share_milli_pct), 0)).toBe(100_000)
  })

  it('replaces earlier shares on a new split, and lets the host split any item', async () => {
    const { host, a, b, item, split } = await ownedItem()
    await snapOf(await split(a, { ownerPercent: 50, shares: [share({ userId: b.id }, 50)] }))
    const snap = await snapOf(await split(host, { ownerPercent: 90, shares: [share({ userId: host.id }, 10)] }))
    expect(itemIn(snap, item.id).shares).toEqual([
      expect.objectContaining({ targetUserId: host.id, shareMilliPct: 10_000 }),
    ])
    expect(await shareRows(item.id)).toHaveLength(1)
  })

  it.each([
    [{ ownerPercent: '100', shares: [] }, 'Please add at least one participant'],
    [{ ownerPercent: '50', shares: [{ b: 'abc' }] }, 'All shares must have valid percentages'],
    [{ ownerPercent: '0', shares: [{ b: '100.001' }] }, 'All shares must have valid percentages'],
    [{ ownerPercent: '-10', shares: [{ b: '110' }] }, 'All shares must have valid percentages'],
    [{ ownerPercent: '50', shares: [{ b: '12.3456' }] }, 'Shares can have at most 3 decimals, like 33.333'],
    [{ ownerPercent: '50', shares: [{ b: 49.9999 }] }, 'Shares can have at most 3 decimals, like 33.333'],
    [{ ownerPercent: '50', shares: [{ b: '40' }] }, 'Percentages must total 100%'],
    [{ ownerPercent: '50', shares: [{ b: '49.999' }] }, 'Percentages must total 100%'],
    [{ ownerPercent: '60', shares: [{ b: '50' }] }, 'Percentages must total 100%'],
  ])('refuses %j with 400 and keeps the earlier shares', async (input, message) => {
    const { a, b, item, split } = await ownedItem()
    await snapOf(await split(a, { ownerPercent: 70, shares: [share({ userId: b.id }, 30)] }))
    const shares = input.shares.map((s) => share({ userId: b.id }, s.b))
    await expectError(await split(a, { ownerPercent: input.ownerPercent, shares }), 400, message)
    expect(await shareRows(item.id)).toEqual([{ target_user_id: b.id, placeholder_id: null, share_milli_pct: 30_000 }])
  })

  it('refuses people outside the event (404), other participants (403) and strangers (404)', async () => {
    const { a, b, item, split } = await ownedItem()
    const outsider = await signedInUser('outsider')
    await expectError(await split(a, { ownerPercent: 50, shares: [share({ userId: outsider.id }, 50)] }), 404)
    await expectError(await split(a, { ownerPercent: 50, shares: [share({ placeholderId: 'nope' }, 50)] }), 404)
    const message = 'Only the host or the owner can split this item'
    await expectError(await split(b, { ownerPercent: 50, shares: [share({ userId: b.id }, 50)] }), 403, message)
    await expectError(await split(outsider, { ownerPercent: 50, shares: [share({ userId: a.id }, 50)] }), 404)
    expect(await shareRows(item.id)).toEqual([])
  })

  it('is refused on a closed event (409) and allowed again after reopening', async () => {
    const { host, a, b, eventId, item, split } = await ownedItem()
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    const body = { ownerPercent: 50, shares: [share({ userId: b.id }, 50)] }
    await expectError(await split(a, body), 409, undefined, 'event_closed')
    expect(await shareRows(item.id)).toEqual([])
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    await snapOf(await split(a, body))
    expect(await shareRows(item.id)).toHaveLength(1)
  })

  it('drops the shares when ownership changes (release, approve)', async () => {
    const { host, a, b, eventId, item, split } = await ownedItem()
    await snapOf(await split(a, { ownerPercent: 50, shares: [share({ userId: b.id }, 50)] }))
    await snapOf(await send(a.c, 'POST', itemPath(eventId, item.id, '/release')))
    expect(await shareRows(item.id)).toEqual([])
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: a.id } }))
    await snapOf(await split(a, { ownerPercent: 50, shares: [share({ userId: host.id }, 50)] }))
    await snapOf(await send(b.c, 'POST', itemPath(eventId, item.id, '/pickup')))
    await snapOf(await send(a.c, 'POST', itemPath(eventId, item.id, '/pickup/approve')))
    expect(await shareRows(item.id)).toEqual([])
  })
})

const notes = (userId: string) =>
  rows<{ type: string; title: string; message: string }>(
    "SELECT type, title, message FROM notifications WHERE user_id = ? AND type = 'item_changed' ORDER BY created_at, rowid",
    userId,
  )

describe('being put on a split', () => {
  it('tells each person placed on it, moved or taken off, with the share and the cents; not the one who split it', async () => {
    const { host, a, b, split } = await ownedItem(123_444)
    const name = (u: User) => u.user.username
    await snapOf(
      await split(a, {
        ownerPercent: '33.334',
        shares: [share({ userId: b.id }, '33.333'), share({ userId: host.id }, '33.333')],
      }),
    )
    expect(await notes(a.id)).toEqual([])
    const bNotes = await notes(b.id)
    expect(bNotes).toHaveLength(1)
    expect(bNotes[0]).toMatchObject({ type: 'item_changed', title: 'Added to a Split' })
    expect(bNotes[0]?.message).toMatch(
      new RegExp(`^${name(a)} put you on 33\\.333% \\(\\$411\\.4[78]\\) of "Platter" in `),
    )

    // Saving the same split again moves nobody: no new notification.
    await snapOf(
      await split(a, {
        ownerPercent: '33.334',
        shares: [share({ userId: b.id }, '33.333'), share({ userId: host.id }, '33.333')],
      }),
    )
    expect(await notes(b.id)).toHaveLength(1)

    // b's share changes, the host is taken off.
    await snapOf(await split(a, { ownerPercent: '50', shares: [share({ userId: b.id }, '50')] }))
    const [, changed] = await notes(b.id)
    expect(changed?.title).toBe('Split Changed')
    expect(changed?.message).toMatch(/: 33\.333% \(\$411\.4[78]\) -> 50% \(\$617\.22\)$/)
    const hostNotes = await notes(host.id)
    expect(hostNotes.map((n) => n.title)).toEqual(['Added to a Split', 'Split Changed'])
    expect(hostNotes[1]?.message).toMatch(/took you off "Platter" in .* \(was 33\.333% \(\$411\.4[78]\)\)$/)
  })

  it('a refused split tells nobody', async () => {
    const { host, a, b, split } = await ownedItem(1000)
    const refused = {
      ownerPercent: '33.33',
      shares: [share({ userId: b.id }, '33.33'), share({ userId: host.id }, '33.33')],
    }
    await expectError(await split(a, refused), 400)
    expect(await notes(b.id)).toEqual([])
    expect(await notes(host.id)).toEqual([])
  })
})

describe('POST /api/events/:id/items/quick-assign', () => {
  it('assigns each item to the first person and shares it equally with the rest', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [a, b] = [must(members[0]), must(members[1])]
    const guest = must(
      (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gil' }), 201))
        .placeholders[0],
    )
    const { item: x } = await addItem(host, eventId, 'Ribs', 3000)
    const { item: y } = await addItem(a, eventId, 'Corn', 600)
    const body = { itemIds: [x.id, y.id], assignees: [{ userId: a.id }, { userId: b.id }, { placeholderId: guest.id }] }
    const snap = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/items/quick-assign`, body))
    for (const id of [x.id, y.id]) {
      expect(itemIn(snap, id)).toMatchObject({ status: 'assigned', ownerId: a.id })
      expect(await shareRows(id)).toEqual([
        { target_user_id: null, placeholder_id: guest.id, share_milli_pct: 33_333 },
        { target_user_id: b.id, placeholder_id: null, share_milli_pct: 33_333 },
      ])
    }
    expect(partySub(snap, userKey(a.id))).toBe(1000 + 200) // 33.334% of 3000 and of 600
    expect(partySub(snap, placeholderKey(guest.id))).toBe(1000 + 200)
  })

  it('is host only and validates its input, writing nothing when refused', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const a = must(members[0])
    const { item } = await addItem(host, eventId, 'Pie', 900)
    const other = await eventWithMembers(0)
    const { item: foreign } = await addItem(other.host, other.eventId, 'Foreign', 100)
    const path = `/api/events/${eventId}/items/quick-assign`
    const who = [{ userId: a.id }]
    await expectError(await send(a.c, 'POST', path, { itemIds: [item.id], assignees: who }), 403)
    await expectError(
      await send(host.c, 'POST', path, { itemIds: [], assignees: who }),
      400,
      'Select at least one item',
    )
    await expectError(
      await send(host.c, 'POST', path, { itemIds: [item.id], assignees: [] }),
      400,
      'Select at least one person',
    )
    await expectError(
      await send(host.c, 'POST', path, { itemIds: [item.id, foreign.id], assignees: who }),
      404,
      'Item not found',
    )
    await expectError(
      await send(host.c, 'POST', path, { itemIds: [item.id], assignees: [{ userId: other.host.id }] }),
      404,
    )
    expect(itemIn(await snapOf(await host.c.fetch(`/api/events/${eventId}`)), item.id)).toMatchObject({
      status: 'limbo',
      ownerId: null,
    })
    expect(await shareRows(item.id)).toEqual([])
  })
})

describe('money: stored totals and the per-person bill agree to the cent', () => {
  it('8.88% tax, 20% tip, four items: one split three ways, one a guest’s, one unowned', async () => {
    const { host, members, eventId } = await eventWithMembers(2, { taxMilliPct: 8880, tipMilliPct: 20_000 })
    const [a, b] = [must(members[0]), must(members[1])]
    const guest = must(
      (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gus' }), 201))
        .placeholders[0],
    )
    const { item: burger } = await addItem(a, eventId, 'Burger', 1599)
    const { item: pizza } = await addItem(host, eventId, 'Pizza', 2450)
    const { item: wine } = await addItem(host, eventId, 'Wine', 3300)
    await addItem(b, eventId, 'Bread', 475)
    const assign = (itemId: string, assignee: Person) =>
      send(host.c, 'POST', itemPath(eventId, itemId, '/assign'), { assignee })
    await snapOf(await assign(burger.id, { userId: a.id }))
    await snapOf(await assign(pizza.id, { userId: host.id }))
    await snapOf(await assign(wine.id, { placeholderId: guest.id }))
    const body = { ownerPercent: '33.34', shares: [share({ userId: a.id }, '33.33'), share({ userId: b.id }, '33.33')] }
    const snap = await snapOf(await send(host.c, 'PUT', itemPath(eventId, pizza.id, '/shares'), body))

    // 7824 x 8.88% = 694.77 -> 695; 7824 x 20% = 1564.8 -> 1565.
    expect(snap.event).toMatchObject({ subtotalCents: 7824, taxCents: 695, tipCents: 1565, totalCents: 10084 })
    const bill = billOf(snap)
    expect(bill).toMatchObject({ subtotalCents: 7824, taxCents: 695, tipCents: 1565, totalCents: 10084 })
    expect(await eventRow(eventId)).toMatchObject({
      subtotal_cents: 7824,
      tax_cents: 695,
      tip_cents: 1565,
      total_cents: 10084,
    })
    const keys = [userKey(host.id), userKey(a.id), userKey(b.id), placeholderKey(guest.id), UNASSIGNED]
    expect(bill.parties.map((p) => p.key).sort()).toEqual([...keys].sort())
    const sum = (f: (p: (typeof bill.parties)[number]) => number) => bill.parties.reduce((s, p) => s + f(p), 0)
    expect(sum((p) => p.subtotalCents)).toBe(7824)
    expect(sum((p) => p.taxCents)).toBe(695)
    expect(sum((p) => p.tipCents)).toBe(1565)
    expect(sum((p) => p.totalCents)).toBe(snap.event.totalCents)
    expect(partySub(snap, placeholderKey(guest.id))).toBe(3300)
    expect(partySub(snap, UNASSIGNED)).toBe(475)
    // Pizza 2450 in thirds: 816.83 / 816.585 / 816.585 -> the owner 817, the others 816 or 817, summing to 2450.
    const pizzaLines = bill.parties.flatMap((p) =>
      p.lines.filter((l) => l.itemId === pizza.id).map((l) => l.amountCents),
    )
    expect(pizzaLines.reduce((s, x) => s + x, 0)).toBe(2450)
    for (const cents of pizzaLines) expect([816, 817]).toContain(cents)
    expect(partySub(snap, userKey(host.id))).toBe(817)
    // Each party's tax is within a cent of its own subtotal x 8.88%.
    for (const p of bill.parties) expect(Math.abs(p.taxCents - (p.subtotalCents * 888) / 10000)).toBeLessThan(1)
  })
})

describe('migration 0012_exact_shares', () => {
  it('renames the share column and multiplies stored basis points by 10, so every item keeps its split', async () => {
    const migration = must(env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0012_exact_shares')))
    // The same statements, run on a scratch copy of the old column.
    await env.DB.exec('CREATE TABLE `item_shares_0012_probe` (`id` text, `share_bp` integer NOT NULL)')
    await env.DB.prepare('INSERT INTO `item_shares_0012_probe` VALUES (?, ?), (?, ?), (?, ?), (?, ?)')
      .bind('a', 3333, 'b', 10_000, 'c', 1, 'd', 2500)
      .run()
    for (const query of migration.queries)
      await env.DB.prepare(query.replaceAll('`item_shares`', '`item_shares_0012_probe`')).run()
    expect(await rows('SELECT id, share_milli_pct FROM `item_shares_0012_probe` ORDER BY id')).toEqual([
      { id: 'a', share_milli_pct: 33_330 },
      { id: 'b', share_milli_pct: 100_000 },
      { id: 'c', share_milli_pct: 10 },
      { id: 'd', share_milli_pct: 25_000 },
    ])
    await env.DB.exec('DROP TABLE `item_shares_0012_probe`')
  })
})
