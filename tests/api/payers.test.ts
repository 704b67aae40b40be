import { describe, expect, it } from 'vitest'
import type { SettlementsPage } from '../../src/domain/schemas/settlement'
import { addItem, eventWithMembers, expectError, itemPath, must, rows, send, snapOf, type User } from './event-fixtures'
import { signedInUser } from './helpers'
import { connect } from './live-fixtures'

// More than one payer, on real D1 in workerd: the host records who paid the restaurant, the tabs are
// the fewest transfers that square what each person had against what they paid, and payments
// already on the ledger are kept through the change.

const base = (eventId: string) => `/api/events/${eventId}`
const putPayers = (u: User, eventId: string, payers: unknown) => send(u.c, 'PUT', `${base(eventId)}/payers`, { payers })
const calculate = (u: User, eventId: string) => send(u.c, 'POST', `${base(eventId)}/settlements/calculate`, {})
const pageOf = async (res: Response, status = 200) => {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as SettlementsPage
}
const tabsOf = (page: SettlementsPage) =>
  page.settlements.map((s) => [s.debtor.id, s.creditor.id, s.amountCents, s.outstandingCents])
const notes = (userId: string) =>
  rows<{ title: string; message: string }>(
    'SELECT title, message FROM notifications WHERE user_id = ? ORDER BY created_at',
    userId,
  )

/** Maria hosts; Jules had $61.20, Sam $30.00, Maria $40.00: a $131.20 bill with no tax or tip. */
async function table() {
  const { host, members, eventId } = await eventWithMembers(2)
  const [jules, sam] = members as [User, User]
  for (const [name, cents, who] of [
    ['steak', 6120, jules],
    ['salad', 3000, sam],
    ['fish', 4000, host],
  ] as const) {
    const { item } = await addItem(host, eventId, name, cents)
    await snapOf(await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: who.id } }))
  }
  return { host, jules, sam, eventId }
}

