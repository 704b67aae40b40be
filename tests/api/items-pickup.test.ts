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
  snapOf,
  type User,
} from './event-fixtures'
import { signedInUser } from './helpers'

// Item status transitions (limbo, pending, picked_up, owned, assigned), driven through the API with
// who may make each one (src/domain/item-rules.ts).

const PENDING_MESSAGE = 'This item has a pickup request pending. Approve or deny it first.'

async function setup() {
  const { host, members, eventId } = await eventWithMembers(3)
  const [a, b, c] = [must(members[0]), must(members[1]), must(members[2])]
  const { item } = await addItem(host, eventId, 'Pasta', 1800)
  const act = (user: User, rest: string, json?: unknown) => send(user.c, 'POST', itemPath(eventId, item.id, rest), json)
  const assign = async (assignee: { userId: string } | { placeholderId: string }) =>
    snapOf(await act(host, '/assign', { assignee }))
  return { host, a, b, c, eventId, item, act, assign }
}

describe('pickup requests', () => {
  it('limbo -> pending (requester set) -> approved by the host: picked_up, requester owns it', async () => {
    const { host, a, act, item } = await setup()
    expect(item.status).toBe('limbo')
    const pending = itemIn(await snapOf(await act(a, '/pickup')), item.id)
    expect(pending).toMatchObject({ status: 'pending', requesterId: a.id, ownerId: null })
    expect(await itemRow(item.id)).toMatchObject({ status: 'pending', requester_id: a.id })
    const approved = itemIn(await snapOf(await act(host, '/pickup/approve')), item.id)
    expect(approved).toMatchObject({ status: 'picked_up', ownerId: a.id, requesterId: null })
    expect(await itemRow(item.id)).toMatchObject({ status: 'picked_up', owner_id: a.id, requester_id: null })
  })

  it('the owner approves a request on their item and the requester becomes the owner', async () => {
    const { a, b, act, assign, item } = await setup()
    await assign({ userId: a.id })
    await snapOf(await act(b, '/pickup'))
    await expectError(await act(b, '/pickup/approve'), 403) // asking is not approving
    const approved = itemIn(await snapOf(await act(a, '/pickup/approve')), item.id)
    expect(approved).toMatchObject({ status: 'picked_up', ownerId: b.id, requesterId: null })
  })

  it('deny by the owner: owned, owner kept, requester cleared', async () => {
    const { a, b, act, assign, item } = await setup()
    await assign({ userId: a.id })
    await snapOf(await act(b, '/pickup'))
    const denied = itemIn(await snapOf(await act(a, '/pickup/deny')), item.id)
    expect(denied).toMatchObject({ status: 'owned', ownerId: a.id, requesterId: null })
    expect(await itemRow(item.id)).toMatchObject({ status: 'owned', owner_id: a.id, requester_id: null })
  })

  it('deny by the host on an unowned item returns it to limbo', async () => {
    const { host, a, act, item } = await setup()
    await snapOf(await act(a, '/pickup'))
    const denied = itemIn(await snapOf(await act(host, '/pickup/deny')), item.id)
    expect(denied).toMatchObject({ status: 'limbo', ownerId: null, requesterId: null })
  })

  it('only the host or the owner decides; others get 403 and the request stays', async () => {
    const { a, b, c, act, assign, item } = await setup()
    await assign({ userId: a.id })
    await snapOf(await act(b, '/pickup'))
    await expectError(await act(c, '/pickup/approve'), 403)
    await expectError(await act(c, '/pickup/deny'), 403)
    await expectError(await act(c, '/pickup/cancel'), 403)
    const stranger = await signedInUser('stranger')
    await expectError(await act(stranger, '/pickup/approve'), 404, 'Event not found')
    expect(await itemRow(item.id)).toMatchObject({ status: 'pending', owner_id: a.id, requester_id: b.id })
  })

  it('the requester can cancel: back to owned (or limbo when unowned)', async () => {
    const { a, b, act, assign, item } = await setup()
    await snapOf(await act(b, '/pickup'))
    expect(itemIn(await snapOf(await act(b, '/pickup/cancel')), item.id)).toMatchObject({
      status: 'limbo',
      requesterId: null,
    })
    await assign({ userId: a.id })
    await snapOf(await act(b, '/pickup'))
    expect(itemIn(await snapOf(await act(b, '/pickup/cancel')), item.id)).toMatchObject({
      status: 'owned',
      ownerId: a.id,
      requesterId: null,
    })
  })

  it('the host picks up an item nobody has like anyone, and it is theirs at once (issue 46)', async () => {
    // Approvals are on here: the host would only approve their own request, so there is none to make.
    const { host, act, item, eventId } = await setup()
    const taken = itemIn(await snapOf(await act(host, '/pickup')), item.id)
    expect(taken).toMatchObject({ status: 'picked_up', ownerId: host.id, requesterId: null })
    expect(await itemRow(item.id)).toMatchObject({ status: 'picked_up', owner_id: host.id, requester_id: null })
    const notes = await rows('SELECT * FROM notifications WHERE event_id = ?', eventId)
    expect(notes).toHaveLength(0)
    // And gives it back with Undo, as any one-tap claimer may.
    expect(itemIn(await snapOf(await act(host, '/claim/undo')), item.id)).toMatchObject({
      status: 'limbo',
      ownerId: null,
    })
  })

  it("refuses the host asking for someone else's item: the host assigns instead", async () => {
    const { host, a, act, assign, item } = await setup()
    await assign({ userId: a.id })
    await expectError(await act(host, '/pickup'), 403, 'As the host, use Assign to take an item')
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', owner_id: a.id, requester_id: null })
  })

  it('refuses a second request while one is pending, and a request for your own item', async () => {
    const { a, b, act, assign, item } = await setup()
    await snapOf(await act(a, '/pickup'))
    await expectError(await act(b, '/pickup'), 409, 'This item was just taken', 'item_conflict')
    expect(await itemRow(item.id)).toMatchObject({ status: 'pending', requester_id: a.id })
    await assign({ userId: b.id })
    await expectError(await act(b, '/pickup'), 409, 'You already own this item')
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', owner_id: b.id, requester_id: null })
  })

  it('refuses deleting, splitting or releasing while a pickup is pending, even for the host', async () => {
    const { host, a, b, act, assign, eventId, item } = await setup()
    await assign({ userId: a.id })
    await snapOf(await act(b, '/pickup'))
    await expectError(await send(host.c, 'DELETE', itemPath(eventId, item.id)), 409, PENDING_MESSAGE)
    const split = { ownerPercent: '50', shares: [{ person: { userId: b.id }, percent: '50' }] }
    await expectError(await send(a.c, 'PUT', itemPath(eventId, item.id, '/shares'), split), 409)
    await expectError(await act(a, '/release'), 409, PENDING_MESSAGE)
    expect(await itemRow(item.id)).toMatchObject({ status: 'pending', owner_id: a.id, requester_id: b.id })
  })
})

