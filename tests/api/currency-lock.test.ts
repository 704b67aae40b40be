import { describe, expect, it } from 'vitest'
import {
  addItem,
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

// Every stored amount of an event is in minor units of its currency, the ledger's too. The ledger outlives
// its items (the host can reopen the event and delete them), so a tab, a payment or a payer must hold the
// currency as an item does: otherwise a confirmed $30.00 payment reads VND 3,000 (issue 38, item 5).

const base = (eventId: string) => `/api/events/${eventId}`
const LEDGER_LOCK = 'The currency can only be changed while the event has no tabs, payments or payers'

/** Ann had a $30.00 steak at Maria's dinner. */
async function dinner() {
  const { host, members, eventId } = await eventWithMembers(1)
  const ann = must(members[0]) as User
  const { item } = await addItem(host, eventId, 'Steak', 3000)
  await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: ann.id } }))
  return { host, ann, eventId, itemId: item.id }
}

const calculate = async (host: User, eventId: string) => {
  const res = await send(host.c, 'POST', `${base(eventId)}/settlements/calculate`, {})
  expect(res.status, await res.clone().text()).toBe(200)
}
const reopen = async (host: User, eventId: string) =>
  snapOf(await send(host.c, 'PATCH', base(eventId), { status: 'open' }))
const deleteItem = async (host: User, eventId: string, itemId: string) =>
  snapOf(await send(host.c, 'DELETE', itemPath(eventId, itemId)))

const ledgerOf = async (eventId: string) => ({
  settlements: await rows('SELECT debtor_id, creditor_id, amount_cents FROM settlements WHERE event_id = ?', eventId),
  payments: await rows('SELECT from_id, to_id, amount_cents, status FROM payments WHERE event_id = ?', eventId),
  payers: await rows('SELECT user_id, amount_cents FROM event_payers WHERE event_id = ?', eventId),
})

/** The host tries VND on an event with no items left; refused with the ledger's words, nothing changed. */
async function expectLocked(host: User, eventId: string) {
  const before = must(await eventRow(eventId))
  const ledger = await ledgerOf(eventId)
  expect(await rows('SELECT id FROM items WHERE event_id = ?', eventId)).toEqual([])
  await expectError(
    await send(host.c, 'PATCH', base(eventId), { currency: 'VND', title: 'Renamed' }),
    409,
    LEDGER_LOCK,
    'currency_locked',
  )
  const after = must(await eventRow(eventId))
  expect(after).toEqual(before)
  expect(after.currency).toBe('USD')
  expect(await ledgerOf(eventId)).toEqual(ledger)
}

describe('the currency once the ledger has rows', () => {
  it('is held by the tabs sent, after every item is deleted', async () => {
    const { host, eventId, itemId } = await dinner()
    await calculate(host, eventId)
    await reopen(host, eventId)
    await deleteItem(host, eventId, itemId)
    expect((await ledgerOf(eventId)).settlements).toHaveLength(1)
    await expectLocked(host, eventId)
  })

  it('is held by a confirmed payment, after the items and the tabs are gone', async () => {
    const { host, ann, eventId, itemId } = await dinner()
    await calculate(host, eventId)
    const paid = await send(host.c, 'POST', `${base(eventId)}/payments`, { fromId: ann.id, amountCents: 3000 })
    expect(paid.status, await paid.clone().text()).toBe(201)
    await reopen(host, eventId)
    await deleteItem(host, eventId, itemId)
    // Sending tabs again with no items leaves no tab; the $30.00 payment stays on the ledger.
    await calculate(host, eventId)
    await reopen(host, eventId)
    const ledger = await ledgerOf(eventId)
    expect(ledger.settlements).toEqual([])
    expect(ledger.payments).toEqual([{ from_id: ann.id, to_id: host.id, amount_cents: 3000, status: 'confirmed' }])
    await expectLocked(host, eventId)
  })

  it('is held by a recorded payer, with no item and no tab', async () => {
    const { host, ann, eventId, itemId } = await dinner()
    const saved = await send(host.c, 'PUT', `${base(eventId)}/payers`, {
      payers: [{ userId: ann.id, amountCents: 3000 }],
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    await deleteItem(host, eventId, itemId)
    expect((await ledgerOf(eventId)).payers).toHaveLength(1)
    await expectLocked(host, eventId)
  })

  it('is refused when reopening and changing the currency in one request', async () => {
    const { host, eventId, itemId } = await dinner()
    await calculate(host, eventId)
    await reopen(host, eventId)
    await deleteItem(host, eventId, itemId)
    await snapOf(await send(host.c, 'PATCH', base(eventId), { status: 'closed' }))
    await expectError(
      await send(host.c, 'PATCH', base(eventId), { status: 'open', currency: 'VND' }),
      409,
      LEDGER_LOCK,
      'currency_locked',
    )
    expect(must(await eventRow(eventId))).toMatchObject({ currency: 'USD', status: 'closed' })
  })

  it('still changes on an event whose ledger is empty', async () => {
    const { host, eventId, itemId } = await dinner()
    await deleteItem(host, eventId, itemId)
    expect((await snapOf(await send(host.c, 'PATCH', base(eventId), { currency: 'VND' }))).event.currency).toBe('VND')
  })
})
