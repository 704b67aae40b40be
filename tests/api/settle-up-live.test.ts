import { describe, expect, it } from 'vitest'
import type { SettlementsPage, TabsDto } from '../../src/domain/schemas/settlement'
import {
  addItem,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  itemPath,
  join,
  must,
  rows,
  send,
  type User,
} from './event-fixtures'
import { connect } from './live-fixtures'

// Settling up moves money in several events at once: every open page of those events hears of it
// through the event's room, and a page showing an old figure cannot pay against it.

const assign = (u: User, eventId: string, itemId: string, userId: string) =>
  send(u.c, 'POST', itemPath(eventId, itemId, '/assign'), { assignee: { userId } })
const calculate = (u: User, eventId: string) => send(u.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})
const settle = (u: User, json: unknown) => send(u.c, 'POST', '/api/tabs/settle-up', json)
const tabs = async (u: User) => (await (await u.c.fetch('/api/tabs')).json()) as TabsDto
const paymentCount = async () => must((await rows<{ n: number }>('SELECT count(*) AS n FROM payments'))[0]).n

/** Ann owes the host $30.00 for Dinner; the host owes Ann $9.00 for Lunch (no tax or tip). */
async function twoEvents() {
  const { host, members, eventId } = await eventWithMembers(1)
  const ann = must(members[0])
  const wine = await addItem(host, eventId, 'wine', 3000)
  expect((await assign(host, eventId, wine.item.id, ann.id)).status).toBe(200)
  expect((await calculate(host, eventId)).status).toBe(200)
  const lunch = await createEvent(ann, { title: 'Lunch' })
  await join(host, lunch.event.joinCode)
  const salad = await addItem(ann, lunch.event.id, 'salad', 900)
  expect((await assign(ann, lunch.event.id, salad.item.id, host.id)).status).toBe(200)
  expect((await calculate(ann, lunch.event.id)).status).toBe(200)
  return { host, ann, dinnerId: eventId, lunchId: lunch.event.id }
}

describe('settle up: live and never against an old figure', () => {
  it('every open page of each event it touches hears the new version', async () => {
    const { host, ann, dinnerId, lunchId } = await twoEvents()
    const dinnerWatch = await connect(host, dinnerId)
    const lunchWatch = await connect(host, lunchId)
    const before = [must(await eventRow(dinnerId)).version, must(await eventRow(lunchId)).version]
    // Ann pays the whole net ($21.00): a payment in each event, each awaiting its receiver.
    const res = await settle(ann, { personId: host.id, amountCents: 2100, expectedNetCents: -2100 })
    expect(res.status, await res.clone().text()).toBe(201)
    const after = [must(await eventRow(dinnerId)).version, must(await eventRow(lunchId)).version]
    expect(after).toEqual([must(before[0]) + 1, must(before[1]) + 1])
    expect(await dinnerWatch.next((m) => m.type === 'event.changed' && m.version === after[0])).toEqual({
      type: 'event.changed',
      eventId: dinnerId,
      version: after[0],
    })
    expect(await lunchWatch.next((m) => m.type === 'event.changed' && m.version === after[1])).toMatchObject({
      eventId: lunchId,
    })
  })

  it('a page that shows an old net is refused with the new figure, and nothing is written', async () => {
    const { host, ann, dinnerId } = await twoEvents()
    const seen = must((await tabs(host)).net.find((n) => n.person.id === ann.id))
    expect(seen.netCents).toBe(2100)
    // Meanwhile the host records $5.00 received from Ann in Dinner (from another tab of theirs).
    const got = await send(host.c, 'POST', `/api/events/${dinnerId}/payments`, {
      fromId: ann.id,
      amountCents: 500,
      expectedOutstandingCents: 3000,
    })
    expect(got.status, await got.clone().text()).toBe(201)
    const count = await paymentCount()
    const stale = await expectError(
      await settle(host, { personId: ann.id, amountCents: 2100, expectedNetCents: seen.netCents }),
      409,
      undefined,
      'balance_changed',
    )
    expect(stale.error.message).toContain('now owes you $16.00')
    expect(await paymentCount()).toBe(count)
    // With the figure the page now shows, it goes through and clears both tabs.
    expect((await settle(host, { personId: ann.id, amountCents: 1600, expectedNetCents: 1600 })).status).toBe(201)
    expect((await tabs(host)).net).toEqual([])
  })

  it('a payment in one event against an outstanding amount that has changed is refused', async () => {
    const { host, ann, dinnerId } = await twoEvents()
    await expectError(
      await send(ann.c, 'POST', `/api/events/${dinnerId}/payments`, {
        toId: host.id,
        amountCents: 1000,
        expectedOutstandingCents: 2500,
      }),
      409,
      'This changed since you opened it: You owe Host $30.00. Check the new figure and try again.'.replace(
        'Host',
        host.user.username,
      ),
      'balance_changed',
    )
    const ok = await send(ann.c, 'POST', `/api/events/${dinnerId}/payments`, {
      toId: host.id,
      amountCents: 1000,
      expectedOutstandingCents: 3000,
    })
    const page = JSON.parse(await ok.text()) as SettlementsPage
    expect(ok.status).toBe(201)
    expect(must(page.settlements[0]).reportedCents).toBe(1000)
  })

  it('settling up racing a recalculation: both land, and each tab is its bill less what was paid', async () => {
    const { host, ann, dinnerId, lunchId } = await twoEvents()
    // The host reopens Dinner and adds $10.00 more for Ann, then recalculates while Ann settles up.
    expect((await send(host.c, 'PATCH', `/api/events/${dinnerId}`, { status: 'open' })).status).toBe(200)
    const cake = await addItem(host, dinnerId, 'cake', 1000)
    expect((await assign(host, dinnerId, cake.item.id, ann.id)).status).toBe(200)
    const [paid, calc] = await Promise.all([
      settle(ann, { personId: host.id, amountCents: 1000 }),
      calculate(host, dinnerId),
    ])
    expect([paid.status, calc.status]).toEqual([201, 200])
    // Whatever order they landed in, Dinner's tab is $40.00 and Ann's $10.00 is waiting there.
    const page = (await (await host.c.fetch(`/api/events/${dinnerId}/settlements`)).json()) as SettlementsPage
    expect(must(page.settlements.find((s) => s.debtor.id === ann.id))).toMatchObject({
      amountCents: 4000,
      reportedCents: 1000,
      outstandingCents: 4000,
    })
    const lunch = (await (await ann.c.fetch(`/api/events/${lunchId}/settlements`)).json()) as SettlementsPage
    expect(must(lunch.settlements[0]).outstandingCents).toBe(900)
  })
})
