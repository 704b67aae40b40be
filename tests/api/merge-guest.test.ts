import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Bill, PartyBill } from '../../src/domain/bill'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import {
  addItem,
  billOf,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  itemIn,
  itemPath,
  join,
  must,
  placeholderKey,
  rows,
  send,
  shareRows,
  snapOf,
  type User,
  userKey,
} from './event-fixtures'
import { client, mailbox, signedInUser } from './helpers'

// The property opens an event per run from one host, past the default open-events limit (decision 022).
beforeAll(async () => {
  await env.DB.prepare("UPDATE admin_settings SET max_events_per_user = 100000 WHERE id = 'global'").run()
})

const mergePath = (eventId: string, guestId: string) => `/api/events/${eventId}/placeholders/${guestId}/merge`
const addGuest = async (host: User, eventId: string, name: string) =>
  must(
    (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name }), 201)).placeholders.find(
      (p) => p.name === name,
    ),
  )
const assign = (
  host: User,
  eventId: string,
  itemId: string,
  assignee: { userId: string } | { placeholderId: string },
) => send(host.c, 'POST', itemPath(eventId, itemId, '/assign'), { assignee })
const party = (bill: Bill, key: string): Pick<PartyBill, 'subtotalCents' | 'taxCents' | 'tipCents' | 'totalCents'> => {
  const p = bill.parties.find((x) => x.key === key)
  return {
    subtotalCents: p?.subtotalCents ?? 0,
    taxCents: p?.taxCents ?? 0,
    tipCents: p?.tipCents ?? 0,
    totalCents: p?.totalCents ?? 0,
  }
}
const plus = (a: ReturnType<typeof party>, b: ReturnType<typeof party>) => ({
  subtotalCents: a.subtotalCents + b.subtotalCents,
  taxCents: a.taxCents + b.taxCents,
  tipCents: a.tipCents + b.tipCents,
  totalCents: a.totalCents + b.totalCents,
})
const totals = (bill: Bill) => ({
  subtotalCents: bill.subtotalCents,
  taxCents: bill.taxCents,
  tipCents: bill.tipCents,
  totalCents: bill.totalCents,
})
/** Every party of the snapshot's bill, the guest's figures added to the account's. */
function mergedView(snap: EventSnapshot, guestId: string, userId: string) {
  const bill = billOf(snap)
  const out = new Map<string, ReturnType<typeof party>>()
  for (const p of bill.parties) if (p.key !== placeholderKey(guestId)) out.set(p.key, party(bill, p.key))
  out.set(userKey(userId), plus(party(bill, userKey(userId)), party(bill, placeholderKey(guestId))))
  return out
}
const viewOf = (snap: EventSnapshot) => {
  const bill = billOf(snap)
  return new Map(bill.parties.map((p) => [p.key, party(bill, p.key)]))
}