describe('who paid', () => {
  it('Sam put the whole $131.20 on his card: Jules owes Sam $61.20 and Maria owes Sam $40.00, explained', async () => {
    const { host, jules, sam, eventId } = await table()
    const page = await pageOf(await putPayers(host, eventId, [{ userId: sam.id, amountCents: 13120 }]))
    expect(page.payers).toMatchObject({ recorded: true, problem: null })
    expect(page.payers.list.map((p) => [p.person.id, p.amountCents])).toEqual([[sam.id, 13120]])
    const name = (u: User) => u.user.username
    const julesPos = must(page.positions.find((p) => p.person.id === jules.id))
    expect(julesPos).toMatchObject({ hadCents: 6120, paidCents: 0, balanceCents: -6120 })
    expect(julesPos.explanation).toBe(`You had $61.20, you paid $0.00, so you owe ${name(sam)} $61.20.`)
    expect(must(page.positions.find((p) => p.person.id === sam.id)).explanation).toBe(
      `You had $30.00, you paid $131.20, so you are owed $101.20: ${name(jules)} pays you $61.20 and ${name(host)} pays you $40.00.`,
    )

    const calc = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    expect(tabsOf(calc)).toEqual([
      [jules.id, sam.id, 6120, 6120],
      [host.id, sam.id, 4000, 4000],
    ])
    expect(await notes(sam.id)).toEqual([
      {
        title: 'Settlement Calculated',
        message: `You are owed $101.20 for Dinner: ${name(jules)} owes you $61.20 and ${name(host)} owes you $40.00.`,
      },
    ])
    expect(await notes(host.id)).toEqual([
      { title: 'Settlement Calculated', message: `Your settlement amount: $40.00 for Dinner: you owe ${name(sam)}.` },
    ])
    // Jules sees his own position only.
    const julesPage = await pageOf(await jules.c.fetch(`${base(eventId)}/settlements`))
    expect(julesPage.positions.map((p) => p.person.id)).toEqual([jules.id])
    expect(tabsOf(julesPage)).toEqual([[jules.id, sam.id, 6120, 6120]])
  })

  it('two cards on one check: the same bill always gives the same tabs, whatever order the payers are typed in', async () => {
    const { host, jules, sam, eventId } = await table()
    const a = await pageOf(
      await putPayers(host, eventId, [
        { userId: host.id, amountCents: 8000 },
        { userId: sam.id, amountCents: 5120 },
      ]),
    )
    const b = await pageOf(
      await putPayers(host, eventId, [
        { userId: sam.id, amountCents: 5120 },
        { userId: host.id, amountCents: 8000 },
      ]),
    )
    expect(b.positions).toEqual(a.positions)
    const calc = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    // Maria: paid 80.00, had 40.00 (+40.00); Sam: paid 51.20, had 30.00 (+21.20); Jules owes 61.20.
    expect(tabsOf(calc)).toEqual([
      [jules.id, host.id, 4000, 4000],
      [jules.id, sam.id, 2120, 2120],
    ])
  })

  it('refuses payers that do not add up, people outside the event, and anyone but the host; nothing changes', async () => {
    const { host, jules, sam, eventId } = await table()
    await expectError(
      await putPayers(host, eventId, [{ userId: sam.id, amountCents: 13000 }]),
      400,
      'What the payers paid adds up to $130.00, but the bill is $131.20. The amounts must add up to the bill exactly.',
    )
    await expectError(
      await putPayers(host, eventId, [
        { userId: sam.id, amountCents: 13000 },
        { userId: sam.id, amountCents: 120 },
      ]),
      400,
      'Each person can be listed once as a payer',
    )
    const stranger = await signedInUser('stranger')
    await expectError(
      await putPayers(host, eventId, [{ userId: stranger.id, amountCents: 13120 }]),
      400,
      'Only people in this event can be payers',
    )
    await expectError(await putPayers(jules, eventId, [{ userId: jules.id, amountCents: 13120 }]), 403)
    await expectError(await putPayers(stranger, eventId, []), 404)
    await expectError(await putPayers(host, eventId, [{ userId: sam.id, amountCents: 0 }]), 400)
    expect(await rows('SELECT * FROM event_payers WHERE event_id = ?', eventId)).toEqual([])
    // The host alone for the whole bill is the default: nothing stored.
    const page = await pageOf(await putPayers(host, eventId, [{ userId: host.id, amountCents: 13120 }]))
    expect(page.payers.recorded).toBe(false)
    expect(await rows('SELECT * FROM event_payers WHERE event_id = ?', eventId)).toEqual([])
  })

  it('a bill that changes after payers were saved: calculating is refused with both figures until they are updated', async () => {
    const { host, sam, eventId } = await table()
    await pageOf(await putPayers(host, eventId, [{ userId: sam.id, amountCents: 13120 }]))
    await addItem(host, eventId, 'bread', 500)
    const page = await pageOf(await host.c.fetch(`${base(eventId)}/settlements`))
    expect(page.payers.problem).toContain('but the bill is $136.20')
    await expectError(await calculate(host, eventId), 409, undefined, 'payers_mismatch')
    expect(must((await rows<{ status: string }>('SELECT status FROM events WHERE id = ?', eventId))[0]).status).toBe(
      'open',
    )
    await pageOf(await putPayers(host, eventId, [{ userId: sam.id, amountCents: 13620 }]))
    expect((await calculate(host, eventId)).status).toBe(200)
  })

  it('a confirmed payment is never lost when the payers change: it is owed back and the new tab stands', async () => {
    const { host, jules, sam, eventId } = await table()
    await calculate(host, eventId)
    // Jules paid Maria his $61.20; she records it received.
    const paid = await send(host.c, 'POST', `${base(eventId)}/payments`, { fromId: jules.id, amountCents: 6120 })
    expect(paid.status).toBe(201)
    // Then it turns out Sam paid the restaurant.
    const watcher = await connect(jules, eventId)
    const saved = await pageOf(await putPayers(host, eventId, [{ userId: sam.id, amountCents: 13120 }]))
    await watcher.next((m) => m.type === 'event.changed' && m.version === saved.event.version)
    const calc = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    const pair = (a: string, b: string) =>
      must(
        calc.settlements.find((s) => s.debtor.id === a && s.creditor.id === b),
        `${a}->${b}`,
      )
    expect(pair(jules.id, sam.id)).toMatchObject({ amountCents: 6120, outstandingCents: 6120 })
    expect(pair(host.id, sam.id)).toMatchObject({ amountCents: 4000, outstandingCents: 4000 })
    // The $61.20 Jules paid Maria is still there: Maria now owes it back.
    expect(pair(jules.id, host.id)).toMatchObject({ amountCents: 0, paidCents: 6120, outstandingCents: -6120 })
    expect(await rows('SELECT amount_cents, status FROM payments WHERE event_id = ?', eventId)).toEqual([
      { amount_cents: 6120, status: 'confirmed' },
    ])
  })
})
