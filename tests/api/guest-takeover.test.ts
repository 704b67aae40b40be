import { describe, expect, it } from 'vitest'
import {
  addItem,
  billOf,
  expectError,
  itemPath,
  must,
  placeholderKey,
  rows,
  send,
  snapOf,
  type User,
  userKey,
} from './event-fixtures'
import { hostedEvent, joinedGuest } from './guest-fixtures'
import { client } from './helpers'

// "I'm one of these" (issue 40, decision 053): a diner joining without an account says which of the host's
// placeholder guests they are and takes over that one's items and shares, in the join's one batch.

const addPlaceholder = async (host: User, eventId: string, name: string) =>
  must(
    (await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name }), 201)).placeholders.find(
      (p) => p.name === name,
    ),
  )

type Preview = { placeholders: { id: string; name: string }[] }
const previewOf = async (code: string) => (await (await client().fetch(`/api/join/${code}`)).json()) as Preview

/** An event whose host added Sam and Tia by name: Sam holds Wine and a third of the host's Cheese. */
async function tableWithPlaceholders() {
  const { host, eventId, code } = await hostedEvent({ taxMilliPct: 10000, tipMilliPct: 15000 })
  const sam = await addPlaceholder(host, eventId, 'Sam')
  const tia = await addPlaceholder(host, eventId, 'Tia')
  const wine = (await addItem(host, eventId, 'Wine', 3000)).item
  const cheese = (await addItem(host, eventId, 'Cheese', 2000)).item
  await snapOf(
    await send(host.c, 'POST', itemPath(eventId, wine.id, '/assign'), { assignee: { placeholderId: sam.id } }),
  )
  await snapOf(await send(host.c, 'POST', itemPath(eventId, cheese.id, '/assign'), { assignee: { userId: host.id } }))
  await snapOf(
    await send(host.c, 'PUT', itemPath(eventId, cheese.id, '/shares'), {
      ownerPercent: 50,
      shares: [{ person: { placeholderId: sam.id }, percent: 50 }],
    }),
  )
  return { host, eventId, code, sam, tia, wine, cheese }
}

describe("the join preview offers the host's placeholder guests", () => {
  it('lists them by name while guests may join, and none once the host turns guests off', async () => {
    const { host, eventId, code, sam, tia } = await tableWithPlaceholders()
    expect((await previewOf(code)).placeholders).toEqual([
      { id: sam.id, name: 'Sam' },
      { id: tia.id, name: 'Tia' },
    ])
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { guestsAllowed: false }))
    expect((await previewOf(code)).placeholders).toEqual([])
  })
})

describe("POST /api/join/guest with a placeholder: I'm one of these", () => {
  it("hands the placeholder's items and shares to the new guest; every bill keeps its cents; the placeholder goes", async () => {
    const { host, eventId, code, sam, wine, cheese } = await tableWithPlaceholders()
    const before = billOf(await snapOf(await host.c.fetch(`/api/events/${eventId}`)))
    const samBefore = must(before.parties.find((p) => p.key === placeholderKey(sam.id)))

    const c = client()
    const res = await send(c, 'POST', '/api/join/guest', { code, firstName: 'Samuel', placeholderId: sam.id })
    expect(res.status, await res.clone().text()).toBe(201)
    const me = (await (await c.fetch('/api/me')).json()) as { profile: { id: string; firstName: string } }
    expect(me.profile.firstName).toBe('Samuel')

    const after = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
    expect(after.placeholders.map((p) => p.name)).toEqual(['Tia'])
    expect(after.items.find((i) => i.id === wine.id)).toMatchObject({
      ownerId: me.profile.id,
      placeholderOwnerId: null,
    })
    expect(await rows('SELECT target_user_id, placeholder_id FROM item_shares WHERE item_id = ?', cheese.id)).toEqual([
      { target_user_id: me.profile.id, placeholder_id: null },
    ])
    const bill = billOf(after)
    expect(bill.totalCents).toBe(before.totalCents)
    const mine = must(bill.parties.find((p) => p.key === userKey(me.profile.id)))
    expect(mine).toMatchObject({
      subtotalCents: samBefore.subtotalCents,
      taxCents: samBefore.taxCents,
      tipCents: samBefore.tipCents,
      totalCents: samBefore.totalCents,
    })
    // The newcomer sees it the same way, from their own session.
    const own = await snapOf(await c.fetch(`/api/events/${eventId}`))
    expect(own.items.find((i) => i.id === wine.id)?.ownerId).toBe(me.profile.id)
  })

  it('lets one of two diners racing for the same placeholder have it; the other is refused and leaves nothing', async () => {
    const { host, eventId, code, sam } = await tableWithPlaceholders()
    const users = (await rows('SELECT id FROM user')).length
    const [a, b] = await Promise.all(
      ['Sam', 'Sammy'].map((firstName) =>
        send(client(), 'POST', '/api/join/guest', { code, firstName, placeholderId: sam.id }),
      ),
    )
    const statuses = [must(a).status, must(b).status].sort()
    expect(statuses).toEqual([201, 404])
    // One new account, one new participant holding the wine.
    expect(await rows('SELECT id FROM user')).toHaveLength(users + 1)
    const snap = await snapOf(await host.c.fetch(`/api/events/${eventId}`))
    expect(snap.participants.filter((p) => p.isGuest)).toHaveLength(1)
    const guestId = must(snap.participants.find((p) => p.isGuest)).userId
    expect(snap.items.find((i) => i.name === 'Wine')?.ownerId).toBe(guestId)
  })

  it("refuses a placeholder that is not this event's (404) before making any account", async () => {
    const { code } = await tableWithPlaceholders()
    const other = await tableWithPlaceholders()
    const users = (await rows('SELECT id FROM user')).length
    for (const placeholderId of [other.sam.id, 'no-such-placeholder']) {
      await expectError(
        await send(client(), 'POST', '/api/join/guest', { code, firstName: 'Sam', placeholderId }),
        404,
        'Guest not found',
      )
    }
    await expectError(
      await send(client(), 'POST', '/api/join/guest', { code, firstName: 'Sam', placeholderId: 'x'.repeat(65) }),
      400,
    )
    expect(await rows('SELECT id FROM user')).toHaveLength(users)
    // The other event's Sam still holds their wine.
    const wine = await rows<{ placeholder_owner_id: string }>(
      'SELECT placeholder_owner_id FROM items WHERE id = ?',
      other.wine.id,
    )
    expect(wine).toEqual([{ placeholder_owner_id: other.sam.id }])
  })

  it('keeps the placeholder when a signed-in guest from another event tries to take it over by joining', async () => {
    const { eventId, code, sam } = await tableWithPlaceholders()
    const elsewhere = await hostedEvent()
    const guest = await joinedGuest(elsewhere.code, 'Ivy')
    // A signed-in caller joins with their account (POST /api/join), which has no takeover; the guest route refuses.
    await expectError(
      await send(guest.c, 'POST', '/api/join/guest', { code, firstName: 'Ivy', placeholderId: sam.id }),
      409,
    )
    expect(await rows('SELECT id FROM placeholder_participants WHERE id = ?', sam.id)).toHaveLength(1)
    expect(
      await rows('SELECT user_id FROM event_participants WHERE event_id = ? AND user_id = ?', eventId, guest.id),
    ).toEqual([])
  })
})
