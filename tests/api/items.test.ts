import { describe, expect, it } from 'vitest'
import * as ITEMS from '../../src/messages/items-more'
import {
  addItem,
  countItems,
  eventRow,
  eventWithMembers,
  expectError,
  itemPath,
  itemRow,
  must,
  rows,
  send,
  snapOf,
  type User,
} from './event-fixtures'
import { client, signedInUser } from './helpers'

const itemsPath = (eventId: string) => `/api/events/${eventId}/items`

describe('POST /api/events/:id/items', () => {
  it('adds an unowned limbo item and recomputes the stored totals in the same write', async () => {
    const {
      host,
      members,
      eventId,
      snap: created,
    } = await eventWithMembers(1, { taxMilliPct: 8880, tipMilliPct: 20_000 })
    const member = must(members[0])
    const { snap, item } = await addItem(member, eventId, 'Nachos', 1299)
    expect(item).toMatchObject({
      name: 'Nachos',
      priceCents: 1299,
      status: 'limbo',
      addedBy: member.id,
      ownerId: null,
      placeholderOwnerId: null,
      requesterId: null,
      shares: [],
    })
    // 1299 x 8.88% = 115.35 -> 115; 1299 x 20% = 259.8 -> 260.
    expect(snap.event).toMatchObject({ subtotalCents: 1299, taxCents: 115, tipCents: 260, totalCents: 1674 })
    expect(snap.event.version).toBeGreaterThan(created.event.version)
    expect(await eventRow(eventId)).toMatchObject({ subtotal_cents: 1299, tax_cents: 115, total_cents: 1674 })
    expect(await itemRow(item.id)).toMatchObject({ status: 'limbo', owner_id: null, price_cents: 1299 })
    const second = await addItem(host, eventId, 'Free water', 0)
    expect(second.snap.event.subtotalCents).toBe(1299)
  })

  it.each([
    [{ name: '   ', priceCents: 100 }, 'Enter valid name and price'],
    [{ name: 'Soup', priceCents: -1.5 }, 'Enter valid name and price'],
    [{ name: 'Soup', priceCents: 12.5 }, 'Enter valid name and price'],
    [{ name: 'Soup', priceCents: '12' }, 'Enter valid name and price'],
    [{ name: 'Soup' }, 'Enter valid name and price'],
    [{ name: 'Soup', priceCents: 1e21 }, undefined],
    [{ name: 'Soup', priceCents: 10_000_001 }, 'Price must be at most $100,000.00'],
    [{ name: 'x'.repeat(121), priceCents: 100 }, 'Item name must be at most 120 characters'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const { host, eventId } = await eventWithMembers(0)
    await expectError(await send(host.c, 'POST', itemsPath(eventId), body), 400, message, 'invalid_input')
    expect(await countItems(eventId)).toBe(0)
    expect(await eventRow(eventId)).toMatchObject({ subtotal_cents: 0, version: 1 })
  })

  it('answers 404 to non-members and 401 when signed out, writing nothing', async () => {
    const { eventId } = await eventWithMembers(0)
    const stranger = await signedInUser('stranger')
    const body = { name: 'Soup', priceCents: 500 }
    await expectError(await send(stranger.c, 'POST', itemsPath(eventId), body), 404, 'Event not found')
    await expectError(await send(client(), 'POST', itemsPath(eventId), body), 401, 'Not authenticated')
    expect(await countItems(eventId)).toBe(0)
  })
})

describe('PATCH /api/events/:id/items/:itemId', () => {
  it('lets whoever added it, and the host, edit name and price; totals follow', async () => {
    const { host, members, eventId } = await eventWithMembers(1, { tipMilliPct: 10_000 })
    const adder = must(members[0])
    const { item } = await addItem(adder, eventId, 'Salad', 800)
    const path = itemPath(eventId, item.id)
    const edited = await snapOf(await send(adder.c, 'PATCH', path, { name: ' Big salad ', priceCents: 1100 }))
    expect(edited.items[0]).toMatchObject({ name: 'Big salad', priceCents: 1100 })
    expect(edited.event).toMatchObject({ subtotalCents: 1100, tipCents: 110, totalCents: 1210 })
    const byHost = await snapOf(await send(host.c, 'PATCH', path, { name: 'Salad', priceCents: 900 }))
    expect(byHost.event.totalCents).toBe(990)
    expect(await itemRow(item.id)).toMatchObject({ name: 'Salad', price_cents: 900 })
  })

  it('refuses other participants (403) and bad input (400) without changing the item', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const { item } = await addItem(host, eventId, 'Steak', 3000)
    const path = itemPath(eventId, item.id)
    const other = must(members[0])
    await expectError(await send(other.c, 'PATCH', path, { name: 'Mine', priceCents: 1 }), 403)
    await expectError(await send(host.c, 'PATCH', path, { name: ' ', priceCents: 1 }), 400)
    await expectError(
      await send(host.c, 'PATCH', path, { name: 'A', priceCents: -3.5 }),
      400,
      'Enter valid name & price',
    )
    await expectError(
      await send(host.c, 'PATCH', path, { name: 'A', priceCents: 0.5 }),
      400,
      'Enter valid name & price',
    )
    expect(await itemRow(item.id)).toMatchObject({ name: 'Steak', price_cents: 3000 })
    expect((await eventRow(eventId))?.subtotal_cents).toBe(3000)
  })

  // Editing words the message differently from adding ('&' for 'and').
  it("uses the edit wording 'Enter valid name & price' for a blank name", async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { item } = await addItem(host, eventId, 'Steak', 3000)
    const res = await send(host.c, 'PATCH', itemPath(eventId, item.id), { name: ' ', priceCents: 1 })
    await expectError(res, 400, 'Enter valid name & price')
  })

  // A PATCH that tries to set status or owner must not be half-applied.
  it('refuses unknown fields on PATCH (400) and changes nothing', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const { item } = await addItem(host, eventId, 'Steak', 3000)
    const body = { name: 'Steak', priceCents: 2000, ownerId: must(members[0]).id, status: 'owned' }
    await expectError(await send(host.c, 'PATCH', itemPath(eventId, item.id), body), 400)
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 3000, status: 'limbo', owner_id: null })
  })

  it("answers 404 'Item not found' for an unknown item or one from another event", async () => {
    const a = await eventWithMembers(0)
    const b = await eventWithMembers(0)
    const { item } = await addItem(b.host, b.eventId, 'Theirs', 100)
    const body = { name: 'X', priceCents: 1 }
    await expectError(await send(a.host.c, 'PATCH', itemPath(a.eventId, 'nope'), body), 404, 'Item not found')
    await expectError(await send(a.host.c, 'PATCH', itemPath(a.eventId, item.id), body), 404, 'Item not found')
    expect(await itemRow(item.id)).toMatchObject({ name: 'Theirs', price_cents: 100 })
  })
})

