import { describe, expect, it } from 'vitest'
import type { DisputeList } from '../../src/domain/schemas/dispute'
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
import { signedInUser } from './helpers'

// Disputes through the API (docs/decisions/014): who may dispute, one open dispute per item,
// the host's decisions and what each does to the item, notifications, and refusals that change nothing.

const HOST_ONLY = 'Only the event host can manage disputes'

async function setup() {
  const { host, members, eventId } = await eventWithMembers(3)
  const [owner, a, b] = [must(members[0]), must(members[1]), must(members[2])]
  const { item } = await addItem(host, eventId, 'Steak', 3200)
  await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: owner.id } }))
  const dispute = (user: User, json: unknown = {}) =>
    send(user.c, 'POST', itemPath(eventId, item.id, '/disputes'), json)
  const decide = (user: User, id: string, how: 'approve' | 'reject') =>
    send(user.c, 'POST', `/api/events/${eventId}/disputes/${id}/${how}`)
  const list = (user: User) => send(user.c, 'GET', `/api/events/${eventId}/disputes`)
  return { host, owner, a, b, eventId, item, dispute, decide, list }
}

const disputeRows = (itemId: string) =>
  rows<{ id: string; status: string; reason: string; action_type: string; requester_id: string; owner_id: string }>(
    'SELECT * FROM disputes WHERE item_id = ?',
    itemId,
  )
const notes = (userId: string) =>
  rows<{ type: string; title: string; message: string }>(
    'SELECT type, title, message FROM notifications WHERE user_id = ? ORDER BY created_at',
    userId,
  )

describe('creating a dispute', () => {
  it('a participant disputes an owned item: pending dispute, item dispute with requester set', async () => {
    const { owner, a, item, dispute } = await setup()
    const snap = await snapOf(await dispute(a, { reason: '  I ordered it  ', actionType: 'split_item' }), 201)
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'dispute', ownerId: owner.id, requesterId: a.id })
    expect(snap.pendingDisputes).toEqual([
      expect.objectContaining({ itemId: item.id, requesterId: a.id, ownerId: owner.id, reason: 'I ordered it' }),
    ])
    const [row] = await disputeRows(item.id)
    expect(row).toMatchObject({ status: 'pending', reason: 'I ordered it', action_type: 'split_item' })
    // The owner sees it in their own snapshot (the event page's one request).
    const ownerSnap = await snapOf(await send(owner.c, 'GET', `/api/events/${snap.event.id}`))
    expect(ownerSnap.pendingDisputes).toHaveLength(1)
    expect((await notes(owner.id)).map((n) => n.type)).toEqual(['dispute_created'])
  })

  it("an empty or blank reason is stored as 'No reason provided'; the action defaults to remove_ownership", async () => {
    const { a, item, dispute } = await setup()
    await snapOf(await dispute(a, { reason: '   ' }), 201)
    expect(must((await disputeRows(item.id))[0])).toMatchObject({
      reason: 'No reason provided',
      action_type: 'remove_ownership',
    })
  })

  it('a reason over 500 characters (after trimming) is refused with nothing written; 500 is accepted', async () => {
    const { a, item, dispute } = await setup()
    const body = await expectError(await dispute(a, { reason: 'x'.repeat(501) }), 400)
    expect(body.error.fields?.reason).toBe('Reason must be at most 500 characters')
    await expectError(await dispute(a, { actionType: 'take_it' }), 400)
    expect(await disputeRows(item.id)).toHaveLength(0)
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', requester_id: null })
    await snapOf(await dispute(a, { reason: ` ${'y'.repeat(500)} ` }), 201)
    expect(must((await disputeRows(item.id))[0]).reason).toHaveLength(500)
  })

  it('disputing twice is 409 and leaves one dispute', async () => {
    const { a, b, item, dispute } = await setup()
    await snapOf(await dispute(a), 201)
    await expectError(await dispute(a), 409, 'This item already has an open dispute', 'dispute_open')
    await expectError(await dispute(b), 409, 'This item already has an open dispute', 'dispute_open')
    expect(await disputeRows(item.id)).toHaveLength(1)
    expect(await itemRow(item.id)).toMatchObject({ status: 'dispute', requester_id: a.id })
  })

  it('the owner cannot dispute their own item; the host cannot either; non-members get 404', async () => {
    const { host, owner, item, dispute } = await setup()
    await expectError(await dispute(owner), 403, 'You cannot dispute your own item')
    await expectError(await dispute(host), 403)
    await expectError(await dispute(await signedInUser('stranger')), 404, 'Event not found')
    expect(await disputeRows(item.id)).toHaveLength(0)
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', requester_id: null })
  })

  it('an item nobody owns, or with a pickup pending, cannot be disputed', async () => {
    const { host, a, b, eventId } = await setup()
    const { item: loose } = await addItem(host, eventId, 'Bread', 400)
    await expectError(await send(a.c, 'POST', itemPath(eventId, loose.id, '/disputes'), {}), 409)
    await snapOf(await send(b.c, 'POST', itemPath(eventId, loose.id, '/pickup')))
    await expectError(await send(a.c, 'POST', itemPath(eventId, loose.id, '/disputes'), {}), 409)
    expect(await disputeRows(loose.id)).toHaveLength(0)
  })

  it('a closed event refuses disputes and decisions (409) and nothing changes', async () => {
    const { host, owner, a, b, eventId, item, dispute, decide } = await setup()
    const snap = await snapOf(await dispute(a), 201)
    const id = must(snap.pendingDisputes[0]).id
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await decide(host, id, 'approve'), 409, undefined, 'event_closed')
    await expectError(await decide(host, id, 'reject'), 409, undefined, 'event_closed')
    await expectError(await dispute(b), 409, undefined, 'event_closed')
    expect(await disputeRows(item.id)).toEqual([expect.objectContaining({ status: 'pending' })])
    expect(await itemRow(item.id)).toMatchObject({ status: 'dispute', owner_id: owner.id, requester_id: a.id })
  })

  it('closed before anyone disputes: 409 event_closed, no dispute row', async () => {
    const { host, a, eventId, item, dispute } = await setup()
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    await expectError(await dispute(a), 409, undefined, 'event_closed')
    expect(await disputeRows(item.id)).toHaveLength(0)
  })
})

