import { env } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { EventList } from '../../src/domain/schemas/event-snapshot'
import {
  addItem,
  billOf,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  join,
  must,
  rows,
  send,
  snapOf,
} from './event-fixtures'
import { client, signedInUser } from './helpers'

const eventsOf = (hostId: string) => rows<{ id: string }>('SELECT id FROM events WHERE host_id = ?', hostId)

describe('POST /api/events', () => {
  it('creates an open event with a join code; the host is its first participant', async () => {
    const host = await signedInUser('host')
    const snap = await createEvent(host, {
      title: '  Team lunch ',
      description: 'Fridays',
      taxMilliPct: 8875,
      tipMilliPct: 20_000,
    })
    expect(snap.event).toMatchObject({
      title: 'Team lunch',
      description: 'Fridays',
      hostId: host.id,
      status: 'open',
      taxMilliPct: 8875,
      tipMilliPct: 20_000,
      subtotalCents: 0,
      totalCents: 0,
    })
    expect(snap.event.joinCode).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/)
    expect(snap.participants).toEqual([expect.objectContaining({ userId: host.id, isHost: true })])
    expect(snap.items).toEqual([])
    const members = await rows('SELECT user_id FROM event_participants WHERE event_id = ?', snap.event.id)
    expect(members).toEqual([{ user_id: host.id }])
  })

  it('defaults tax and tip to 0 and stores an empty description as null', async () => {
    const host = await signedInUser('host')
    const snap = await createEvent(host, { title: 'Picnic', description: '   ' })
    expect(snap.event).toMatchObject({ taxMilliPct: 0, tipMilliPct: 0, description: null })
  })

  it.each([
    [{ title: '   ' }, 'Event Title is required'],
    [{}, undefined],
    [{ title: 'x', taxMilliPct: 100_001 }, 'Percent must be 0 to 100'],
    [{ title: 'x', tipMilliPct: -1 }, 'Percent must be 0 to 100'],
    [{ title: 'x', taxMilliPct: 8875.5 }, 'Percent must have at most 3 decimals'],
    [{ title: 'x', taxMilliPct: '8875' }, undefined],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const host = await signedInUser('host')
    await expectError(await send(host.c, 'POST', '/api/events', body), 400, message, 'invalid_input')
    expect(await eventsOf(host.id)).toEqual([])
  })

  it("answers 401 'Not authenticated' when signed out", async () => {
    await expectError(await send(client(), 'POST', '/api/events', { title: 'x' }), 401, 'Not authenticated')
  })
})

describe('GET /api/events/:id', () => {
  it('returns the snapshot to members and 404 to everyone else', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    expect((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).viewerId).toBe(host.id)
    const asMember = await snapOf(await must(members[0]).c.fetch(`/api/events/${eventId}`))
    expect(asMember.participants.map((p) => p.userId).sort()).toEqual([host.id, must(members[0]).id].sort())
    const stranger = await signedInUser('stranger')
    await expectError(await stranger.c.fetch(`/api/events/${eventId}`), 404, 'Event not found')
    await expectError(await host.c.fetch('/api/events/no-such-event'), 404, 'Event not found')
    await expectError(await client().fetch(`/api/events/${eventId}`), 401, 'Not authenticated')
  })
})

