import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { EVENT_CLOSED } from '../../worker/services/events/open-event'
import {
  addItem,
  type ErrorBody,
  eventRow,
  eventWithMembers,
  expectError,
  itemPath,
  must,
  rows,
  send,
  snapOf,
  type User,
} from './event-fixtures'
import { signedInUser } from './helpers'

// A closed bill stays closed (docs/decisions/007): every write that changes money or membership is
// refused with 409 event_closed and changes nothing, also when it races the close itself.

const eventPath = (eventId: string, rest = '') => `/api/events/${eventId}${rest}`
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])

function upload(user: User, eventId: string) {
  const form = new FormData()
  form.set('file', new File([JPEG], 'r.jpg', { type: 'image/jpeg' }))
  return user.c.fetch(eventPath(eventId, '/receipt'), { method: 'POST', body: form })
}

const applyBody = (items: Array<{ name: string; priceCents: number }>) => ({
  include: { location: true, dateTime: false, totals: true, items: items.length > 0 },
  replaceExisting: false,
  receipt: {
    location_name: 'Late Diner',
    items,
    subtotalCents: items.reduce((s, i) => s + i.priceCents, 0),
    taxCents: 50,
    tipCents: 100,
    totalCents: 0,
  },
})

const close = (host: User, eventId: string) => send(host.c, 'PATCH', eventPath(eventId), { status: 'closed' })
const reopen = async (host: User, eventId: string) =>
  snapOf(await send(host.c, 'PATCH', eventPath(eventId), { status: 'open' }))

/** Everything a refused write could have touched, straight from D1 and R2. */
async function stateOf(host: User, eventId: string) {
  const snapshot = await snapOf(await host.c.fetch(eventPath(eventId)))
  const [event] = await rows('SELECT * FROM events WHERE id = ?', eventId)
  return {
    snapshot,
    event,
    participants: await rows('SELECT user_id FROM event_participants WHERE event_id = ? ORDER BY user_id', eventId),
    analyses: await rows('SELECT id FROM receipt_analyses WHERE event_id = ? ORDER BY id', eventId),
    photos: (await env.FILES.list({ include: ['customMetadata'] })).objects
      .filter((o) => o.customMetadata?.eventId === eventId)
      .map((o) => o.key)
      .sort(),
  }
}

const itemNames = async (eventId: string, prefix: string) =>
  new Set(
    (
      await rows<{ name: string }>('SELECT name FROM items WHERE event_id = ? AND name LIKE ?', eventId, `${prefix}%`)
    ).map((r) => r.name),
  )

async function outcome(res: Response) {
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) as Partial<ErrorBody> & EventSnapshot }
}

/** Refusals in a race must be the closed-event answer, nothing else (no 500, no item_conflict). */
function expectClosedRefusal(o: { status: number; body: Partial<ErrorBody> }) {
  expect(o.status, JSON.stringify(o.body)).toBe(409)
  expect(o.body.error).toEqual({ code: 'event_closed', message: EVENT_CLOSED })
}

/**
 * Starts `requests` one after another without waiting, and sends the close after the first `after`
 * of them, so it lands while the rest are in flight. Returns every outcome and the close's own
 * snapshot (read in the same transaction as the close: exactly what existed when it committed).
 */
async function raceClose(host: User, eventId: string, requests: Array<() => Promise<Response>>, after: number) {
  const started: Array<ReturnType<typeof outcome>> = []
  let closing: Promise<Response> | undefined
  requests.forEach((request, i) => {
    if (i === after) closing = close(host, eventId)
    started.push(request().then(outcome))
  })
  const [all, closeRes] = await Promise.all([Promise.all(started), must(closing)])
  const closeSnap = await snapOf(closeRes)
  expect(closeSnap.event.status).toBe('closed')
  return { all, closeSnap }
}

// Interleavings differ from run to run, so each race is run several times on the same event.
const ROUNDS = 3

