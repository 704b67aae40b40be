import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES, CURRENCY_EXPONENTS } from '../../src/domain/currency-exponents'
import type { SettlementsPage } from '../../src/domain/schemas/settlement'
import { addItem, eventWithMembers, itemPath, must, rows, send, snapOf } from './event-fixtures'

// The worker writes an event's amounts in the minor unit of our table (decision 047). Every amount stored
// so far was written by workerd and read in by Chromium with their own currency data, so the table must
// give the same unit for every currency they know: a table entry that differed would misread every stored
// amount of that currency (100x for two digits). And an event's server text and export use the table's
// digits: RSD, whose digits differ between runtimes, is kept in whole dinars as it always was.

const workerdCurrencies = () =>
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? []
const workerdDigits = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits

describe('the currency exponent table in the worker', () => {
  it('gives every currency workerd knows the unit its amounts were stored in', () => {
    const known = workerdCurrencies()
    expect(known.length).toBeGreaterThan(100)
    expect(known.filter((code) => !CURRENCY_EXPONENTS.has(code))).toEqual([])
    expect(known.filter((code) => workerdDigits(code) !== CURRENCY_EXPONENTS.get(code))).toEqual([])
    // The table may know a few newer codes the runtime does not name yet (SLE, XCG, ZWG): still two digits.
    expect(CURRENCY_CODES.filter((code) => !known.includes(code)).every((c) => CURRENCY_EXPONENTS.get(c) === 2)).toBe(
      true,
    )
  })

  it.each([
    ['RSD', 'RSD\u00a0123,456', '123456'],
    ['HUF', 'HUF\u00a0123,456', '123456'],
    ['KWD', 'KWD\u00a0123.456', '123.456'],
    ['EUR', '€1,234.56', '1234.56'],
  ])(
    'an event in %s keeps its amounts in the table’s unit: tabs, notifications and the export',
    async (currency, shown, plain) => {
      const { host, members, eventId } = await eventWithMembers(1, { currency, title: 'Supper' })
      const ann = must(members[0])
      const { item } = await addItem(host, eventId, 'Dinner', 123_456)
      await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: ann.id } }))
      const res = await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})
      expect(res.status, await res.clone().text()).toBe(200)
      const { page } = (await res.json()) as { page: SettlementsPage }
      expect(page.settlements.map((s) => s.amountCents)).toEqual([123_456])
      expect(await rows('SELECT amount_cents FROM settlements WHERE event_id = ?', eventId)).toEqual([
        { amount_cents: 123_456 },
      ])
      const told = await rows<{ message: string }>('SELECT message FROM notifications WHERE user_id = ?', ann.id)
      const bell = (await (await ann.c.fetch('/api/me/notifications')).json()) as {
        notifications: { message: string }[]
      }
      expect(told).toHaveLength(1)
      expect(bell.notifications.map((n) => n.message)).toContain(
        `Your settlement amount: ${shown} for Supper: you owe ${host.user.username}.`,
      )
      const csv = new TextDecoder().decode(
        await (await host.c.fetch(`/api/events/${eventId}/settlements/export.csv`)).arrayBuffer(),
      )
      expect(csv).toContain(`,Dinner,100.000,${plain},${currency},,`)
    },
  )
})
