import { describe, expect, it } from 'vitest'
import {
  addItem,
  billOf,
  eventWithMembers,
  expectError,
  itemIn,
  itemPath,
  itemRow,
  must,
  placeholderKey,
  rows,
  send,
  shareRows,
  snapOf,
  UNASSIGNED,
} from './event-fixtures'
import { client, signedInUser } from './helpers'

const guestsOf = (eventId: string) =>
  rows<{ name: string; created_by: string }>(
    'SELECT name, created_by FROM placeholder_participants WHERE event_id = ?',
    eventId,
  )
const guestsPath = (eventId: string) => `/api/events/${eventId}/placeholders`

describe('POST /api/events/:id/placeholders', () => {
  it('lets the host add a named guest (trimmed)', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const snap = await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: '  Grandma ' }), 201)
    expect(snap.placeholders).toEqual([{ id: expect.any(String), name: 'Grandma' }])
    expect(await guestsOf(eventId)).toEqual([{ name: 'Grandma', created_by: host.id }])
  })

  it('refuses a blank name (400), participants (403), strangers (404), signed out (401), writing nothing', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    await expectError(await send(host.c, 'POST', guestsPath(eventId), { name: '   ' }), 400, 'Name is required')
    await expectError(await send(host.c, 'POST', guestsPath(eventId), {}), 400)
    await expectError(await send(must(members[0]).c, 'POST', guestsPath(eventId), { name: 'Bob' }), 403)
    const stranger = await signedInUser('stranger')
    await expectError(await send(stranger.c, 'POST', guestsPath(eventId), { name: 'Bob' }), 404, 'Event not found')
    await expectError(await send(client(), 'POST', guestsPath(eventId), { name: 'Bob' }), 401, 'Not authenticated')
    expect(await guestsOf(eventId)).toEqual([])
  })

  it('is refused on a closed event (409) and allowed after reopening', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const ann = must(
      (await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: 'Ann' }), 201)).placeholders[0],
    )
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await send(host.c, 'POST', guestsPath(eventId), { name: 'Bob' }), 409, undefined, 'event_closed')
    await expectError(await send(host.c, 'DELETE', `${guestsPath(eventId)}/${ann.id}`), 409, undefined, 'event_closed')
    expect(await guestsOf(eventId)).toEqual([{ name: 'Ann', created_by: host.id }])
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: 'Bob' }), 201)
    await snapOf(await send(host.c, 'DELETE', `${guestsPath(eventId)}/${ann.id}`))
    expect(await guestsOf(eventId)).toEqual([{ name: 'Bob', created_by: host.id }])
  })
})

describe('DELETE /api/events/:id/placeholders/:placeholderId', () => {
  it('removes the guest: their items go back to limbo and their shares return to the owner', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const a = must(members[0])
    const guest = must(
      (await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: 'Gus' }), 201)).placeholders[0],
    )
    const { item: wine } = await addItem(host, eventId, 'Wine', 3000)
    const { item: cheese } = await addItem(host, eventId, 'Cheese', 1000)
    await snapOf(
      await send(host.c, 'POST', itemPath(eventId, wine.id, '/assign'), { assignee: { placeholderId: guest.id } }),
    )
    await snapOf(await send(host.c, 'POST', itemPath(eventId, cheese.id, '/assign'), { assignee: { userId: a.id } }))
    const shares = { ownerPercent: 50, shares: [{ person: { placeholderId: guest.id }, percent: 50 }] }
    const before = await snapOf(await send(a.c, 'PUT', itemPath(eventId, cheese.id, '/shares'), shares))
    expect(billOf(before).parties.find((p) => p.key === placeholderKey(guest.id))?.subtotalCents).toBe(3500)

    const after = await snapOf(await send(host.c, 'DELETE', `${guestsPath(eventId)}/${guest.id}`))
    expect(after.placeholders).toEqual([])
    expect(itemIn(after, wine.id)).toMatchObject({ status: 'limbo', placeholderOwnerId: null, ownerId: null })
    expect(itemIn(after, cheese.id)).toMatchObject({ status: 'assigned', ownerId: a.id, shares: [] })
    expect(await guestsOf(eventId)).toEqual([])
    expect(await shareRows(cheese.id)).toEqual([])
    expect(await itemRow(wine.id)).toMatchObject({ status: 'limbo', placeholder_owner_id: null })
    const parties = billOf(after).parties
    expect(parties.find((p) => p.key === UNASSIGNED)?.subtotalCents).toBe(3000)
    expect(parties.find((p) => p.key === `u:${a.id}`)?.subtotalCents).toBe(1000)
  })

  it('keeps a pickup request alive when the guest who owned the item is removed', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const a = must(members[0])
    const guest = must(
      (await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: 'Gus' }), 201)).placeholders[0],
    )
    const { item } = await addItem(host, eventId, 'Wine', 3000)
    await snapOf(
      await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { placeholderId: guest.id } }),
    )
    await snapOf(await send(a.c, 'POST', itemPath(eventId, item.id, '/pickup')))
    const after = await snapOf(await send(host.c, 'DELETE', `${guestsPath(eventId)}/${guest.id}`))
    // A limbo item with a requester is a state no transition can leave cleanly; the request stays pending.
    expect(itemIn(after, item.id)).toMatchObject({ status: 'pending', requesterId: a.id, placeholderOwnerId: null })
    const approved = await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/pickup/approve')))
    expect(itemIn(approved, item.id)).toMatchObject({ status: 'picked_up', ownerId: a.id })
  })

  it('refuses participants (403), unknown guests (404) and guests of another event (404)', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const guest = must(
      (await snapOf(await send(host.c, 'POST', guestsPath(eventId), { name: 'Gus' }), 201)).placeholders[0],
    )
    const other = await eventWithMembers(0)
    await expectError(await send(must(members[0]).c, 'DELETE', `${guestsPath(eventId)}/${guest.id}`), 403)
    await expectError(await send(host.c, 'DELETE', `${guestsPath(eventId)}/nope`), 404, 'Guest not found')
    await expectError(
      await send(other.host.c, 'DELETE', `${guestsPath(other.eventId)}/${guest.id}`),
      404,
      'Guest not found',
    )
    await expectError(await send(other.host.c, 'DELETE', `${guestsPath(eventId)}/${guest.id}`), 404, 'Event not found')
    expect(await guestsOf(eventId)).toHaveLength(1)
  })
})
