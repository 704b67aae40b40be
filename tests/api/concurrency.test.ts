import { describe, expect, it } from 'vitest'
import {
  addItem,
  createEvent,
  type ErrorBody,
  eventRow,
  expectError,
  itemPath,
  itemRow,
  join,
  send,
  shareRows,
  snapOf,
  type User,
} from './event-fixtures'
import { signedInUser } from './helpers'

// Two people racing for one item: every transition is one conditional UPDATE, so exactly one wins
// and the loser gets a 409 that says so (never a 200, never a 403 or 500 because the state moved).

async function eventWith(memberCount: number) {
  const host = await signedInUser('host')
  const created = await createEvent(host)
  const members = await Promise.all(Array.from({ length: memberCount }, (_, i) => signedInUser(`racer${i}`)))
  for (const m of members) await join(m, created.event.joinCode)
  let n = 0
  /** A new item, and a way to POST to its routes. */
  const freshItem = async () => {
    const { item } = await addItem(host, created.event.id, `Last slice ${++n}`, 500)
    const act = (user: User, rest: string, json?: unknown) =>
      send(user.c, 'POST', itemPath(created.event.id, item.id, rest), json)
    return { item, act }
  }
  return { host, members, eventId: created.event.id, freshItem, ...(await freshItem()) }
}

// Interleavings vary from run to run, so each two-way race is run several times on fresh items.
const ROUNDS = 5

async function outcomes(responses: Response[]) {
  return Promise.all(
    responses.map(async (res) => ({ status: res.status, body: (await res.json()) as Partial<ErrorBody> })),
  )
}

describe('racing for one item', () => {
  it('two pickups at once: one 200, one 409, and the winner is the requester', async () => {
    const { members, freshItem } = await eventWith(2)
    for (let round = 0; round < ROUNDS; round++) {
      const { item, act } = await freshItem()
      const results = await outcomes(await Promise.all(members.map((m) => act(m, '/pickup'))))
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const loser = results.find((r) => r.status === 409)
      expect(loser?.body.error).toMatchObject({ message: 'This item was just taken', code: 'item_conflict' })
      const winner = members[results.findIndex((r) => r.status === 200)]
      expect(await itemRow(item.id)).toMatchObject({ status: 'pending', requester_id: winner?.id })
    }
  })

  it('ten pickups at once by ten people: exactly one wins', async () => {
    const { members, item, act, eventId } = await eventWith(10)
    const versionBefore = (await eventRow(eventId))?.version ?? 0
    const results = await outcomes(await Promise.all(members.map((m) => act(m, '/pickup'))))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    const losers = results.filter((r) => r.status !== 200)
    expect(losers).toHaveLength(9)
    for (const l of losers)
      expect(l).toMatchObject({ status: 409, body: { error: { message: 'This item was just taken' } } })
    const winner = members[results.findIndex((r) => r.status === 200)]
    expect(await itemRow(item.id)).toMatchObject({ status: 'pending', requester_id: winner?.id })
    // Losing writes must not even bump the version: one change, one version step.
    expect((await eventRow(eventId))?.version).toBe(versionBefore + 1)
  })

  it('approve and deny at once: one 200, one 409 item_conflict, and the item reflects the winner', async () => {
    const { host, members, freshItem } = await eventWith(2)
    const [owner, asker] = members as [User, User]
    for (let round = 0; round < ROUNDS; round++) {
      const { item, act } = await freshItem()
      await snapOf(await act(host, '/assign', { assignee: { userId: owner.id } }))
      await snapOf(await act(asker, '/pickup'))
      const [approve, deny] = await outcomes(
        await Promise.all([act(host, '/pickup/approve'), act(owner, '/pickup/deny')]),
      )
      expect([approve?.status, deny?.status].sort()).toEqual([200, 409])
      const loser = approve?.status === 409 ? approve : deny
      expect(loser?.body.error?.code).toBe('item_conflict')
      const row = await itemRow(item.id)
      if (approve?.status === 200)
        expect(row).toMatchObject({ status: 'picked_up', owner_id: asker.id, requester_id: null })
      else expect(row).toMatchObject({ status: 'owned', owner_id: owner.id, requester_id: null })
    }
  })

  it('a decision that arrives after the request was settled is a conflict, not a permission error', async () => {
    const { host, members, item, act } = await eventWith(2)
    const [owner, asker] = members as [User, User]
    await snapOf(await act(host, '/assign', { assignee: { userId: owner.id } }))
    await snapOf(await act(asker, '/pickup'))
    await snapOf(await act(host, '/pickup/approve'))
    // The old owner's deny and the asker's cancel were aimed at a request that no longer exists.
    await expectError(await act(owner, '/pickup/deny'), 409, undefined, 'item_conflict')
    await expectError(await act(asker, '/pickup/cancel'), 409, undefined, 'item_conflict')
    await expectError(await act(host, '/pickup/approve'), 409, undefined, 'item_conflict')
    expect(await itemRow(item.id)).toMatchObject({ status: 'picked_up', owner_id: asker.id, requester_id: null })
  })

  it('closing the event while a pickup is in flight: the pickup either lands first or gets 409', async () => {
    const { host, members, eventId, item, act } = await eventWith(1)
    const [pickup, close] = await Promise.all([
      act(members[0] as User, '/pickup'),
      send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }),
    ])
    expect(close.status).toBe(200)
    const row = await itemRow(item.id)
    if (pickup.status === 200) expect(row?.status).toBe('pending')
    else {
      expect(pickup.status).toBe(409)
      expect(row?.status).toBe('limbo')
    }
  })

  it("a split racing a reassignment never leaves the old owner's shares on the new owner's item", async () => {
    const { host, members, eventId, freshItem } = await eventWith(3)
    const [oldOwner, newOwner, friend] = members as [User, User, User]
    for (let round = 0; round < ROUNDS * 2; round++) {
      const { item, act } = await freshItem()
      await snapOf(await act(host, '/assign', { assignee: { userId: oldOwner.id } }))
      const body = { ownerPercent: 50, shares: [{ person: { userId: friend.id }, percent: 50 }] }
      const [split, assign] = await Promise.all([
        send(oldOwner.c, 'PUT', itemPath(eventId, item.id, '/shares'), body),
        act(host, '/assign', { assignee: { userId: newOwner.id } }),
      ])
      expect(assign.status).toBe(200)
      // The split landed first (and the reassignment dropped its shares), or lost at the guard (409), or
      // arrived after the reassignment, when its sender no longer owns the item (403).
      expect([200, 403, 409]).toContain(split.status)
      expect(await itemRow(item.id)).toMatchObject({ status: 'assigned', owner_id: newOwner.id })
      expect(await shareRows(item.id)).toEqual([])
    }
  })
})