describe('a closed event', () => {
  it('refuses every write that changes money or membership with 409 event_closed, changing nothing', async () => {
    const { host, members, eventId } = await eventWithMembers(2, { taxMilliPct: 8000, tipMilliPct: 15000 })
    const [m, owner] = members as [User, User]
    const { item } = await addItem(host, eventId, 'Beer', 500)
    const { item: asked } = await addItem(host, eventId, 'Wings', 900)
    const { item: owned } = await addItem(m, eventId, 'Fries', 400)
    const guest = must(
      (await snapOf(await send(host.c, 'POST', eventPath(eventId, '/placeholders'), { name: 'Ann' }), 201))
        .placeholders[0],
    )
    await snapOf(await send(m.c, 'POST', itemPath(eventId, asked.id, '/pickup')))
    await snapOf(await send(host.c, 'POST', itemPath(eventId, owned.id, '/assign'), { assignee: { userId: owner.id } }))
    await snapOf(await upload(host, eventId), 201)
    await snapOf(
      await send(host.c, 'POST', eventPath(eventId, '/receipt/apply'), applyBody([{ name: 'Tea', priceCents: 300 }])),
    )
    await snapOf(await close(host, eventId))
    const before = await stateOf(host, eventId)
    const stranger = await signedInUser('late')
    const split = { ownerPercent: 50, shares: [{ person: { userId: m.id }, percent: 50 }] }

    const attempts: Array<[string, () => Promise<Response>]> = [
      ['add item', () => send(m.c, 'POST', eventPath(eventId, '/items'), { name: 'More', priceCents: 1 })],
      ['edit item', () => send(host.c, 'PATCH', itemPath(eventId, item.id), { name: 'X', priceCents: 1 })],
      ['delete item', () => send(host.c, 'DELETE', itemPath(eventId, item.id))],
      ['split', () => send(owner.c, 'PUT', itemPath(eventId, owned.id, '/shares'), split)],
      [
        'quick assign',
        () =>
          send(host.c, 'POST', eventPath(eventId, '/items/quick-assign'), {
            itemIds: [item.id],
            assignees: [{ userId: m.id }, { placeholderId: guest.id }],
          }),
      ],
      ['assign', () => send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: m.id } })],
      ['pickup', () => send(m.c, 'POST', itemPath(eventId, item.id, '/pickup'))],
      ['approve', () => send(host.c, 'POST', itemPath(eventId, asked.id, '/pickup/approve'))],
      ['deny', () => send(host.c, 'POST', itemPath(eventId, asked.id, '/pickup/deny'))],
      ['cancel', () => send(m.c, 'POST', itemPath(eventId, asked.id, '/pickup/cancel'))],
      ['release', () => send(owner.c, 'POST', itemPath(eventId, owned.id, '/release'))],
      ['add guest', () => send(host.c, 'POST', eventPath(eventId, '/placeholders'), { name: 'Bob' })],
      ['remove guest', () => send(host.c, 'DELETE', eventPath(eventId, `/placeholders/${guest.id}`))],
      ['upload receipt', () => upload(host, eventId)],
      [
        'apply receipt',
        () => send(host.c, 'POST', eventPath(eventId, '/receipt/apply'), applyBody([{ name: 'Cake', priceCents: 1 }])),
      ],
      ['remove receipt', () => send(host.c, 'DELETE', eventPath(eventId, '/receipt'))],
      ['remove receipt and items', () => send(host.c, 'DELETE', eventPath(eventId, '/receipt?removeItems=true'))],
      ['tax percent', () => send(host.c, 'PATCH', eventPath(eventId), { taxMilliPct: 10000 })],
      ['tip percent', () => send(host.c, 'PATCH', eventPath(eventId), { tipMilliPct: 0 })],
      ['tax amount', () => send(host.c, 'PATCH', eventPath(eventId), { taxAmountCents: 10 })],
      ['tip amount', () => send(host.c, 'PATCH', eventPath(eventId), { tipAmountCents: 10 })],
      // A title change riding along with a tax change is refused with it: nothing half-applied.
      ['title with tax', () => send(host.c, 'PATCH', eventPath(eventId), { title: 'Sneaky', taxMilliPct: 0 })],
      ['join', () => send(stranger.c, 'POST', '/api/join', { code: before.snapshot.event.joinCode })],
    ]
    for (const [what, attempt] of attempts) {
      const res = await attempt()
      const text = await res.text()
      expect(res.status, `${what}: ${text}`).toBe(409)
      expect(JSON.parse(text), what).toEqual({ error: { code: 'event_closed', message: EVENT_CLOSED } })
    }
    expect(await stateOf(host, eventId)).toEqual(before)
    // Someone already in the event may still open it by its code (nothing changes for them).
    const again = await send(m.c, 'POST', '/api/join', { code: before.snapshot.event.joinCode })
    expect(again.status).toBe(200)
    expect(await stateOf(host, eventId)).toEqual(before)
  })

  it('lets the host edit title, description and location while closed, reopen it and close it again', async () => {
    const { host, members, eventId } = await eventWithMembers(1, { taxMilliPct: 8000 })
    await addItem(host, eventId, 'Pizza', 2000)
    await snapOf(await close(host, eventId))
    const totals = await eventRow(eventId)
    const edited = await snapOf(
      await send(host.c, 'PATCH', eventPath(eventId), {
        title: 'Pizza night',
        description: 'Fixed',
        locationName: "Tony's",
      }),
    )
    expect(edited.event).toMatchObject({
      title: 'Pizza night',
      description: 'Fixed',
      locationName: "Tony's",
      status: 'closed',
      taxMilliPct: 8000,
      totalCents: 2160,
    })
    await expectError(await send(must(members[0]).c, 'PATCH', eventPath(eventId), { title: 'Mine' }), 403)
    // Reopening in the same request may change tax and tip too.
    const reopened = await snapOf(
      await send(host.c, 'PATCH', eventPath(eventId), { status: 'open', taxMilliPct: 10000 }),
    )
    expect(reopened.event).toMatchObject({ status: 'open', taxMilliPct: 10000, taxCents: 200, totalCents: 2200 })
    await addItem(must(members[0]), eventId, 'Salad', 1000)
    // Closing with a last tax change applies both.
    const closed = await snapOf(
      await send(host.c, 'PATCH', eventPath(eventId), { status: 'closed', taxMilliPct: 8000 }),
    )
    expect(closed.event).toMatchObject({ status: 'closed', subtotalCents: 3000, taxCents: 240 })
    expect(await eventRow(eventId)).toMatchObject({ status: 'closed', title: 'Pizza night', tax_milli_pct: 8000 })
    expect(totals?.total_cents).toBe(2160)
  })
})