describe('DELETE /api/events/:id/items/:itemId', () => {
  it('lets the host delete any item and the adder delete an unowned one; others get 403', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [adder, other] = [must(members[0]), must(members[1])]
    const { item: a } = await addItem(adder, eventId, 'Fries', 400)
    const { item: b } = await addItem(adder, eventId, 'Shake', 600)
    await expectError(await send(other.c, 'DELETE', itemPath(eventId, a.id)), 403)
    expect(await itemRow(a.id)).toBeDefined()
    const afterAdder = await snapOf(await send(adder.c, 'DELETE', itemPath(eventId, a.id)))
    expect(afterAdder.items.map((i) => i.id)).toEqual([b.id])
    expect(afterAdder.event.subtotalCents).toBe(600)
    const afterHost = await snapOf(await send(host.c, 'DELETE', itemPath(eventId, b.id)))
    expect(afterHost.items).toEqual([])
    expect(await countItems(eventId)).toBe(0)
    expect((await eventRow(eventId))?.total_cents).toBe(0)
  })

  it('once someone else owns it, only the host deletes it, and the owner is told what left their bill', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [adder, owner] = [must(members[0]), must(members[1])]
    const { item } = await addItem(adder, eventId, 'Cake', 700)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: owner.id } }))
    await expectError(await send(adder.c, 'DELETE', itemPath(eventId, item.id)), 403, ITEMS.deleteHostOnly)
    await expectError(
      await send(owner.c, 'DELETE', itemPath(eventId, item.id)),
      403,
      'Only the host can delete this item',
    )
    expect(await itemRow(item.id)).toBeDefined()
    await snapOf(await send(host.c, 'DELETE', itemPath(eventId, item.id)))
    expect(await itemRow(item.id)).toBeUndefined()
    const told = await rows<{ title: string; message: string }>(
      "SELECT title, message FROM notifications WHERE user_id = ? AND type = 'item_changed'",
      owner.id,
    )
    expect(told).toEqual([
      { title: 'Item Deleted', message: expect.stringMatching(/deleted "Cake" in .*: your part \$7\.00 -> \$0\.00$/) },
    ])
  })
})

