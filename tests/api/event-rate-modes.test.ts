import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  addItem,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  receiptBody,
  send,
  snapOf,
} from './event-fixtures'
import { signedInUser } from './helpers'

// How the host gave tax and tip (a percent or an amount) is stored beside each rate, so the editor reopens
// in that mode. The rate stays the only figure the bill uses.

const modesOf = async (eventId: string) => {
  const row = await eventRow(eventId)
  return [row?.tax_mode, row?.tip_mode]
}

describe('tax and tip modes', () => {
  it('a new event takes percents unless the body says otherwise, and the snapshot carries the modes', async () => {
    const host = await signedInUser('modes')
    const plain = await createEvent(host, { taxMilliPct: 8875 })
    expect(plain.event).toMatchObject({ taxMilliPct: 8875, taxMode: 'percent', tipMode: 'percent' })
    const given = await createEvent(host, { taxMode: 'amount', tipMode: 'percent' })
    expect(given.event).toMatchObject({ taxMode: 'amount', tipMode: 'percent' })
    // Read back as a member opening the page sees it.
    const read = await snapOf(await host.c.fetch(`/api/events/${given.event.id}`))
    expect(read.event).toMatchObject({ taxMode: 'amount', tipMode: 'percent' })
  })

  it('round trip: a percent stays a percent, an amount an amount, and a switch alone keeps the rate', async () => {
    const { host, eventId } = await eventWithMembers(0, { taxMilliPct: 8875, tipMilliPct: 18_000 })
    await addItem(host, eventId, 'Pizza', 2400)
    const path = `/api/events/${eventId}`

    // The tip given as an amount: 500 / 2400 = 20.833%, shown as an amount from now on.
    const amount = await snapOf(await send(host.c, 'PATCH', path, { tipAmountCents: 500 }))
    expect(amount.event).toMatchObject({
      taxMilliPct: 8875,
      taxMode: 'percent',
      tipMilliPct: 20_833,
      tipMode: 'amount',
    })
    expect(await modesOf(eventId)).toEqual(['percent', 'amount'])

    // Given as a percent again: back to percent mode.
    const percent = await snapOf(await send(host.c, 'PATCH', path, { tipMilliPct: 18_000 }))
    expect(percent.event).toMatchObject({ tipMilliPct: 18_000, tipMode: 'percent' })

    // The host switched tax to Amount and saved without changing it: the mode moves, the money does not.
    const before = await eventRow(eventId)
    const switched = await snapOf(await send(host.c, 'PATCH', path, { taxMode: 'amount' }))
    expect(switched.event).toMatchObject({ taxMilliPct: 8875, taxMode: 'amount', taxCents: before?.tax_cents })
    expect((await snapOf(await host.c.fetch(path))).event).toMatchObject({ taxMode: 'amount', tipMode: 'percent' })

    // Other edits leave the modes alone.
    await snapOf(await send(host.c, 'PATCH', path, { title: 'Renamed' }))
    expect(await modesOf(eventId)).toEqual(['amount', 'percent'])
  })

  it('refuses an unknown mode with 400 and writes nothing', async () => {
    const { host, eventId } = await eventWithMembers(0)
    const before = await eventRow(eventId)
    for (const body of [{ taxMode: 'fixed' }, { tipMode: 1 }, { taxMode: null }])
      await expectError(
        await send(host.c, 'PATCH', `/api/events/${eventId}`, body),
        400,
        'Mode must be percent or amount',
      )
    const created = await send(host.c, 'POST', '/api/events', { title: 'x', tipMode: 'cash' })
    await expectError(created, 400, 'Mode must be percent or amount')
    expect(await eventRow(eventId)).toEqual(before)
  })

  it('a receipt gives tax and tip as amounts: what it writes opens in amount mode, the rest keeps its mode', async () => {
    const { host, eventId } = await eventWithMembers(0, { taxMilliPct: 8000, tipMilliPct: 18_000 })
    const include = { location: false, dateTime: false, totals: true, items: true, tax: true, tip: false }
    const snap = await snapOf(
      await send(host.c, 'POST', `/api/events/${eventId}/receipt/apply`, { include, receipt: receiptBody() }),
    )
    expect(snap.event).toMatchObject({ taxMilliPct: 9000, taxMode: 'amount', tipMilliPct: 18_000, tipMode: 'percent' })
  })

  it('events from before the columns read as percents (the create form only ever took percents)', async () => {
    const host = await signedInUser('legacy')
    await env.DB.prepare(
      `INSERT INTO events (id, title, host_id, join_code, tax_milli_pct) VALUES ('legacy-modes', 'Old', ?, 'OLD-M0D', 8875)`,
    )
      .bind(host.id)
      .run()
    expect(await modesOf('legacy-modes')).toEqual(['percent', 'percent'])
  })
})
