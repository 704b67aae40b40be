import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  must,
  receiptBody,
  rows,
  send,
  snapOf,
} from './event-fixtures'
import { signedInUser } from './helpers'

// Input that used to reach D1 or src/domain unchecked and come back as a 500, and text that must be
// cleaned once at the edge (docs/decisions/008).

/** An event with `n` items, added in one request through the receipt's Apply. More than the default
 * maxItemsPerEvent (100, decision 022) is needed here, so the admin's limit is lifted first. */
async function eventWithItems(n: number) {
  await env.DB.prepare("UPDATE admin_settings SET max_items_per_event = 1000 WHERE id = 'global'").run()
  const { host, members, eventId } = await eventWithMembers(1)
  const receipt = receiptBody({
    items: Array.from({ length: n }, (_, i) => ({ name: `Dish ${i}`, priceCents: 100 + i })),
    subtotalCents: 0,
    taxCents: 0,
    totalCents: 0,
  })
  const include = { location: false, dateTime: false, totals: false, items: true }
  const snap = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/receipt/apply`, { include, receipt }))
  expect(snap.items).toHaveLength(n)
  return { host, member: must(members[0]), eventId, itemIds: snap.items.map((i) => i.id) }
}

describe('numbers and lists past what D1 and the domain take', () => {
  it('quick-assigns 150 items at once (more ids than D1 binds in one statement)', async () => {
    const { host, member, eventId, itemIds } = await eventWithItems(150)
    const body = { itemIds, assignees: [{ userId: member.id }, { userId: host.id }] }
    const snap = await snapOf(await send(host.c, 'POST', `/api/events/${eventId}/items/quick-assign`, body))
    expect(snap.items.every((i) => i.status === 'assigned' && i.ownerId === member.id)).toBe(true)
    const shares = await rows<{ n: number }>('SELECT count(*) AS n FROM item_shares WHERE event_id = ?', eventId)
    expect(shares[0]?.n).toBe(150)
  })

  it('refuses 150 ids when one is unknown, and assigns nothing', async () => {
    const { host, member, eventId, itemIds } = await eventWithItems(150)
    const body = { itemIds: [...itemIds.slice(1), 'no-such-item'], assignees: [{ userId: member.id }] }
    await expectError(await send(host.c, 'POST', `/api/events/${eventId}/items/quick-assign`, body), 404)
    const assigned = await rows('SELECT id FROM items WHERE event_id = ? AND status = ?', eventId, 'assigned')
    expect(assigned).toEqual([])
  })

  it('refuses a tax or tip amount too large for exact arithmetic with 400, changing nothing', async () => {
    const host = await signedInUser('huge')
    const { event } = await createEvent(host, { title: 'Huge' })
    await send(host.c, 'POST', `/api/events/${event.id}/items`, { name: 'Soup', priceCents: 1000 })
    const before = await eventRow(event.id)
    for (const body of [
      { taxAmountCents: 1e13 },
      { tipAmountCents: Number.MAX_SAFE_INTEGER },
      { taxAmountCents: 1e300 },
      { taxAmountCents: 12.5 },
    ]) {
      await expectError(await send(host.c, 'PATCH', `/api/events/${event.id}`, body), 400)
    }
    expect(await eventRow(event.id)).toEqual(before)
    // The largest amount allowed still works, and a typed amount is charged exactly as typed even when it is
    // more than the subtotal (decision 046).
    const ok = await snapOf(await send(host.c, 'PATCH', `/api/events/${event.id}`, { taxAmountCents: 1e10 }))
    expect(ok.event.taxCents).toBe(1e10)
  })
})

describe('text is cleaned once, at the edge', () => {
  it('stores NFC text without controls, bidi overrides or zero-width spaces', async () => {
    const host = await signedInUser('text')
    const title = ' Cafe\u0301 \u202Egnp.exe\u202C\u200B night\u0007 '
    const description = 'Line one\r\nLine two\u2066\u0000'
    const snap = await createEvent(host, { title, description })
    expect(snap.event.title).toBe('Café gnp.exe night')
    expect(snap.event.description).toBe('Line one\nLine two')
    const added = await snapOf(
      await send(host.c, 'POST', `/api/events/${snap.event.id}/items`, { name: 'Ta\ncos\u200B', priceCents: 1 }),
      201,
    )
    expect(added.items[0]?.name).toBe('Ta cos')
    // Emoji sequences keep their zero-width joiners.
    const guest = await snapOf(
      await send(host.c, 'POST', `/api/events/${snap.event.id}/placeholders`, { name: 'Ana 👩‍🍳' }),
      201,
    )
    expect(guest.placeholders[0]?.name).toBe('Ana 👩‍🍳')
  })

  it('refuses names that are blank once invisible characters are gone, and lone surrogates', async () => {
    const host = await signedInUser('blank')
    const { event } = await createEvent(host, { title: 'Blank names' })
    const invisible = '\u200B\u200D\u2060\u202E \u3164\uFEFF'
    await expectError(await send(host.c, 'POST', '/api/events', { title: invisible }), 400, 'Event Title is required')
    await expectError(
      await send(host.c, 'PATCH', `/api/events/${event.id}`, { title: invisible }),
      400,
      'Event Title is required',
    )
    await expectError(
      await send(host.c, 'POST', `/api/events/${event.id}/items`, { name: invisible, priceCents: 5 }),
      400,
      'Enter valid name and price',
    )
    await expectError(
      await send(host.c, 'POST', `/api/events/${event.id}/placeholders`, { name: invisible }),
      400,
      'Name is required',
    )
    await expectError(
      await send(host.c, 'POST', '/api/events', { title: 'Lone \uD83D surrogate' }),
      400,
      'Text contains characters that are not allowed',
    )
    const after = await snapOf(await host.c.fetch(`/api/events/${event.id}`))
    expect(after.event.title).toBe('Blank names')
    expect(after.items).toEqual([])
    expect(after.placeholders).toEqual([])
  })
})