describe('disputing a share of an item nobody owns', () => {
  it('whoever was put on the split may dispute it; a rejection leaves it unclaimed with the split as it was', async () => {
    const { host, owner: a, a: b, b: c, eventId } = await setup()
    const { item } = await addItem(host, eventId, 'Wine', 123_444)
    await snapOf(
      await send(host.c, 'PUT', itemPath(eventId, item.id, '/shares'), {
        ownerPercent: '0',
        shares: [
          { person: { userId: a.id }, percent: '33.334' },
          { person: { userId: b.id }, percent: '33.333' },
          { person: { userId: host.id }, percent: '33.333' },
        ],
      }),
    )
    const path = itemPath(eventId, item.id, '/disputes')
    // c holds no share of it: nothing to dispute.
    await expectError(await send(c.c, 'POST', path, { reason: 'not mine' }), 409)
    const snap = await snapOf(await send(b.c, 'POST', path, { reason: 'I had one glass', actionType: 'other' }), 201)
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'dispute', requesterId: b.id })
    expect(await notes(host.id)).toContainEqual(expect.objectContaining({ type: 'dispute_created' }))
    const [row] = await disputeRows(item.id)
    await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/disputes/${must(row).id}/reject`))
    expect(await itemRow(item.id)).toMatchObject({ status: 'limbo', requester_id: null, owner_id: null })
    expect((await shareRows(item.id)).map((r) => r.share_milli_pct).sort()).toEqual([33_333, 33_333, 33_334])
  })
})

describe('resolving a dispute', () => {
  async function disputed(actionType: string) {
    const s = await setup()
    const split = { ownerPercent: 75, shares: [{ person: { userId: s.b.id }, percent: 25 }] }
    await snapOf(await send(s.owner.c, 'PUT', itemPath(s.eventId, s.item.id, '/shares'), split))
    expect(await shareRows(s.item.id)).toHaveLength(1)
    const snap = await snapOf(await s.dispute(s.a, { actionType, reason: 'mine' }), 201)
    return { ...s, id: must(snap.pendingDisputes[0]).id }
  }

  it('approve remove_ownership: the item is assigned to the requester, shares cleared', async () => {
    const { host, owner, a, item, id, decide } = await disputed('remove_ownership')
    const snap = await snapOf(await decide(host, id, 'approve'))
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'assigned', ownerId: a.id, requesterId: null, shares: [] })
    expect(snap.pendingDisputes).toEqual([])
    expect(await shareRows(item.id)).toHaveLength(0)
    const [row] = await rows<{ status: string; resolved_by: string; resolved_at: number }>(
      'SELECT * FROM disputes WHERE id = ?',
      id,
    )
    expect(row).toMatchObject({ status: 'approved', resolved_by: host.id, resolved_at: expect.any(Number) })
    expect((await notes(a.id)).at(-1)).toMatchObject({ type: 'dispute_resolved', title: 'Dispute Approved' })
    expect((await notes(owner.id)).at(-1)).toMatchObject({ type: 'dispute_resolved', title: 'Dispute Approved' })
  })

  it('approve split_item: unassigned, owner, placeholder and requester cleared', async () => {
    const { host, item, id, decide } = await disputed('split_item')
    const snap = await snapOf(await decide(host, id, 'approve'))
    expect(itemIn(snap, item.id)).toMatchObject({
      status: 'unassigned',
      ownerId: null,
      placeholderOwnerId: null,
      requesterId: null,
    })
  })

  it('approve other: back to owned by the same owner, requester cleared', async () => {
    const { host, owner, item, id, decide } = await disputed('other')
    const snap = await snapOf(await decide(host, id, 'approve'))
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'owned', ownerId: owner.id, requesterId: null })
  })

  it('reject: back to owned by the same owner, requester cleared; both told', async () => {
    const { host, owner, a, item, id, decide } = await disputed('remove_ownership')
    const snap = await snapOf(await decide(host, id, 'reject'))
    expect(itemIn(snap, item.id)).toMatchObject({ status: 'owned', ownerId: owner.id, requesterId: null })
    expect(must((await disputeRows(item.id))[0]).status).toBe('rejected')
    expect((await notes(a.id)).at(-1)).toMatchObject({ title: 'Dispute Rejected' })
    expect((await notes(owner.id)).at(-1)).toMatchObject({ title: 'Dispute Rejected' })
  })

  it('resolving a resolved dispute is 409 and writes nothing more', async () => {
    const { host, a, owner, item, id, decide } = await disputed('remove_ownership')
    await snapOf(await decide(host, id, 'approve'))
    const before = (await notes(a.id)).length + (await notes(owner.id)).length
    await expectError(await decide(host, id, 'reject'), 409, 'This dispute has already been resolved')
    await expectError(await decide(host, id, 'approve'), 409, 'This dispute has already been resolved')
    expect(must((await disputeRows(item.id))[0]).status).toBe('approved')
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', owner_id: a.id })
    expect((await notes(a.id)).length + (await notes(owner.id)).length).toBe(before)
  })

  it('non-hosts cannot list or resolve (403) and nothing changes; strangers get 404', async () => {
    const { owner, a, b, item, id, decide, list } = await disputed('remove_ownership')
    for (const user of [owner, a, b]) {
      await expectError(await decide(user, id, 'approve'), 403, HOST_ONLY)
      await expectError(await decide(user, id, 'reject'), 403, HOST_ONLY)
      await expectError(await list(user), 403, HOST_ONLY)
    }
    const stranger = await signedInUser('stranger')
    await expectError(await decide(stranger, id, 'approve'), 404)
    await expectError(await list(stranger), 404)
    expect(must((await disputeRows(item.id))[0]).status).toBe('pending')
    expect(await itemRow(item.id)).toMatchObject({ status: 'dispute', owner_id: owner.id, requester_id: a.id })
    expect((await notes(a.id)).filter((n) => n.type === 'dispute_resolved')).toHaveLength(0)
  })

  it('the host lists disputes newest first with display fields and the resolved date', async () => {
    const { host, owner, a, item, id, decide, list } = await disputed('remove_ownership')
    await snapOf(await decide(host, id, 'reject'))
    const res = await list(host)
    expect(res.status).toBe(200)
    const { disputes } = (await res.json()) as DisputeList
    expect(disputes).toEqual([
      expect.objectContaining({
        id,
        status: 'rejected',
        itemName: item.name,
        itemPriceCents: 3200,
        reason: 'mine',
        actionType: 'remove_ownership',
        ownerName: owner.user.username,
        requesterName: a.user.username,
        resolvedAt: expect.any(String),
      }),
    ])
  })
})

describe('races', () => {
  it('two people dispute the same item at once: exactly one wins, one dispute row', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b, item, dispute } = await setup()
      const results = await Promise.all([dispute(a), dispute(b)])
      expect(results.map((r) => r.status).sort()).toEqual([201, 409])
      const winner = results[0]?.status === 201 ? a : b
      const all = await disputeRows(item.id)
      expect(all).toHaveLength(1)
      expect(all[0]?.requester_id).toBe(winner.id)
      expect(await itemRow(item.id)).toMatchObject({ status: 'dispute', requester_id: winner.id })
    }
  })

  it('approve and reject racing: one decision lands, one set of notifications', async () => {
    const { host, a, item, dispute, decide } = await setup()
    const id = must((await snapOf(await dispute(a), 201)).pendingDisputes[0]).id
    const results = await Promise.all([decide(host, id, 'approve'), decide(host, id, 'reject')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await notes(a.id)).filter((n) => n.type === 'dispute_resolved')).toHaveLength(1)
    const status = must((await disputeRows(item.id))[0]).status
    expect(await itemRow(item.id)).toMatchObject(
      status === 'approved' ? { status: 'assigned', owner_id: a.id } : { status: 'owned', requester_id: null },
    )
  })
})
