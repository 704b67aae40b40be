import { describe, expect, it } from 'vitest'
import { payLinks } from '../../src/domain/pay-links'
import type { SettlementsPage, TabsDto } from '../../src/domain/schemas/settlement'
import {
  addItem,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  itemPath,
  must,
  rows,
  send,
  snapOf,
} from './event-fixtures'
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

describe('an event in yen, and one in dinars, end to end on the server', () => {
  async function table(currency: string, prices: [number, number], taxMilliPct = 10_000, tipMilliPct = 15_000) {
    const { host, members, eventId } = await eventWithMembers(1, { currency, taxMilliPct, tipMilliPct })
    const ann = must(members[0])
    const { item: a } = await addItem(host, eventId, 'Ramen', prices[0])
    const { item: b } = await addItem(host, eventId, 'Gyoza', prices[1])
    for (const [item, who] of [
      [a, ann.id],
      [b, host.id],
    ] as const)
      await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: who } }))
    return { host, ann, eventId }
  }

  it('tabs, notifications and CSV in yen: whole yen, the currency named', async () => {
    const { host, ann, eventId } = await table('JPY', [1280, 640])
    const res = await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})
    expect(res.status, await res.clone().text()).toBe(200)
    // Ramen 1280 + 10% tax (128) + 15% tip (192) = 1600 yen, to the yen.
    const { page } = (await res.json()) as { page: SettlementsPage }
    expect(page.settlements.map((s) => s.amountCents)).toEqual([1600])
    const notes = await rows<{ message: string }>('SELECT message FROM notifications WHERE user_id = ?', ann.id)
    expect(notes.map((n) => n.message)).toContain(
      `Your settlement amount: ¥1,600 for Dinner: you owe ${host.user.username}.`,
    )
    // The bell's answer says where the amount sits, so each reader can write it their way (ja-JP: ￥1,600).
    const bell = (await (await ann.c.fetch('/api/me/notifications')).json()) as {
      notifications: { message: string; amounts: { start: number; end: number; currency: string; minor: number }[] }[]
    }
    const told = bell.notifications.find((n) => n.message.startsWith('Your settlement amount: ¥1,600 '))
    expect(told?.amounts).toEqual([{ start: 24, end: 30, currency: 'JPY', minor: 1600 }])
    expect(told?.message.slice(24, 30)).toBe('¥1,600')
    const csv = new TextDecoder().decode(
      await (await host.c.fetch(`/api/events/${eventId}/settlements/export.csv`)).arrayBuffer(),
    )
    expect(csv).toContain('Section,Person,Item,Share %,Amount,Currency,Status,Notes\r\n')
    expect(csv).toContain(',Ramen,100.000,1280,JPY,,')
    expect(csv).toContain('Event total,,,,2400,JPY,,')
    expect(csv).not.toMatch(/\$/)
  })

  it('pays in dinars to the fils; no pay link serves them, so the payee’s payment note goes to whoever owes', async () => {
    const { host, ann, eventId } = await table('KWD', [3_250, 1_125], 0, 0)
    const profile = await send(host.c, 'PATCH', '/api/me/profile', {
      venmo: 'hal-host',
      paypal: 'HalHost',
      paymentNote: 'IBAN KW81 CBKU 0000 0000 0000 1234 5601 01',
    })
    expect(profile.status).toBe(200)
    expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
    const page = (await (await ann.c.fetch(`/api/events/${eventId}/settlements`)).json()) as SettlementsPage
    const tab = must(page.settlements[0])
    expect(tab.amountCents).toBe(3_250)
    expect(tab.payTo.paymentNote).toBe('IBAN KW81 CBKU 0000 0000 0000 1234 5601 01')
    expect(payLinks(tab.payTo, tab.amountCents, 'x', 'KWD')).toEqual([])
    // Paying more than is owed is refused in the event's own currency.
    await expectError(
      await send(ann.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 3_251 }),
      400,
      'At most KWD\u00a03.250 is left to pay',
    )
    const paid = await send(ann.c, 'POST', `/api/events/${eventId}/payments`, { toId: host.id, amountCents: 3_250 })
    expect(paid.status, await paid.clone().text()).toBe(201)
    const hostNotes = await rows<{ message: string }>('SELECT message FROM notifications WHERE user_id = ?', host.id)
    expect(hostNotes.some((n) => n.message.includes('KWD\u00a03.250'))).toBe(true)
  })
})

describe('Open Tabs across events in different currencies', () => {
  it('keeps yen and dollars apart: totals and the net per person per currency; settling up moves one currency', async () => {
    const host = await signedInUser('host')
    const ann = await signedInUser('ann')
    const tabIn = async (currency: string, price: number) => {
      const { event } = await createEvent(host, { currency })
      await send(ann.c, 'POST', '/api/join', { code: event.joinCode })
      const { item } = await addItem(host, event.id, 'Dinner', price)
      await snapOf(await send(host.c, 'POST', itemPath(event.id, item.id, '/assign'), { assignee: { userId: ann.id } }))
      expect((await send(host.c, 'POST', `/api/events/${event.id}/settlements/calculate`, {})).status).toBe(200)
      return event.id
    }
    await tabIn('JPY', 3_000)
    await tabIn('USD', 1_250)
    const tabs = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(tabs.totals).toEqual([
      { currency: 'USD', owedToYouCents: 1_250, youOweCents: 0 },
      { currency: 'JPY', owedToYouCents: 3_000, youOweCents: 0 },
    ])
    // The dollar sums stay what they always were: dollars only.
    expect(tabs.owedToYouCents).toBe(1_250)
    expect(tabs.owedToYou.map((r) => [r.currency, r.amountCents]).sort()).toEqual([
      ['JPY', 3_000],
      ['USD', 1_250],
    ])
    expect(tabs.net.map((n) => [n.person.id, n.currency, n.netCents]).sort()).toEqual(
      [
        [ann.id, 'JPY', 3_000],
        [ann.id, 'USD', 1_250],
      ].sort(),
    )
    // A currency that is not one (blank, unknown) is a 400 that records nothing, never a 5xx.
    for (const currency of ['', ' ', 'XYZ', 'usd1']) {
      const bad = await send(host.c, 'POST', '/api/tabs/settle-up', { personId: ann.id, currency, amountCents: 1 })
      expect(bad.status, `${JSON.stringify(currency)}: ${await bad.clone().text()}`).toBe(400)
    }
    const unchanged = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(unchanged.net.map((n) => [n.currency, n.netCents]).sort()).toEqual(
      [
        ['JPY', 3_000],
        ['USD', 1_250],
      ].sort(),
    )
    // With two currencies open with Ann, a settle-up must say which.
    const yen = await send(host.c, 'POST', '/api/tabs/settle-up', {
      personId: ann.id,
      currency: 'JPY',
      amountCents: 3_000,
      expectedNetCents: 3_000,
    })
    expect(yen.status, await yen.clone().text()).toBe(201)
    const after = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(after.net.map((n) => [n.currency, n.netCents])).toEqual([['USD', 1_250]])
    await expectError(
      await send(host.c, 'POST', '/api/tabs/settle-up', { personId: ann.id, currency: 'USD', amountCents: 1_251 }),
      400,
      'At most $12.50 is owed',
    )
  })
})
