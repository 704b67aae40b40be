import { describe, expect, it } from 'vitest'
import {
  addItem,
  eventWithMembers,
  expectError,
  itemIn,
  itemPath,
  itemRow,
  must,
  rows,
  send,
  shareRows,
  snapOf,
  type User,
} from './event-fixtures'

// The event setting "Claims need my approval": on, every claim waits for the host or owner; off (a new
// event's default, decision 051), an item nobody owns is the claimer's at once, with an undo. "Approve all"
// answers every request.

async function setup(claimsNeedApproval = true) {
  const { host, members, eventId, snap } = await eventWithMembers(2, { claimsNeedApproval })
  const [a, b] = [must(members[0]), must(members[1])]
  const { item } = await addItem(host, eventId, 'Pasta', 1800)
  const act = (user: User, itemId: string, rest: string, json?: unknown) =>
    send(user.c, 'POST', itemPath(eventId, itemId, rest), json)
  return { host, a, b, eventId, item, act, snap }
}

const storedApproval = async (eventId: string) =>
  (await rows<{ a: number }>('SELECT claims_need_approval AS a FROM events WHERE id = ?', eventId))[0]?.a

const approveAll = (user: User, eventId: string) =>
  send(user.c, 'POST', `/api/events/${eventId}/items/pickup/approve-all`)

describe('claims need my approval', () => {
  it("is off for a new event that does not say (decision 051): a claim is the claimer's at once", async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const a = must(members[0])
    // Created as the New Event form and any other client would, without naming the setting.
    const created = await snapOf(await send(host.c, 'POST', '/api/events', { title: 'Tapas' }), 201)
    expect(created.event.claimsNeedApproval).toBe(false)
    expect(await storedApproval(created.event.id)).toBe(0)
    // An event whose host asked for approval keeps it, through an edit of something else too.
    expect(await storedApproval(eventId)).toBe(1)
    const edited = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { title: 'Tapas again' }))
    expect(edited.event.claimsNeedApproval).toBe(true)
    await send(a.c, 'POST', '/api/join', { code: created.event.joinCode })
    const { item } = await addItem(host, created.event.id, 'Croquetas', 900)
    const claimed = await snapOf(await send(a.c, 'POST', itemPath(created.event.id, item.id, '/pickup')))
    expect(itemIn(claimed, item.id)).toMatchObject({ status: 'picked_up', ownerId: a.id, requesterId: null })
  })

  it('on: a claim waits as a request', async () => {
    const { a, item, act, snap } = await setup()
    expect(snap.event.claimsNeedApproval).toBe(true)
    expect(itemIn(await snapOf(await act(a, item.id, '/pickup')), item.id)).toMatchObject({
      status: 'pending',
      requesterId: a.id,
      ownerId: null,
    })
  })

  it('off at creation: one tap makes an unowned item yours, no request, no notification to the host', async () => {
    const { host, a, item, act, snap, eventId } = await setup(false)
    expect(snap.event.claimsNeedApproval).toBe(false)
    const claimed = itemIn(await snapOf(await act(a, item.id, '/pickup')), item.id)
    expect(claimed).toMatchObject({ status: 'picked_up', ownerId: a.id, requesterId: null })
    expect(await itemRow(item.id)).toMatchObject({ status: 'picked_up', owner_id: a.id, requester_id: null })
    const notes = await rows('SELECT * FROM notifications WHERE user_id = ? AND event_id = ?', host.id, eventId)
    expect(notes).toHaveLength(0)
  })

  it('off: a second claimer loses the race with 409, and an owned item still needs its owner', async () => {
    const { host, a, b, item, act } = await setup(false)
    await snapOf(await act(a, item.id, '/pickup'))
    // b asks for a's item: that is a request to a, as always.
    const asked = itemIn(await snapOf(await act(b, item.id, '/pickup')), item.id)
    expect(asked).toMatchObject({ status: 'pending', ownerId: a.id, requesterId: b.id })
    // The host can always reassign.
    const reassigned = itemIn(
      await snapOf(await act(host, item.id, '/assign', { assignee: { userId: b.id } })),
      item.id,
    )
    expect(reassigned).toMatchObject({ status: 'assigned', ownerId: b.id, requesterId: null })
  })

  it('undo gives the item back to nobody, keeps the shares others hold, and only the claimer may', async () => {
    const { host, a, b, item, act, eventId } = await setup(false)
    // b already holds a quarter of the unowned item; the claimer takes the rest.
    const split = { ownerPercent: '75', shares: [{ person: { userId: b.id }, percent: '25' }] }
    await snapOf(await send(host.c, 'PUT', itemPath(eventId, item.id, '/shares'), split))
    expect(itemIn(await snapOf(await act(a, item.id, '/pickup')), item.id)).toMatchObject({ ownerId: a.id })
    await expectError(await act(b, item.id, '/claim/undo'), 409)
    const before = await shareRows(item.id)
    const undone = itemIn(await snapOf(await act(a, item.id, '/claim/undo')), item.id)
    expect(undone).toMatchObject({ status: 'limbo', ownerId: null, requesterId: null })
    expect(await shareRows(item.id)).toEqual(before)
    // A second undo (or one after the host reassigned) changes nothing.
    await expectError(await act(a, item.id, '/claim/undo'), 409)
  })

  it('the host turns it off in Edit Event; only the host may', async () => {
    const { host, a, item, act, eventId } = await setup()
    await expectError(await send(a.c, 'PATCH', `/api/events/${eventId}`, { claimsNeedApproval: false }), 403)
    const edited = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { claimsNeedApproval: false }))
    expect(edited.event.claimsNeedApproval).toBe(false)
    expect(itemIn(await snapOf(await act(a, item.id, '/pickup')), item.id)).toMatchObject({ ownerId: a.id })
    await expectError(await send(host.c, 'PATCH', `/api/events/${eventId}`, { claimsNeedApproval: 'no' }), 400)
  })
})

describe('approve all', () => {
  it('the host approves every pending request at once; the requesters own their items', async () => {
    const { host, a, b, item, act, eventId } = await setup()
    const { item: wine } = await addItem(host, eventId, 'Wine', 4000)
    const { item: bread } = await addItem(host, eventId, 'Bread', 500)
    await snapOf(await act(a, item.id, '/pickup'))
    await snapOf(await act(b, wine.id, '/pickup'))
    await expectError(await approveAll(a, eventId), 403)
    const snap = await snapOf(await approveAll(host, eventId))
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'picked_up', ownerId: a.id, requesterId: null })
    expect(itemIn(snap, wine.id)).toMatchObject({ status: 'picked_up', ownerId: b.id, requesterId: null })
    expect(itemIn(snap, bread.id)).toMatchObject({ status: 'limbo', ownerId: null })
    // Each requester hears their answer.
    const notes = await rows<{ user_id: string }>('SELECT user_id FROM notifications WHERE event_id = ?', eventId)
    expect(notes.map((n) => n.user_id)).toEqual(expect.arrayContaining([a.id, b.id]))
  })

  it('with nothing pending it changes nothing', async () => {
    const { host, item, eventId } = await setup()
    const snap = await snapOf(await approveAll(host, eventId))
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'limbo', ownerId: null })
  })
})