describe('POST /api/events/:id/placeholders/:placeholderId/merge', () => {
  it("moves the guest's items and shares to the account in one step; every bill unchanged; the guest disappears", async () => {
    // 10% tax and 20% tip on whole-dollar items split in whole percents: no cent needs rounding.
    const { host, members, eventId } = await eventWithMembers(2, { taxMilliPct: 10000, tipMilliPct: 20000 })
    const [ana, bob] = [must(members[0]), must(members[1])]
    const gus = await addGuest(host, eventId, 'Gus')
    const wine = (await addItem(host, eventId, 'Wine', 3000)).item // Gus owns it
    const cheese = (await addItem(host, eventId, 'Cheese', 2000)).item // host owns: Gus 30%, Ana 20%
    const pasta = (await addItem(host, eventId, 'Pasta', 1000)).item // Ana owns: Gus 25%
    const salad = (await addItem(host, eventId, 'Salad', 800)).item // Gus owns: Ana 50%, Bob 25%
    const fries = (await addItem(host, eventId, 'Fries', 500)).item // Gus owns; Ana asks to pick it up
    const dessert = (await addItem(host, eventId, 'Dessert', 1200)).item // Gus owns; Bob asks to pick it up
    const beer = (await addItem(host, eventId, 'Beer', 700)).item // Gus owns; Ana disputes it
    const soda = (await addItem(host, eventId, 'Soda', 400)).item // Gus owns; Bob disputes it
    for (const it of [wine, salad, fries, dessert, beer, soda])
      await snapOf(await assign(host, eventId, it.id, { placeholderId: gus.id }))
    await snapOf(await assign(host, eventId, cheese.id, { userId: host.id }))
    await snapOf(await assign(host, eventId, pasta.id, { userId: ana.id }))
    const split = (itemId: string, ownerPercent: number, shares: Array<[object, number]>) =>
      send(host.c, 'PUT', itemPath(eventId, itemId, '/shares'), {
        ownerPercent,
        shares: shares.map(([person, percent]) => ({ person, percent })),
      })
    await snapOf(
      await split(cheese.id, 50, [
        [{ placeholderId: gus.id }, 30],
        [{ userId: ana.id }, 20],
      ]),
    )
    await snapOf(await split(pasta.id, 75, [[{ placeholderId: gus.id }, 25]]))
    await snapOf(
      await split(salad.id, 25, [
        [{ userId: ana.id }, 50],
        [{ userId: bob.id }, 25],
      ]),
    )
    await snapOf(await send(ana.c, 'POST', itemPath(eventId, fries.id, '/pickup')))
    await snapOf(await send(bob.c, 'POST', itemPath(eventId, dessert.id, '/pickup')))
    await snapOf(await send(ana.c, 'POST', `/api/events/${eventId}/items/${beer.id}/disputes`, { reason: 'mine' }), 201)
    const before = await snapOf(
      await send(bob.c, 'POST', `/api/events/${eventId}/items/${soda.id}/disputes`, { reason: 'no' }),
      201,
    )
    const shareTo = `merge.${Date.now()}@example.com`
    expect(
      (await send(host.c, 'POST', `/api/events/${eventId}/placeholders/${gus.id}/shares`, { email: shareTo })).status,
    ).toBe(201)
    const version = must(await eventRow(eventId)).version

    const after = await snapOf(await send(host.c, 'POST', mergePath(eventId, gus.id), { userId: ana.id }))

    // The guest is gone; nothing names them any more.
    expect(after.placeholders).toEqual([])
    expect(await rows('SELECT id FROM placeholder_participants WHERE id = ?', gus.id)).toEqual([])
    expect(await rows('SELECT id FROM items WHERE placeholder_owner_id = ?', gus.id)).toEqual([])
    expect(await rows('SELECT id FROM item_shares WHERE placeholder_id = ?', gus.id)).toEqual([])
    // Totals to the cent: the event's, and every person's, with Gus's figures now Ana's.
    expect(totals(billOf(after))).toEqual(totals(billOf(before)))
    expect(viewOf(after)).toEqual(mergedView(before, gus.id, ana.id))
    const stored = must(await eventRow(eventId))
    expect(stored.total_cents).toBe(billOf(before).totalCents)
    expect(stored.version).toBe(version + 1)

    // Items and shares.
    for (const it of [wine, salad, fries, dessert, beer, soda]) expect(itemIn(after, it.id).ownerId).toBe(ana.id)
    expect(await shareRows(cheese.id)).toEqual([
      { target_user_id: ana.id, placeholder_id: null, share_milli_pct: 50_000 },
    ])
    expect(await shareRows(pasta.id)).toEqual([]) // Ana owns it: Gus's quarter is hers, as the remainder
    expect(await shareRows(salad.id)).toEqual([
      { target_user_id: bob.id, placeholder_id: null, share_milli_pct: 25_000 },
    ])
    // Ana's own pickup and dispute are moot (she owns the items now); Bob's stay pending, against Ana.
    expect(itemIn(after, fries.id)).toMatchObject({ status: 'assigned', requesterId: null })
    expect(itemIn(after, dessert.id)).toMatchObject({ status: 'pending', requesterId: bob.id })
    expect(itemIn(after, beer.id)).toMatchObject({ status: 'assigned', requesterId: null })
    expect(itemIn(after, soda.id)).toMatchObject({ status: 'dispute', requesterId: bob.id })
    expect(after.pendingDisputes.map((d) => [d.itemId, d.ownerId])).toEqual([[soda.id, ana.id]])
    expect(await rows('SELECT status, resolved_by FROM disputes WHERE item_id = ?', beer.id)).toEqual([
      { status: 'approved', resolved_by: host.id },
    ])
    // Ana, the new owner, may now decide Bob's pickup.
    await snapOf(await send(ana.c, 'POST', itemPath(eventId, dessert.id, '/pickup/approve')))
    // The guest's share link is gone with the guest.
    const token = new URL(must((await mailbox(shareTo))[0]?.links[0])).pathname.split('/').at(-1)
    expect((await client().fetch(`/api/guest-shares/${token}`)).status).toBe(404)
  })

  it('only the host merges; the target must be a participant of this event; bad input changes nothing', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const ana = must(members[0])
    const gus = await addGuest(host, eventId, 'Gus')
    const { item } = await addItem(host, eventId, 'Wine', 3000)
    await snapOf(await assign(host, eventId, item.id, { placeholderId: gus.id }))
    const path = mergePath(eventId, gus.id)
    const outsider = await signedInUser('outsider')
    await expectError(await send(ana.c, 'POST', path, { userId: ana.id }), 403)
    await expectError(await send(outsider.c, 'POST', path, { userId: outsider.id }), 404, 'Event not found')
    await expectError(await send(client(), 'POST', path, { userId: ana.id }), 401, 'Not authenticated')
    await expectError(
      await send(host.c, 'POST', path, { userId: outsider.id }),
      404,
      'That person is not part of this event',
    )
    await expectError(await send(host.c, 'POST', path, {}), 400)
    await expectError(await send(host.c, 'POST', path, { userId: ana.id, placeholderId: 'x' }), 400)
    await expectError(
      await send(host.c, 'POST', mergePath(eventId, 'nobody'), { userId: ana.id }),
      404,
      'Guest not found',
    )
    // A guest of another event cannot be merged through this one.
    const other = await createEvent(host, { title: 'Other' })
    const otherGuest = await addGuest(host, other.event.id, 'Otto')
    await expectError(await send(host.c, 'POST', mergePath(eventId, otherGuest.id), { userId: ana.id }), 404)
    expect(
      must(
        await rows<{ placeholder_owner_id: string }>('SELECT placeholder_owner_id FROM items WHERE id = ?', item.id),
      )[0],
    ).toEqual({
      placeholder_owner_id: gus.id,
    })
  })

  it('is refused on a closed event (409) with nothing changed', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const gus = await addGuest(host, eventId, 'Gus')
    const { item } = await addItem(host, eventId, 'Wine', 3000)
    await snapOf(await assign(host, eventId, item.id, { placeholderId: gus.id }))
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(
      await send(host.c, 'POST', mergePath(eventId, gus.id), { userId: must(members[0]).id }),
      409,
      undefined,
      'event_closed',
    )
    expect(await rows('SELECT id FROM placeholder_participants WHERE id = ?', gus.id)).toHaveLength(1)
  })

  it('two merges of one guest at once: one wins, the other gets 404, and nothing is counted twice', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const gus = await addGuest(host, eventId, 'Gus')
    const { item } = await addItem(host, eventId, 'Wine', 3000)
    await snapOf(await assign(host, eventId, item.id, { placeholderId: gus.id }))
    const [a, b] = await Promise.all(
      members.map((m) => send(host.c, 'POST', mergePath(eventId, gus.id), { userId: m.id })),
    )
    expect([a?.status, b?.status].sort()).toEqual([200, 404])
    expect(must(await eventRow(eventId)).subtotal_cents).toBe(3000)
  })
})