describe('PATCH /api/events/:id', () => {
  it('lets the host edit title, description, location and status', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const body = { title: ' Renamed ', description: 'New', locationName: 'Luigi’s', status: 'closed' }
    const snap = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, body))
    expect(snap.event).toMatchObject({
      title: 'Renamed',
      description: 'New',
      locationName: 'Luigi’s',
      status: 'closed',
    })
    expect(await eventRow(eventId)).toMatchObject({ title: 'Renamed', status: 'closed' })
  })

  it('refuses participants (403), strangers (404) and signed-out users (401) without changing anything', async () => {
    const { members, eventId } = await eventWithMembers(1)
    const before = await eventRow(eventId)
    const path = `/api/events/${eventId}`
    await expectError(await send(must(members[0]).c, 'PATCH', path, { title: 'Mine' }), 403)
    await expectError(await send((await signedInUser('x')).c, 'PATCH', path, { title: 'Mine' }), 404, 'Event not found')
    await expectError(await send(client(), 'PATCH', path, { title: 'Mine' }), 401)
    expect(await eventRow(eventId)).toEqual(before)
  })

  it.each([
    [{ title: ' ' }, 'Event Title is required'],
    [{ hostId: 'someone-else' }, undefined],
    [{ status: 'archived' }, undefined],
    [{ taxMilliPct: 100_001 }, 'Percent must be 0 to 100'],
    [{ tipAmountCents: -5 }, 'Amount must be at least 0'],
    [{ taxMilliPct: 8000, taxAmountCents: 100 }, 'Give tax as a percentage or an amount, not both'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const { host, eventId } = await eventWithMembers(0)
    const before = await eventRow(eventId)
    await expectError(await send(host.c, 'PATCH', `/api/events/${eventId}`, body), 400, message)
    expect(await eventRow(eventId)).toEqual(before)
  })

  it('converts a tax or tip amount to a percent through the subtotal (3 decimals)', async () => {
    const { host, eventId } = await eventWithMembers(0)
    await addItem(host, eventId, 'Pizza', 2400)
    // 213 / 2400 = 8.875% exactly; 500 / 2400 = 20.8333% -> 20.833%.
    const snap = await snapOf(
      await send(host.c, 'PATCH', `/api/events/${eventId}`, { taxAmountCents: 213, tipAmountCents: 500 }),
    )
    expect(snap.event).toMatchObject({
      taxMilliPct: 8875,
      tipMilliPct: 20_833,
      taxCents: 213,
      tipCents: 500,
      totalCents: 3113,
    })
    expect(await eventRow(eventId)).toMatchObject({ tax_milli_pct: 8875, tip_milli_pct: 20_833, total_cents: 3113 })
  })

  it('makes an amount 0% when there is no subtotal', async () => {
    const { host, eventId } = await eventWithMembers(0, { taxMilliPct: 5000 })
    const snap = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { taxAmountCents: 500 }))
    expect(snap.event).toMatchObject({ taxMilliPct: 0, taxCents: 0 })
  })

  it('re-rounds the stored totals on every tax/tip change, matching computeBill to the cent', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const { item } = await addItem(host, eventId, 'A', 1999)
    await addItem(host, eventId, 'B', 333)
    await snapOf(
      await send(host.c, 'POST', `/api/events/${eventId}/items/${item.id}/assign`, { assignee: { userId: host.id } }),
    )
    await addItem(host, eventId, 'C', 5)
    // Subtotal 2337: x 50% = 1168.5 (a half cent, rounds up), x 0.001% = 0.02337, x 99.999% = 2336.98 ...
    for (const [taxMilliPct, tipMilliPct] of [
      [50_000, 1],
      [99_999, 25_000],
      [8875, 18_750],
      [9975, 100_000],
      [0, 0],
    ] as const) {
      const snap = await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { taxMilliPct, tipMilliPct }))
      const bill = billOf(snap)
      expect(snap.event.taxCents).toBe(Math.floor((2337 * taxMilliPct + 50_000) / 100_000))
      expect(snap.event.tipCents).toBe(Math.floor((2337 * tipMilliPct + 50_000) / 100_000))
      expect({ ...snap.event }).toMatchObject({
        subtotalCents: bill.subtotalCents,
        taxCents: bill.taxCents,
        tipCents: bill.tipCents,
        totalCents: bill.totalCents,
      })
      expect(bill.parties.map((p) => p.key).sort()).toEqual([`u:${host.id}`, 'unassigned'].sort())
      expect(bill.parties.reduce((sum, p) => sum + p.totalCents, 0)).toBe(snap.event.totalCents)
      expect(await eventRow(eventId)).toMatchObject({ tax_cents: bill.taxCents, total_cents: bill.totalCents })
    }
  })
})