describe('a closed event', () => {
  it('refuses every item change with 409 event_closed, and reopening allows them again', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const m = must(members[0])
    const { item } = await addItem(host, eventId, 'Beer', 500)
    const { item: asked } = await addItem(host, eventId, 'Wings', 900)
    await snapOf(await send(m.c, 'POST', itemPath(eventId, asked.id, '/pickup')))
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    const before = await eventRow(eventId)
    const attempts: Array<[User, string, string, unknown?]> = [
      [m, 'POST', itemsPath(eventId), { name: 'More', priceCents: 1 }],
      [host, 'PATCH', itemPath(eventId, item.id), { name: 'X', priceCents: 1 }],
      [host, 'DELETE', itemPath(eventId, item.id)],
      [host, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: m.id } }],
      [host, 'POST', `${itemsPath(eventId)}/quick-assign`, { itemIds: [item.id], assignees: [{ userId: m.id }] }],
      [m, 'POST', itemPath(eventId, item.id, '/pickup')],
      [host, 'POST', itemPath(eventId, asked.id, '/pickup/approve')],
      [host, 'POST', itemPath(eventId, asked.id, '/pickup/deny')],
      [m, 'POST', itemPath(eventId, asked.id, '/pickup/cancel')],
      [host, 'POST', itemPath(eventId, item.id, '/release')],
      [
        host,
        'PUT',
        itemPath(eventId, item.id, '/shares'),
        { ownerPercent: 50, shares: [{ person: { userId: m.id }, percent: 50 }] },
      ],
    ]
    for (const [user, method, path, body] of attempts)
      await expectError(await send(user.c, method, path, body), 409, undefined, 'event_closed')
    expect(await countItems(eventId)).toBe(2)
    expect(await itemRow(item.id)).toMatchObject({ name: 'Beer', price_cents: 500, status: 'limbo', owner_id: null })
    expect(await itemRow(asked.id)).toMatchObject({ status: 'pending', requester_id: m.id })
    expect(await eventRow(eventId)).toEqual(before)

    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    await addItem(m, eventId, 'More', 100)
    await snapOf(await send(host.c, 'PATCH', itemPath(eventId, item.id), { name: 'Beer', priceCents: 550 }))
    await snapOf(await send(host.c, 'POST', itemPath(eventId, asked.id, '/pickup/approve')))
    expect(await eventRow(eventId)).toMatchObject({ subtotal_cents: 1550, status: 'open' })
    expect(await itemRow(asked.id)).toMatchObject({ status: 'picked_up', owner_id: m.id })
  })
})

describe('every item route', () => {
  it('answers 401 when signed out and 404 to non-members, writing nothing', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { item } = await addItem(host, eventId, 'Guarded', 1000)
    const stranger = await signedInUser('stranger')
    const routes: Array<[string, string, unknown?]> = [
      ['PATCH', itemPath(eventId, item.id), { name: 'X', priceCents: 1 }],
      ['DELETE', itemPath(eventId, item.id)],
      ['POST', itemPath(eventId, item.id, '/pickup')],
      ['POST', itemPath(eventId, item.id, '/pickup/approve')],
      ['POST', itemPath(eventId, item.id, '/pickup/deny')],
      ['POST', itemPath(eventId, item.id, '/pickup/cancel')],
      ['POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: stranger.id } }],
      ['POST', itemPath(eventId, item.id, '/release')],
      ['PUT', itemPath(eventId, item.id, '/shares'), { ownerPercent: 50, shares: [] }],
      [
        'POST',
        `/api/events/${eventId}/items/quick-assign`,
        { itemIds: [item.id], assignees: [{ userId: stranger.id }] },
      ],
    ]
    const before = await eventRow(eventId)
    for (const [method, path, body] of routes) {
      await expectError(await send(client(), method, path, body), 401, 'Not authenticated')
      await expectError(await send(stranger.c, method, path, body), 404, 'Event not found')
    }
    expect(await itemRow(item.id)).toMatchObject({
      name: 'Guarded',
      price_cents: 1000,
      status: 'limbo',
      owner_id: null,
    })
    expect(await eventRow(eventId)).toEqual(before)
  })
})
