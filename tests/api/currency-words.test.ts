import { describe, expect, it } from 'vitest'
import { addItem, createEvent, expectError, itemPath, send, snapOf } from './event-fixtures'
import { signedInUser } from './helpers'

// A refusal that names an amount names it in the event's currency; US-dollar events keep the spec's words.

describe("an item price over the cap is refused in the event's currency", () => {
  it.each([
    ['USD', 'Price must be at most $100,000.00'],
    ['JPY', 'Price must be at most ¥10,000,000'],
    ['EUR', 'Price must be at most €100,000.00'],
    ['KWD', 'Price must be at most KWD\u00a010,000.000'],
  ])('%s: Add Item and Edit Item say %j and change nothing', async (currency, message) => {
    const host = await signedInUser('host')
    const { event } = await createEvent(host, { currency })
    // The cap is the same number of minor units in every currency.
    const tooMuch = { name: 'Wagyu', priceCents: 10_000_001 }
    const added = await expectError(await send(host.c, 'POST', `/api/events/${event.id}/items`, tooMuch), 400, message)
    expect(added.error.fields?.priceCents).toBe(message)
    const { item } = await addItem(host, event.id, 'Tea', 10_000_000)
    await expectError(await send(host.c, 'PATCH', itemPath(event.id, item.id), tooMuch), 400, message)
    const snap = await snapOf(await host.c.fetch(`/api/events/${event.id}`))
    expect(snap.items.map((i) => [i.name, i.priceCents])).toEqual([['Tea', 10_000_000]])
  })

  it('tells someone outside the event nothing of its currency (the US-dollar words, then no event for them)', async () => {
    const host = await signedInUser('host')
    const stranger = await signedInUser('stranger')
    const { event } = await createEvent(host, { currency: 'JPY' })
    await expectError(
      await send(stranger.c, 'POST', `/api/events/${event.id}/items`, { name: 'Wagyu', priceCents: 10_000_001 }),
      400,
      'Price must be at most $100,000.00',
    )
    await expectError(
      await send(stranger.c, 'POST', `/api/events/${event.id}/items`, { name: 'Wagyu', priceCents: 1 }),
      404,
    )
  })
})

describe("a payment of nothing is refused in the event's currency", () => {
  /** A closed event in `currency` where Ann owes the host for one item. */
  async function tabIn(currency: string, price: number) {
    const host = await signedInUser('host')
    const ann = await signedInUser('ann')
    const { event } = await createEvent(host, { currency })
    await send(ann.c, 'POST', '/api/join', { code: event.joinCode })
    const { item } = await addItem(host, event.id, 'Dinner', price)
    await snapOf(await send(host.c, 'POST', itemPath(event.id, item.id, '/assign'), { assignee: { userId: ann.id } }))
    expect((await send(host.c, 'POST', `/api/events/${event.id}/settlements/calculate`, {})).status).toBe(200)
    return { host, ann, eventId: event.id }
  }

  it.each([
    ['USD', 'Enter an amount above $0.00'],
    ['JPY', 'Enter an amount above ¥0'],
    ['EUR', 'Enter an amount above €0.00'],
  ])('%s: recording a payment, who paid and settling up say %j', async (currency, message) => {
    const { host, ann, eventId } = await tabIn(currency, 3_000)
    await expectError(
      await send(ann.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 0 }),
      400,
      message,
    )
    await expectError(
      await send(host.c, 'PUT', `/api/events/${eventId}/payers`, { payers: [{ userId: host.id, amountCents: 0 }] }),
      400,
      message,
    )
    // Named, or left out when it is the only currency there is with that person.
    await expectError(
      await send(ann.c, 'POST', '/api/tabs/settle-up', { personId: host.id, currency, amountCents: 0 }),
      400,
      message,
    )
    await expectError(
      await send(ann.c, 'POST', '/api/tabs/settle-up', { personId: host.id, amountCents: -5 }),
      400,
      message,
    )
    const tabs = (await (await ann.c.fetch('/api/tabs')).json()) as { history: unknown[] }
    expect(tabs.history).toEqual([])
  })
})
