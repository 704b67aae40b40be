import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TYPING_MIN_GAP_MS } from '../../src/domain/live-ephemeral'
import { MAX_SOCKETS_PER_USER, REPLACED, SILENT, SILENT_AFTER_MS } from '../../worker/rooms/fanout-room'
import { addItem, eventRow, eventWithMembers, expectError, must, send } from './event-fixtures'
import { signedInWithRole } from './helpers'
import { caused, connect, connectHub, type Msg, openLive, sleep } from './live-fixtures'

// The event room itself: ordering, hibernation, who may connect, what browsers may send.

const room = (eventId: string) => env.EVENT_ROOM.get(env.EVENT_ROOM.idFromName(eventId))
const changed = (eventId: string, version: number) => ({ type: 'event.changed' as const, eventId, version })

describe('EventRoom', () => {
  it('delivers published messages to two sockets in the order they were sent', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const a = await connect(host, eventId)
    const b = await connect(must(members[0]), eventId)
    for (let v = 100; v < 120; v++) await room(eventId).publish(changed(eventId, v))
    await Promise.all([a.next((m) => m.version === 119), b.next((m) => m.version === 119)])
    const versions = (s: typeof a) => s.ofType('event.changed').map((m) => m.version)
    const expected = Array.from({ length: 20 }, (_, i) => 100 + i)
    expect(versions(a)).toEqual(expected)
    expect(versions(b)).toEqual(expected)
  })

  it('still delivers after the room was evicted from memory (its sockets hibernated)', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(host, eventId)
    const typist = await connect(must(members[0]), eventId)
    await watcher.next((m) => m.type === 'presence' && (m.users as unknown[]).length === 2)
    await evictDurableObject(room(eventId))
    // A write after eviction wakes the room, which finds its sockets and who they belong to.
    const { snap } = await addItem(must(members[0]), eventId, 'Olives', 650)
    await watcher.next((m) => m.type === 'items.changed' && m.version === snap.event.version)
    typist.send(JSON.stringify({ type: 'typing' }))
    expect(await watcher.next((m) => m.type === 'typing')).toEqual({
      type: 'typing',
      user: expect.objectContaining({ id: must(members[0]).id }),
    })
    // Keep-alives are answered by the runtime, even now.
    watcher.send('ping')
    await watcher.next((m) => m.type === 'pong')
  })

  it('refuses a non-member before the upgrade: the room never sees the socket', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { host: stranger } = await eventWithMembers(0)
    await connect(host, eventId)
    const res = await openLive(stranger, eventId)
    expect(res.webSocket).toBeNull()
    await expectError(res, 404, 'Event not found')
    expect((await room(eventId).presence()).map((p) => p.id)).toEqual([host.id])
  })

  it('drops frames that do not parse and passes typing on with the sender from the socket, not the frame', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const watcher = await connect(host, eventId)
    const sender = await connect(member, eventId)
    for (const junk of [
      'not json',
      '{"type":"comment.created","comment":{}}',
      JSON.stringify({ type: 'event.deleted', eventId }),
      JSON.stringify({ type: 'typing', user: { id: host.id, username: 'forged', firstName: null } }),
      '[]',
    ])
      sender.send(junk)
    sender.send(JSON.stringify({ type: 'typing' }))
    const typing = await watcher.next((m) => m.type === 'typing')
    expect(typing).toEqual({ type: 'typing', user: expect.objectContaining({ id: member.id }) })
    sender.send(JSON.stringify({ type: 'stop_typing' }))
    await watcher.next((m) => m.type === 'stop_typing')
    await sleep(200)
    const relayed = watcher.seen.filter(caused)
    expect(relayed).toEqual([typing, { type: 'stop_typing', userId: member.id }])
    // The sender hears nothing back about its own typing.
    expect(sender.seen.filter(caused)).toEqual([])
  })

  it('rate-limits typing frames per socket', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(host, eventId)
    const typist = await connect(must(members[0]), eventId)
    for (let i = 0; i < 10; i++) typist.send(JSON.stringify({ type: 'typing' }))
    await watcher.next((m) => m.type === 'typing')
    await sleep(300)
    expect(watcher.ofType('typing')).toHaveLength(1)
    // After the gap, the next keystroke goes through again.
    await sleep(700)
    typist.send(JSON.stringify({ type: 'typing' }))
    await sleep(300)
    expect(watcher.ofType('typing')).toHaveLength(2)
  })

  it('relays a stop_typing only after a typing frame that went out: floods of either relay at most two per gap', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const watcher = await connect(host, eventId)
    const typist = await connect(must(members[0]), eventId)
    // Stops with nothing to stop: none relayed. The room reads a socket's frames in order, so a typing frame
    // and a stop sent after the flood are its barrier: once that stop arrives, the room has read all 2000.
    // (A ping is no barrier: the runtime answers it without waking the room, before the flood is read.)
    for (let i = 0; i < 2000; i++) typist.send(JSON.stringify({ type: 'stop_typing' }))
    typist.send(JSON.stringify({ type: 'typing' }))
    typist.send(JSON.stringify({ type: 'stop_typing' }))
    await watcher.next((m) => m.type === 'stop_typing', 40_000)
    await sleep(200)
    expect(watcher.ofType('typing')).toHaveLength(1)
    expect(watcher.ofType('stop_typing')).toHaveLength(1)
    // Typing, then stop, over and over: at most one typing frame per gap, and a stop only after each. The wait
    // lets the flood's first typing frame go out, a gap after the barrier's.
    await sleep(TYPING_MIN_GAP_MS)
    const started = Date.now()
    for (let i = 0; i < 200; i++) {
      typist.send(JSON.stringify({ type: 'typing' }))
      typist.send(JSON.stringify({ type: 'stop_typing' }))
    }
    // A loaded machine can take seconds to work through the 400 frames; the bound below counts the gaps that
    // really passed, so waiting longer cannot hide a flood.
    await watcher.next((m) => m.type === 'stop_typing' && watcher.ofType('stop_typing').length >= 2, 40_000)
    await sleep(300)
    // However slow the machine, no more typing frames than gaps that passed (before: one per pair, 200).
    const gaps = Math.ceil((Date.now() - started) / TYPING_MIN_GAP_MS) + 1
    const typing = watcher.ofType('typing').length - 1
    expect(typing).toBeGreaterThanOrEqual(1)
    expect(typing).toBeLessThanOrEqual(gaps)
    expect(watcher.ofType('stop_typing').length - 1).toBeLessThanOrEqual(typing)
  }, 90_000)

  it("lets a person's newest socket in past the cap and closes their oldest, in a room and in their own hub", async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const watcher = await connect(host, eventId)
    // Eight sockets nobody closed: tabs still open, or pages that went away without a close frame.
    const tabs = []
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) tabs.push(await connect(member, eventId))
    const newest = await connect(member, eventId)
    expect(await must(tabs[0]).closed()).toBe(REPLACED)
    expect(tabs.slice(1).every((t) => t.isOpen())).toBe(true)
    // The newest hears the event; someone else's socket was never counted against this person.
    const { snap } = await addItem(host, eventId, 'Olives', 650)
    await newest.next((m) => m.type === 'items.changed' && m.version === snap.event.version)
    await watcher.next((m) => m.type === 'items.changed' && m.version === snap.event.version)
    // Again and again: a reloading page is never locked out.
    for (let i = 1; i <= 3; i++) {
      await connect(member, eventId)
      expect(await must(tabs[i]).closed()).toBe(REPLACED)
    }
    expect((await room(eventId).presence()).map((p) => p.id).sort()).toEqual([host.id, member.id].sort())
    const hubs = []
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) hubs.push(await connectHub(member))
    const newestHub = await connectHub(member)
    expect(await must(hubs[0]).closed()).toBe(REPLACED)
    expect(newestHub.isOpen()).toBe(true)
  })

  it('closes a socket that stopped answering and takes it out of presence; one that pings stays', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [gone, here] = [must(members[0]), must(members[1])]
    const watcher = await connect(host, eventId)
    const silent = await connect(gone, eventId)
    const alive = await connect(here, eventId)
    const ids = (m: Msg) => (m.users as Array<{ id: string }>).map((u) => u.id).sort()
    await watcher.next((m) => m.type === 'presence' && ids(m).length === 3)
    // The room wakes by itself within the wait, whoever connects or writes.
    const alarm = await runInDurableObject(room(eventId), (_, state) => state.storage.getAlarm())
    expect(must(alarm)).toBeLessThanOrEqual(Date.now() + SILENT_AFTER_MS)
    await sleep(1000)
    const t0 = Date.now()
    // The runtime answers these pings (auto-response) and remembers when; `silent` never pings again.
    for (const s of [watcher, alive]) {
      s.send('ping')
      await s.next((m) => m.type === 'pong')
    }
    // The room's alarm, as it would run just under SILENT_AFTER_MS after those pings.
    await runInDurableObject(room(eventId), (inst) => inst.checkSockets(t0 + SILENT_AFTER_MS - 500))
    expect(await silent.closed()).toBe(SILENT)
    expect(alive.isOpen()).toBe(true)
    await watcher.next((m) => m.type === 'presence' && ids(m).length === 2)
    expect(ids(must(watcher.ofType('presence').at(-1)))).toEqual([host.id, here.id].sort())
    expect((await room(eventId).presence()).map((p) => p.id).sort()).toEqual([host.id, here.id].sort())
  })

  it('tells everyone who is here: one entry per person however many tabs, updated on leave', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const member = must(members[0])
    const watcher = await connect(host, eventId)
    const tab1 = await connect(member, eventId)
    const tab2 = await connect(member, eventId)
    const ids = (m: Msg) => (m.users as Array<{ id: string }>).map((u) => u.id).sort()
    await watcher.next((m) => m.type === 'presence' && ids(m).length === 2)
    expect(ids(must(watcher.ofType('presence').at(-1)))).toEqual([host.id, member.id].sort())
    tab1.ws.close(1000, 'bye')
    await sleep(300)
    expect(ids(must(watcher.ofType('presence').at(-1)))).toEqual([host.id, member.id].sort())
    tab2.ws.close(1000, 'bye')
    await watcher.next((m) => m.type === 'presence' && ids(m).length === 1)
    expect(await room(eventId).presence()).toEqual([expect.objectContaining({ id: host.id })])
  })

  it('closes the sockets of a participant the host removes, at once: they hear no item or chat after', async () => {
    const { host, members, eventId } = await eventWithMembers(2)
    const [gone, stays] = [must(members[0]), must(members[1])]
    const tab1 = await connect(gone, eventId)
    const tab2 = await connect(gone, eventId)
    const other = await connect(stays, eventId)
    const watcher = await connect(host, eventId)
    await watcher.next((m) => m.type === 'presence' && (m.users as unknown[]).length === 3)
    const removed = await send(host.c, 'DELETE', `/api/events/${eventId}/participants/${gone.id}`)
    expect(removed.status).toBe(200)
    // Closed by the time the host has the answer (4003: removed, do not reconnect).
    expect(await tab1.closed(100)).toBe(4003)
    expect(await tab2.closed(100)).toBe(4003)
    const seenBy = (s: typeof tab1) => s.seen.length
    const [before1, before2] = [seenBy(tab1), seenBy(tab2)]
    await addItem(host, eventId, 'Secret sauce', 900)
    await send(host.c, 'POST', `/api/events/${eventId}/comments`, { content: 'after you left' })
    await other.next((m) => m.type === 'comment.created')
    expect([seenBy(tab1), seenBy(tab2)]).toEqual([before1, before2])
    expect(other.isOpen()).toBe(true)
    expect((await room(eventId).presence()).map((p) => p.id).sort()).toEqual([host.id, stays.id].sort())
    // And they cannot come back in.
    await expectError(await openLive(gone, eventId), 404, 'Event not found')
  })

  it('closes the sockets of an account an admin deletes, in every event it is in and its own hub', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    const doomed = must(members[0])
    await connect(host, eventId)
    const inEvent = await connect(doomed, eventId)
    const hub = await connectHub(doomed)
    const admin = await signedInWithRole('super_admin', 'deleter')
    expect((await send(admin.c, 'DELETE', `/api/admin/users/${doomed.id}`)).status).toBe(200)
    expect(await inEvent.closed(100)).toBe(4001)
    expect(await hub.closed(100)).toBe(4001)
    expect((await room(eventId).presence()).map((p) => p.id)).toEqual([host.id])
  })

  // Decision 056: a page drawn by the server already has the snapshot; the room's first frame tells it
  // whether anything moved since, so it fetches nothing when nothing did.
  describe("the room's first frame", () => {
    const comment = (eventId: string, id: string, createdAt: string) => ({
      type: 'comment.created' as const,
      eventId,
      version: 1,
      comment: { id, eventId, content: id, mentions: [], createdAt, user: null },
    })

    it("is 'hello' with the event's version and its newest comment, before any other frame", async () => {
      const { host, members, eventId } = await eventWithMembers(1)
      const first = await connect(host, eventId)
      await first.next((m) => m.type === 'presence')
      expect(first.seen[0]).toEqual({
        type: 'hello',
        version: must(await eventRow(eventId)).version,
        lastCommentId: null,
      })
      const posted = await send(must(members[0]).c, 'POST', `/api/events/${eventId}/comments`, { content: 'hi' })
      const { id: commentId } = (await posted.json()) as { id: string }
      const { snap } = await addItem(host, eventId, 'Olives', 650)
      await first.next((m) => m.type === 'items.changed' && m.version === snap.event.version)
      const later = await connect(must(members[0]), eventId)
      await later.next((m) => m.type === 'presence')
      expect(later.seen[0]).toEqual({ type: 'hello', version: snap.event.version, lastCommentId: commentId })
    })

    it('counts a change published before the socket came in though the worker read an older version, across eviction', async () => {
      // The race it covers: a write commits after the worker's read for the upgrade and is published
      // before the socket is in the room. The page missed that frame, so the greeting must carry it.
      const { host, eventId } = await eventWithMembers(0)
      const inD1 = must(await eventRow(eventId)).version
      await room(eventId).publish(changed(eventId, inD1 + 3))
      await room(eventId).publish(changed(eventId, inD1 + 2)) // a late publish never takes it back
      await room(eventId).publish(comment(eventId, 'c-new', '2026-12-06T10:00:01.000Z'))
      await room(eventId).publish(comment(eventId, 'c-old', '2026-12-06T10:00:00.000Z'))
      await evictDurableObject(room(eventId))
      const s = await connect(host, eventId)
      await s.next((m) => m.type === 'presence')
      expect(s.seen[0]).toEqual({ type: 'hello', version: inD1 + 3, lastCommentId: 'c-new' })
    })
  })
})
