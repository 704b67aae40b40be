import { describe, expect, it } from 'vitest'
import * as ITEMS from '../../src/messages/items-more'
import {
  addItem,
  eventWithMembers,
  expectError,
  itemIn,
  itemPath,
  itemRow,
  rows,
  send,
  snapOf,
  type User,
} from './event-fixtures'
import { signedInUser } from './helpers'

// Only the owner or the host may change an item once someone else owns it, asked for it or holds a
// share of it; whoever added it may edit it only while nobody else has a claim. The rule is part of
// the UPDATE itself, so a claim racing the adder's edit either lands after the edit or stops it.

const edit = (user: User, eventId: string, itemId: string, priceCents: number) =>
  send(user.c, 'PATCH', itemPath(eventId, itemId), { name: 'Pasta', priceCents })

const priceNotes = (userId: string) =>
  rows<{ title: string; message: string }>(
    "SELECT title, message FROM notifications WHERE user_id = ? AND title = 'Price Changed' ORDER BY created_at, rowid",
    userId,
  )

async function setup() {
  const { host, members, eventId } = await eventWithMembers(3)
  const [adder, other, third] = members as [User, User, User]
  const fresh = async (name = 'Pasta') => (await addItem(adder, eventId, name, 1000)).item
  return { host, adder, other, third, eventId, fresh }
}

describe('who may edit an item', () => {
  it('the adder may not once someone else owns it; the owner may rename it but only the host reprices it', async () => {
    const { host, adder, other, eventId, fresh } = await setup()
    const item = await fresh()
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: other.id } }))
    await expectError(await edit(adder, eventId, item.id, 1), 403, ITEMS.editClaimed, 'forbidden')
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 1000 })
    // Bart got Maria's Mimosa: he cannot make it $1.00.
    await expectError(await edit(other, eventId, item.id, 100), 403, ITEMS.priceHostOnly, 'forbidden')
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 1000 })
    const renamed = await send(other.c, 'PATCH', itemPath(eventId, item.id), { name: 'Penne', priceCents: 1000 })
    expect(itemIn(await snapOf(renamed), item.id)).toMatchObject({ name: 'Penne', priceCents: 1000 })
    expect(itemIn(await snapOf(await edit(host, eventId, item.id, 1300)), item.id).priceCents).toBe(1300)
    // The owner's part moved: they are told the old and the new figure; the host who changed it is not.
    expect(await priceNotes(other.id)).toEqual([
      {
        title: 'Price Changed',
        message: expect.stringMatching(/changed the price of "Penne" in .*: your part \$10\.00 -> \$13\.00$/),
      },
    ])
    expect(await priceNotes(host.id)).toEqual([])
  })

  it('a price change tells each sharer their own old and new part; a rename or an unchanged price tells nobody', async () => {
    const { host, adder, other, third, eventId, fresh } = await setup()
    const item = await fresh()
    await snapOf(
      await send(host.c, 'PUT', itemPath(eventId, item.id, '/shares'), {
        ownerPercent: '0',
        shares: [
          { person: { userId: other.id }, percent: '33.334' },
          { person: { userId: third.id }, percent: '33.333' },
          { person: { userId: adder.id }, percent: '33.333' },
        ],
      }),
    )
    await snapOf(await edit(host, eventId, item.id, 1000))
    expect(await priceNotes(other.id)).toEqual([])
    await snapOf(await edit(host, eventId, item.id, 100))
    const parts = [...(await priceNotes(other.id)), ...(await priceNotes(third.id)), ...(await priceNotes(adder.id))]
    expect(parts.map((n) => n.message.replace(/^.*your part /, ''))).toEqual([
      '$3.34 -> $0.34',
      '$3.33 -> $0.33',
      '$3.33 -> $0.33',
    ])
  })

  it('the adder may not while someone else has asked to pick it up, and may again once that is denied', async () => {
    const { host, adder, other, eventId, fresh } = await setup()
    const item = await fresh()
    await snapOf(await send(other.c, 'POST', itemPath(eventId, item.id, '/pickup')))
    await expectError(await edit(adder, eventId, item.id, 1), 403, ITEMS.editClaimed)
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 1000, status: 'pending' })
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/pickup/deny')))
    await snapOf(await edit(adder, eventId, item.id, 900))
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 900, status: 'limbo' })
  })

  it("the adder may not while someone else holds a share, but may when the only share is the adder's own", async () => {
    const { host, adder, other, eventId, fresh } = await setup()
    const shared = await fresh('Shared')
    const split = (itemId: string, userId: string) =>
      send(host.c, 'PUT', itemPath(eventId, itemId, '/shares'), {
        ownerPercent: 50,
        shares: [{ person: { userId }, percent: 50 }],
      })
    await snapOf(await split(shared.id, other.id))
    await expectError(await edit(adder, eventId, shared.id, 1), 403, ITEMS.editClaimed)
    expect(await itemRow(shared.id)).toMatchObject({ price_cents: 1000 })
    const mine = await fresh('Mine')
    await snapOf(await split(mine.id, adder.id))
    await snapOf(await edit(adder, eventId, mine.id, 800))
    expect(await itemRow(mine.id)).toMatchObject({ price_cents: 800 })
  })

  it('the adder who owns it reprices it alone, but not once others share it; a bystander never may', async () => {
    const { host, adder, other, third, eventId, fresh } = await setup()
    const item = await fresh()
    await expectError(await edit(third, eventId, item.id, 1), 403, ITEMS.editNotAllowed)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: adder.id } }))
    await snapOf(await edit(adder, eventId, item.id, 1400))
    await snapOf(
      await send(adder.c, 'PUT', itemPath(eventId, item.id, '/shares'), {
        ownerPercent: 50,
        shares: [{ person: { userId: other.id }, percent: 50 }],
      }),
    )
    await expectError(await edit(adder, eventId, item.id, 1), 403, ITEMS.priceHostOnly)
    await expectError(await edit(third, eventId, item.id, 1), 403, ITEMS.editNotAllowed)
    expect(await itemRow(item.id)).toMatchObject({ price_cents: 1400, owner_id: adder.id })
  })
})