describe('host assign and release', () => {
  it('assigns to a participant or a guest, dropping a pending request', async () => {
    const { host, a, b, act, assign, eventId, item } = await setup()
    await snapOf(await act(b, '/pickup'))
    expect(itemIn(await assign({ userId: a.id }), item.id)).toMatchObject({
      status: 'assigned',
      ownerId: a.id,
      placeholderOwnerId: null,
      requesterId: null,
    })
    const withGuest = await snapOf(
      await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gus' }),
      201,
    )
    const guest = must(withGuest.placeholders[0])
    expect(itemIn(await assign({ placeholderId: guest.id }), item.id)).toMatchObject({
      status: 'assigned',
      ownerId: null,
      placeholderOwnerId: guest.id,
    })
    expect(await itemRow(item.id)).toMatchObject({ placeholder_owner_id: guest.id, owner_id: null })
  })

  it('refuses non-hosts (403), outsiders as assignees (404) and a missing assignee (400)', async () => {
    const { a, b, act, host, item } = await setup()
    await expectError(await act(a, '/assign', { assignee: { userId: a.id } }), 403)
    const outsider = await signedInUser('outsider')
    await expectError(await act(host, '/assign', { assignee: { userId: outsider.id } }), 404)
    await expectError(await act(host, '/assign', { assignee: { placeholderId: 'nope' } }), 404)
    await expectError(await act(host, '/assign', {}), 400)
    await expectError(await act(host, '/assign', { assignee: { userId: b.id, placeholderId: 'x' } }), 400)
    expect(await itemRow(item.id)).toMatchObject({ status: 'limbo', owner_id: null, placeholder_owner_id: null })
  })

  it('release by the owner or host returns the item to limbo; others cannot', async () => {
    const { host, a, b, act, assign, item } = await setup()
    await expectError(await act(a, '/release'), 403) // nobody owns it yet
    await assign({ userId: a.id })
    await expectError(await act(b, '/release'), 403)
    expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', owner_id: a.id })
    const released = itemIn(await snapOf(await act(a, '/release')), item.id)
    expect(released).toMatchObject({ status: 'limbo', ownerId: null, requesterId: null, shares: [] })
    await assign({ userId: b.id })
    expect(itemIn(await snapOf(await act(host, '/release')), item.id)).toMatchObject({ status: 'limbo', ownerId: null })
  })
})