describe('closing races', () => {
  it('100 item adds racing the close: every 2xx add exists, every stored add answered 2xx, none after the close', async () => {
    let refused = 0
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh event each round: 100 adds on top of an earlier round's items would meet the 100-item
      // limit, and a refusal for the limit is not what this race is about.
      const { host, members, eventId } = await eventWithMembers(1)
      const member = must(members[0])
      const prefix = `r${round}-`
      const adds = Array.from(
        { length: 100 },
        (_, i) => () =>
          send(i % 2 ? host.c : member.c, 'POST', eventPath(eventId, '/items'), {
            name: `${prefix}${i}`,
            priceCents: 100,
          }),
      )
      const { all, closeSnap } = await raceClose(host, eventId, adds, 30)
      const accepted = new Set<string>()
      all.forEach((o, i) => {
        if (o.status === 201) accepted.add(`${prefix}${i}`)
        else expectClosedRefusal(o)
      })
      refused += all.length - accepted.size
      const stored = await itemNames(eventId, prefix)
      const atClose = new Set(closeSnap.items.map((i) => i.name).filter((n) => n.startsWith(prefix)))
      expect(stored).toEqual(accepted)
      expect(stored).toEqual(atClose)
      // Nothing wrote to the event after the close: same version, totals still match the items.
      const row = must(await eventRow(eventId))
      expect(row.version).toBe(closeSnap.event.version)
      const [sum] = await rows<{ s: number }>(
        'SELECT COALESCE(SUM(price_cents), 0) AS s FROM items WHERE event_id = ?',
        eventId,
      )
      expect(row.subtotal_cents).toBe(sum?.s)
    }
    // The close really did land mid-stream (otherwise this test proves nothing).
    expect(refused).toBeGreaterThan(0)
  }, 180_000)

  it('receipt applies racing the close: only applies that answered 200 wrote anything', async () => {
    const { host, eventId } = await eventWithMembers(0)
    await snapOf(await upload(host, eventId), 201)
    let accepted = 0
    let refused = 0
    for (let round = 0; round < ROUNDS; round++) {
      const prefix = `a${round}-`
      const applies = Array.from(
        { length: 25 },
        (_, i) => () =>
          send(
            host.c,
            'POST',
            eventPath(eventId, '/receipt/apply'),
            applyBody([{ name: `${prefix}${i}`, priceCents: 250 }]),
          ),
      )
      const { all, closeSnap } = await raceClose(host, eventId, applies, 5)
      const ok = new Set<string>()
      all.forEach((o, i) => {
        if (o.status === 200) ok.add(`${prefix}${i}`)
        else expectClosedRefusal(o)
      })
      accepted += ok.size
      refused += all.length - ok.size
      const stored = await itemNames(eventId, prefix)
      expect(stored).toEqual(ok)
      expect(stored).toEqual(new Set(closeSnap.items.map((i) => i.name).filter((n) => n.startsWith(prefix))))
      expect(await rows('SELECT id FROM receipt_analyses WHERE event_id = ?', eventId)).toHaveLength(accepted)
      expect(must(await eventRow(eventId)).version).toBe(closeSnap.event.version)
      await reopen(host, eventId)
    }
    expect(refused).toBeGreaterThan(0)
  }, 180_000)

  it('guest removals racing the close: a guest is gone exactly when the removal answered 200', async () => {
    const { host, eventId } = await eventWithMembers(0)
    let refused = 0
    for (let round = 0; round < ROUNDS; round++) {
      const guests: EventSnapshot['placeholders'] = []
      for (let i = 0; i < 24; i++) {
        const snap = await snapOf(
          await send(host.c, 'POST', eventPath(eventId, '/placeholders'), { name: `g${round}-${i}` }),
          201,
        )
        guests.push(must(snap.placeholders.find((p) => p.name === `g${round}-${i}`)))
      }
      // Some guests own an item, so a removal that slipped through would also move money.
      const owned = new Map<string, string>()
      for (const g of guests.slice(0, 4)) {
        const { item } = await addItem(host, eventId, `dish-${g.name}`, 700)
        await snapOf(
          await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { placeholderId: g.id } }),
        )
        owned.set(g.id, item.id)
      }
      const removals = guests.map((g) => () => send(host.c, 'DELETE', eventPath(eventId, `/placeholders/${g.id}`)))
      const { all, closeSnap } = await raceClose(host, eventId, removals, 4)
      const remaining = new Set(
        (await rows<{ id: string }>('SELECT id FROM placeholder_participants WHERE event_id = ?', eventId)).map(
          (r) => r.id,
        ),
      )
      all.forEach((o, i) => {
        const g = must(guests[i])
        if (o.status === 200) expect(remaining.has(g.id)).toBe(false)
        else {
          expectClosedRefusal(o)
          refused++
          expect(remaining.has(g.id)).toBe(true)
        }
      })
      expect(remaining).toEqual(new Set(closeSnap.placeholders.map((p) => p.id)))
      for (const [guestId, itemId] of owned) {
        const [row] = await rows<{ placeholder_owner_id: string | null }>(
          'SELECT placeholder_owner_id FROM items WHERE id = ?',
          itemId,
        )
        expect(row?.placeholder_owner_id).toBe(remaining.has(guestId) ? guestId : null)
      }
      expect(must(await eventRow(eventId)).version).toBe(closeSnap.event.version)
      await reopen(host, eventId)
    }
    expect(refused).toBeGreaterThan(0)
  }, 180_000)
})
