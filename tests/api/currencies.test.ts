import { describe, expect, it } from 'vitest'
import { addItem, createEvent, eventRow, expectError, must, send, snapOf } from './event-fixtures'
import { signedInUser } from './helpers'

const patchEvent = (host: Awaited<ReturnType<typeof signedInUser>>, id: string, json: unknown) =>
  send(host.c, 'PATCH', `/api/events/${id}`, json)

describe('an event currency', () => {
  it('is US dollars unless the host names one', async () => {
    const host = await signedInUser('host')
    const snap = await createEvent(host)
    expect(snap.event.currency).toBe('USD')
    expect(must(await eventRow(snap.event.id)).currency).toBe('USD')
  })

  it('is chosen at creation by ISO 4217 code; lower case is read as the code', async () => {
    const host = await signedInUser('host')
    expect((await createEvent(host, { currency: 'JPY' })).event.currency).toBe('JPY')
    expect((await createEvent(host, { currency: 'kwd' })).event.currency).toBe('KWD')
  })

  it.each(['XYZ', 'US', 'EURO', '€', ''])('refuses %j, creating nothing', async (currency) => {
    const host = await signedInUser('host')
    await expectError(
      await send(host.c, 'POST', '/api/events', { title: 'Dinner', currency }),
      400,
      'Choose a currency by its three-letter code, like USD or EUR',
    )
    const list = (await (await send(host.c, 'GET', '/api/events')).json()) as { total: number }
    expect(list.total).toBe(0)
  })

  it("starts in the host's default currency when the request names none", async () => {
    const host = await signedInUser('host')
    const res = await send(host.c, 'PATCH', '/api/me/profile', { defaultCurrency: 'eur' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { defaultCurrency: string }).defaultCurrency).toBe('EUR')
    expect((await createEvent(host)).event.currency).toBe('EUR')
    expect((await createEvent(host, { currency: 'USD' })).event.currency).toBe('USD')
  })

  it('changes while the event has no items, and is refused once it has one', async () => {
    const host = await signedInUser('host')
    const { event } = await createEvent(host)
    const changed = await snapOf(await patchEvent(host, event.id, { currency: 'JPY' }))
    expect(changed.event.currency).toBe('JPY')
    await addItem(host, event.id, 'Ramen', 1200)
    await expectError(
      await patchEvent(host, event.id, { currency: 'USD', title: 'Renamed' }),
      409,
      'The currency can only be changed while the event has no items',
      'currency_locked',
    )
    const row = must(await eventRow(event.id))
    expect(row.currency).toBe('JPY')
    expect(row.title).toBe('Dinner')
    // Naming the currency it already has is no change, so the rest of the edit goes through.
    expect(
      (await snapOf(await patchEvent(host, event.id, { currency: 'JPY', title: 'Ramen night' }))).event.title,
    ).toBe('Ramen night')
  })

  it('is the host’s to change', async () => {
    const host = await signedInUser('host')
    const other = await signedInUser('other')
    const { event } = await createEvent(host)
    await send(other.c, 'POST', '/api/join', { code: event.joinCode })
    await expectError(await patchEvent(other, event.id, { currency: 'EUR' }), 403)
    expect(must(await eventRow(event.id)).currency).toBe('USD')
  })
})