describe('DELETE /api/events/:id', () => {
  it('is host only, and removes the event with its items and participants', async () => {
    const { host, members, eventId } = await eventWithMembers(1)
    await addItem(host, eventId, 'Wine', 3000)
    await expectError(await send(must(members[0]).c, 'DELETE', `/api/events/${eventId}`), 403)
    await expectError(await send((await signedInUser('x')).c, 'DELETE', `/api/events/${eventId}`), 404)
    expect(await eventRow(eventId)).toBeDefined()
    const res = await send(host.c, 'DELETE', `/api/events/${eventId}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ deleted: true })
    expect(await rows('SELECT id FROM events WHERE id = ?', eventId)).toEqual([])
    expect(await rows('SELECT id FROM items WHERE event_id = ?', eventId)).toEqual([])
    expect(await rows('SELECT user_id FROM event_participants WHERE event_id = ?', eventId)).toEqual([])
    await expectError(await host.c.fetch(`/api/events/${eventId}`), 404, 'Event not found')
  })
})

describe('GET /api/events (dashboard)', () => {
  it('pages 8 at a time, newest first, hosted and joined, each once, with item count and total', async () => {
    const me = await signedInUser('dash')
    const other = await signedInUser('other')
    const ids: string[] = []
    for (let i = 0; i < 9; i++) ids.push((await createEvent(me, { title: `Mine ${i}` })).event.id)
    const joined = await createEvent(other, { title: 'Theirs', taxMilliPct: 10_000 })
    await join(me, joined.event.joinCode)
    await join(me, joined.event.joinCode.toLowerCase()) // joining twice must not list it twice
    await addItem(other, joined.event.id, 'Cake', 1000)
    await addItem(other, joined.event.id, 'Tea', 250)
    await createEvent(other, { title: 'Not mine' })
    ids.push(joined.event.id)
    // Pin distinct creation times so the expected order does not depend on the clock's resolution.
    for (const [i, id] of ids.entries())
      await rows('UPDATE events SET created_at = ? WHERE id = ?', 1_700_000_000_000 + i * 1000, id)
    const newestFirst = [...ids].reverse()

    const page1 = (await (await me.c.fetch('/api/events')).json()) as EventList
    expect(page1).toMatchObject({ page: 1, pageSize: 8, total: 10 })
    expect(page1.events.map((e) => e.id)).toEqual(newestFirst.slice(0, 8))
    expect(page1.events[0]).toMatchObject({ title: 'Theirs', isHost: false, itemCount: 2, totalCents: 1375 })
    expect(page1.events[1]).toMatchObject({ title: 'Mine 8', isHost: true, itemCount: 0, totalCents: 0 })

    const page2 = (await (await me.c.fetch('/api/events?page=2')).json()) as EventList
    expect(page2).toMatchObject({ page: 2, total: 10 })
    expect(page2.events.map((e) => e.id)).toEqual(newestFirst.slice(8))
    const page3 = (await (await me.c.fetch('/api/events?page=3')).json()) as EventList
    expect(page3.events).toEqual([])

    await expectError(await me.c.fetch('/api/events?page=0'), 400)
    await expectError(await me.c.fetch('/api/events?page=abc'), 400)
    await expectError(await client().fetch('/api/events'), 401, 'Not authenticated')
  })
})

describe('GET /api/openapi.json', () => {
  it('documents the events, items and join routes', async () => {
    const res = await exports.default.fetch('http://localhost/api/openapi.json')
    expect(res.status).toBe(200)
    const paths = Object.keys(((await res.json()) as { paths: Record<string, unknown> }).paths)
    for (const p of [
      '/api/events',
      '/api/events/{id}',
      '/api/events/{id}/placeholders',
      '/api/events/{id}/placeholders/{placeholderId}',
      '/api/events/{id}/items',
      '/api/events/{id}/items/quick-assign',
      '/api/events/{id}/items/{itemId}',
      '/api/events/{id}/items/{itemId}/pickup',
      '/api/events/{id}/items/{itemId}/pickup/approve',
      '/api/events/{id}/items/{itemId}/pickup/deny',
      '/api/events/{id}/items/{itemId}/pickup/cancel',
      '/api/events/{id}/items/{itemId}/assign',
      '/api/events/{id}/items/{itemId}/release',
      '/api/events/{id}/items/{itemId}/shares',
      '/api/join',
    ])
      expect(paths).toContain(p)
  })
})

describe('migration 0001_percent_thousandths', () => {
  it('renames the rate columns and multiplies stored basis points by 10, so every event keeps its rate', async () => {
    const migration = must(env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0001_')))
    // The same statements, run on a scratch copy of the old events columns.
    await env.DB.exec(
      'CREATE TABLE `events_0001_probe` (`id` text, `tax_bp` integer DEFAULT 0 NOT NULL, `tip_bp` integer DEFAULT 0 NOT NULL)',
    )
    await env.DB.prepare('INSERT INTO `events_0001_probe` VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)')
      .bind('a', 888, 2000, 'b', 0, 10_000, 'c', 725, 1)
      .run()
    for (const query of migration.queries)
      await env.DB.prepare(query.replaceAll('`events`', '`events_0001_probe`')).run()
    const after = await rows('SELECT id, tax_milli_pct, tip_milli_pct FROM `events_0001_probe` ORDER BY id')
    expect(after).toEqual([
      { id: 'a', tax_milli_pct: 8880, tip_milli_pct: 20_000 },
      { id: 'b', tax_milli_pct: 0, tip_milli_pct: 100_000 },
      { id: 'c', tax_milli_pct: 7250, tip_milli_pct: 10 },
    ])
    await env.DB.exec('DROP TABLE `events_0001_probe`')
  })
})
