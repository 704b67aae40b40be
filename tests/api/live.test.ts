import { describe, expect, it } from 'vitest'
import { addItem, eventWithMembers, expectError, must, send, snapOf } from './event-fixtures'
import { client, signedInUser } from './helpers'
import { caused, connect, openLive } from './live-fixtures'

// Items travel in 'items.changed'; other changes announce 'event.changed' (decision 019).
const changedTo = (version: number) => (m: unknown) =>
  ['event.changed', 'items.changed'].includes(String((m as { type?: string }).type)) &&
  (m as { version?: number }).version === version

describe('GET /api/events/:id/live', () => {
  it('pushes the new item (with the totals and version) to a member when another member adds one', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(host, eventId)
    const { snap, item } = await addItem(must(members[0]), eventId, 'Olives', 650)
    expect(await watcher.next(changedTo(snap.event.version))).toEqual({
      type: 'items.changed',
      eventId,
      version: snap.event.version,
      event: snap.event,
      items: [item],
      removedItemIds: [],
      pendingDisputes: [],
    })
    // The next change carries the next version, so a client can tell when it missed one; an edit
    // of the event itself only announces it.
    const renamed = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { title: 'Renamed' }))
    expect(renamed.event.version).toBe(snap.event.version + 1)
    expect(await watcher.next(changedTo(renamed.event.version))).toEqual({
      type: 'event.changed',
      eventId,
      version: renamed.event.version,
    })
  })

  it('sends a deleted item as removed, and tells viewers when someone joins', async () => {
    const { host, members, eventId, snap } = await eventWithMembers(1)
    const { item } = await addItem(host, eventId, 'Bread', 300)
    const watcher = await connect(must(members[0]), eventId)
    const gone = await snapOf(await send(host.c, 'DELETE', `/api/events/${eventId}/items/${item.id}`))
    expect(await watcher.next(changedTo(gone.event.version))).toMatchObject({
      type: 'items.changed',
      items: [],
      removedItemIds: [item.id],
    })
    const newcomer = await signedInUser('newcomer')
    expect((await send(newcomer.c, 'POST', '/api/join', { code: snap.event.joinCode })).status).toBe(200)
    await watcher.next(changedTo(gone.event.version + 1))
    // Joining again changes nothing, so nothing is announced.
    expect((await send(newcomer.c, 'POST', '/api/join', { code: snap.event.joinCode })).status).toBe(200)
    const after = await snapOf(await send(host.c, 'GET', `/api/events/${eventId}`))
    expect(after.event.version).toBe(gone.event.version + 1)
    expect(after.participants.map((p) => p.userId)).toContain(newcomer.id)
  })

  it('tells every open socket of the event, and only that event', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const other = await eventWithMembers(0)
    const a = await connect(host, eventId)
    const b = await connect(must(members[0]), eventId)
    const elsewhere = await connect(other.host, other.eventId)
    const { snap } = await addItem(host, eventId, 'Bread', 300)
    await Promise.all([a.next(changedTo(snap.event.version)), b.next(changedTo(snap.event.version))])
    const { snap: otherSnap } = await addItem(other.host, other.eventId, 'Water', 0)
    await elsewhere.next(changedTo(otherSnap.event.version))
    expect(elsewhere.seen.filter(caused)).toEqual([
      expect.objectContaining({ type: 'items.changed', eventId: other.eventId, version: otherSnap.event.version }),
    ])
  })

  it('tells members when the host deletes the event', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(must(members[0]), eventId)
    expect((await send(host.c, 'DELETE', `/api/events/${eventId}`)).status).toBe(200)
    expect(await watcher.next((m) => (m as { type?: string }).type === 'event.deleted')).toEqual({
      type: 'event.deleted',
      eventId,
    })
  })

  it('refuses non-members (404, no socket), signed-out users (401) and plain GETs (426)', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { host: stranger } = await eventWithMembers(0)
    const res = await openLive(stranger, eventId)
    expect(res.webSocket).toBeNull()
    await expectError(res, 404, 'Event not found')
    const anon = await openLive({ c: client() }, eventId)
    expect(anon.webSocket).toBeNull()
    await expectError(anon, 401, 'Not authenticated')
    const plain = await openLive(host, eventId, '')
    expect(plain.webSocket).toBeNull()
    await expectError(plain, 426)
  })
})