describe('the item history', () => {
  it('records each price change and the deletion (who, when, before -> after); members read it, nobody else', async () => {
    const { host, adder, other, eventId, fresh } = await setup()
    const item = await fresh('Mimosa')
    await snapOf(await edit(adder, eventId, item.id, 1200))
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: other.id } }))
    // Refused changes leave no trace.
    await expectError(await edit(other, eventId, item.id, 100), 403, ITEMS.priceHostOnly)
    await snapOf(await edit(host, eventId, item.id, 1100))
    await snapOf(await send(host.c, 'DELETE', itemPath(eventId, item.id)))
    const path = itemPath(eventId, item.id, '/history')
    const res = await other.c.fetch(path)
    expect(res.status).toBe(200)
    const { entries } = (await res.json()) as {
      entries: { kind: string; actorName: string; beforeCents: number; afterCents: number | null; createdAt: string }[]
    }
    expect(entries.map((e) => [e.kind, e.actorName, e.beforeCents, e.afterCents])).toEqual([
      ['delete', host.user.username, 1100, null],
      ['price', host.user.username, 1200, 1100],
      ['price', adder.user.username, 1000, 1200],
    ])
    for (const e of entries) expect(Number.isNaN(Date.parse(e.createdAt))).toBe(false)
    const stranger = await signedInUser('stranger')
    await expectError(await stranger.c.fetch(path), 404)
  })
})

describe("a claim racing the adder's price edit", () => {
  const ROUNDS = 6

  /** The edit either landed before the claim (its own snapshot shows the item unclaimed) or changed nothing. */
  async function expectEditBeforeClaimOrRefused(res: Response, itemId: string) {
    const text = await res.text()
    if (res.status === 200) {
      const item = itemIn(JSON.parse(text), itemId)
      expect(item).toMatchObject({ priceCents: 1, ownerId: null, requesterId: null })
      return true
    }
    expect([403, 409], text).toContain(res.status)
    if (res.status === 409)
      expect(JSON.parse(text).error).toEqual({ code: 'item_conflict', message: ITEMS.itemChanged })
    else expect(JSON.parse(text).error.message).toBe(ITEMS.editClaimed)
    return false
  }

  it('a pickup request: the price changes only if the edit committed before the request', async () => {
    const { adder, other, eventId, fresh } = await setup()
    for (let round = 0; round < ROUNDS; round++) {
      const item = await fresh(`Pasta ${round}`)
      const [edited, pickup] = await Promise.all([
        edit(adder, eventId, item.id, 1),
        send(other.c, 'POST', itemPath(eventId, item.id, '/pickup')),
      ])
      expect(pickup.status).toBe(200)
      const landed = await expectEditBeforeClaimOrRefused(edited, item.id)
      expect(await itemRow(item.id)).toMatchObject({
        status: 'pending',
        requester_id: other.id,
        price_cents: landed ? 1 : 1000,
      })
    }
  })

  it('a host assignment: the price changes only if the edit committed before the assignment', async () => {
    const { host, adder, other, eventId, fresh } = await setup()
    for (let round = 0; round < ROUNDS; round++) {
      const item = await fresh(`Pasta ${round}`)
      const [edited, assign] = await Promise.all([
        edit(adder, eventId, item.id, 1),
        send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: other.id } }),
      ])
      expect(assign.status).toBe(200)
      const landed = await expectEditBeforeClaimOrRefused(edited, item.id)
      expect(await itemRow(item.id)).toMatchObject({
        status: 'assigned',
        owner_id: other.id,
        price_cents: landed ? 1 : 1000,
      })
    }
  })
})