// The property: for any event (owners, shares, tax and tip), merging keeps the event's subtotal, tax,
// tip and total exactly, and every person's figures equal their figures before (the guest's added to the
// account's) exactly whenever no split needed rounding. When a split did need rounding, largest
// remainder may place a cent differently once two holders are one (docs/decisions/018): each figure is
// then within one cent per item the person holds a part of, plus one for tax and one for tip.
describe('merge keeps every total (property)', () => {
  it('holds for generated events', { timeout: 300_000 }, async () => {
    const host = await signedInUser('phost')
    const people = [await signedInUser('pana'), await signedInUser('pbob')]
    const [ana] = people as [User, User]
    const holder = fc.constantFrom('host', 'ana', 'bob', 'guest', 'none')
    const item = fc.record({
      priceCents: fc.integer({ min: 0, max: 20_000 }),
      owner: holder,
      shares: fc.array(
        fc.record({ who: fc.constantFrom('host', 'ana', 'bob', 'guest'), share: fc.integer({ min: 1, max: 50_000 }) }),
        {
          maxLength: 3,
        },
      ),
    })
    const run = fc.asyncProperty(
      fc.record({
        tax: fc.constantFrom(0, 8875, 10000, 7250),
        tip: fc.constantFrom(0, 18000, 20000, 15500),
        items: fc.array(item, { minLength: 1, maxLength: 6 }),
      }),
      async ({ tax, tip, items }) => {
        const snap = await createEvent(host, { taxMilliPct: tax, tipMilliPct: tip })
        const eventId = snap.event.id
        for (const p of people) await join(p, snap.event.joinCode)
        const guest = await addGuest(host, eventId, 'Gus')
        const ids = { host: host.id, ana: ana.id, bob: must(people[1]).id }
        const col = (who: string) => (who === 'guest' ? [null, guest.id] : [ids[who as keyof typeof ids] ?? null, null])
        const stmts: D1PreparedStatement[] = []
        items.forEach((it, i) => {
          const id = `${eventId}-i${i}`
          const [ownerId, phId] = it.owner === 'none' ? [null, null] : col(it.owner)
          stmts.push(
            env.DB.prepare(
              "INSERT INTO items (id, event_id, name, price_cents, status, owner_id, placeholder_owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, 'assigned', ?, ?, ?, ?)",
            ).bind(id, eventId, `Item ${i}`, it.priceCents, ownerId, phId, Date.now() + i, Date.now()),
          )
          let left = 100_000
          const seen = new Set<string>([it.owner])
          it.shares.forEach((s, j) => {
            // One share row per person per item, as the split endpoint stores them.
            if (seen.has(s.who)) return
            seen.add(s.who)
            const share = Math.min(s.share, left)
            left -= share
            if (share === 0) return
            const [target, ph] = col(s.who)
            stmts.push(
              env.DB.prepare(
                'INSERT INTO item_shares (id, item_id, event_id, target_user_id, placeholder_id, share_milli_pct, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
              ).bind(`${id}-s${j}`, id, eventId, target, ph, share, Date.now() + j),
            )
          })
        })
        await env.DB.batch(stmts)
        const before = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
        const after = await snapOf(await send(host.c, 'POST', mergePath(eventId, guest.id), { userId: ana.id }))

        const billBefore = billOf(before)
        expect(totals(billOf(after))).toEqual(totals(billBefore))
        // Shares still never exceed an item.
        for (const it of after.items)
          expect(it.shares.reduce((s, x) => s + x.shareMilliPct, 0)).toBeLessThanOrEqual(100_000)
        expect(after.placeholders).toEqual([])

        const expected = mergedView(before, guest.id, ana.id)
        const actual = viewOf(after)
        const exact = billBefore.parties.every(
          (p) =>
            p.taxRoundingCents === 0 &&
            p.tipRoundingCents === 0 &&
            p.lines.every((l) => (l.priceCents * l.shareMilliPct) % 100_000 === 0),
        )
        const keys = new Set([...expected.keys(), ...actual.keys()])
        for (const key of keys) {
          const want = expected.get(key) ?? { subtotalCents: 0, taxCents: 0, tipCents: 0, totalCents: 0 }
          const got = actual.get(key) ?? { subtotalCents: 0, taxCents: 0, tipCents: 0, totalCents: 0 }
          if (exact) expect(got, key).toEqual(want)
          else {
            const held = billOf(after).parties.find((p) => p.key === key)?.lines.length ?? 0
            const heldBefore = billBefore.parties
              .filter((p) => p.key === key || (key === userKey(ana.id) && p.key === placeholderKey(guest.id)))
              .reduce((n, p) => n + p.lines.length, 0)
            const bound = Math.max(held, heldBefore) + 2
            expect(Math.abs(got.totalCents - want.totalCents), key).toBeLessThanOrEqual(bound)
          }
        }
      },
    )
    await fc.assert(run, { numRuns: 20 })
  })
})
