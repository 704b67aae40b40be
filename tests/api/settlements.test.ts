import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { SettlementsPage, TabsDto } from '../../src/domain/schemas/settlement'
import { planSettlements } from '../../src/domain/settle'
import {
  addItem,
  billOf,
  createEvent,
  eventRow,
  eventWithMembers,
  expectError,
  itemPath,
  join,
  must,
  rows,
  send,
  snapOf,
  type User,
  userKey,
} from './event-fixtures'
import { client, signedInUser } from './helpers'

// Send Tabs and paying up (docs/decisions/015), on real D1 in workerd.

const base = (eventId: string) => `/api/events/${eventId}/settlements`
const calculate = (u: User, eventId: string, json: unknown = {}) =>
  send(u.c, 'POST', `${base(eventId)}/calculate`, json)
const pay = (u: User, eventId: string, json: unknown) => send(u.c, 'POST', `/api/events/${eventId}/payments`, json)
const act = (u: User, eventId: string, paymentId: string, json: unknown) =>
  send(u.c, 'PATCH', `/api/events/${eventId}/payments/${paymentId}`, json)
const paymentRows = (eventId: string) =>
  rows<{ id: string; from_id: string; to_id: string; amount_cents: number; status: string; note: string | null }>(
    'SELECT id, from_id, to_id, amount_cents, status, note FROM payments WHERE event_id = ? ORDER BY created_at, id',
    eventId,
  )
const tabOf = (page: SettlementsPage, debtorId: string) => must(page.settlements.find((s) => s.debtor.id === debtorId))
const pageOf = async (res: Response, status = 200) => {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as SettlementsPage
}
const stored = (eventId: string) =>
  rows<{
    id: string
    debtor_id: string
    creditor_id: string
    amount_cents: number
    status: string
    notes: string | null
  }>(
    'SELECT id, debtor_id, creditor_id, amount_cents, status, notes FROM settlements WHERE event_id = ? ORDER BY debtor_id',
    eventId,
  )
const notes = (userId: string) =>
  rows<{ title: string; message: string }>('SELECT title, message FROM notifications WHERE user_id = ?', userId)

const assign = async (host: User, eventId: string, itemId: string, assignee: unknown) =>
  snapOf(await send(host.c, 'POST', itemPath(eventId, itemId, '/assign'), { assignee }))

/** Host + 2: ann has $20.00, bob $12.34, the host $10.00, a guest $5.00, $3.00 unassigned; 10% tax, 15% tip. */
async function dinner() {
  const { host, members, eventId } = await eventWithMembers(2, { taxMilliPct: 10000, tipMilliPct: 15000 })
  const [ann, bob] = members as [User, User]
  const guestSnap = await snapOf(
    await send(host.c, 'POST', `/api/events/${eventId}/placeholders`, { name: 'Gus' }),
    201,
  )
  const guest = must(guestSnap.placeholders[0])
  for (const [name, cents, who] of [
    ['wine', 2000, { userId: ann.id }],
    ['fish', 1234, { userId: bob.id }],
    ['pasta', 1000, { userId: host.id }],
    ['soup', 500, { placeholderId: guest.id }],
  ] as const) {
    const { item } = await addItem(host, eventId, name, cents)
    await assign(host, eventId, item.id, who)
  }
  const { snap } = await addItem(host, eventId, 'bread', 300)
  return { host, ann, bob, eventId, snap }
}

describe('calculate settlements', () => {
  it('creates a tab per registered debtor from computeBill, closes the event and notifies everyone', async () => {
    const { host, ann, bob, eventId, snap } = await dinner()
    const before = await pageOf(await host.c.fetch(base(eventId)))
    expect(before.settlements).toEqual([])
    expect(before.preview.guests).toEqual([{ name: 'Gus', totalCents: 625 }])
    expect(before.preview.unassignedCents).toBe(375)

    const res = await calculate(host, eventId)
    const body = (await res.json()) as { settlements_created: number; total_debt_cents: number; page: SettlementsPage }
    expect(res.status).toBe(200)
    const bill = billOf(snap)
    const annTotal = must(bill.parties.find((p) => p.key === userKey(ann.id))).totalCents
    const bobTotal = must(bill.parties.find((p) => p.key === userKey(bob.id))).totalCents
    expect(body.settlements_created).toBe(2)
    expect(body.total_debt_cents).toBe(annTotal + bobTotal)
    expect(body.page.settlements.map((s) => [s.debtor.id, s.creditor.id, s.amountCents, s.status])).toEqual([
      [ann.id, host.id, annTotal, 'pending'],
      [bob.id, host.id, bobTotal, 'pending'],
    ])
    // Tabs + guests + unassigned + host = the stored event total, to the cent.
    const plan = planSettlements(bill, host.id)
    const event = must(await eventRow(eventId))
    expect(annTotal + bobTotal + 625 + 375 + plan.hostCents).toBe(event.total_cents)
    expect(event.status).toBe('closed')
    expect(await notes(ann.id)).toEqual([
      {
        title: 'Settlement Calculated',
        message: `Your settlement amount: $${(annTotal / 100).toFixed(2)} for Dinner: you owe ${host.user.username}.`,
      },
    ])
    // The host is told what to collect and from whom, largest first.
    const usd = (c: number) => `$${(c / 100).toFixed(2)}`
    const nameOf = (id: string) => {
      const s = must(body.page.settlements.find((t) => t.debtor.id === id)).debtor
      return s.firstName || s.username
    }
    const [big, small] = annTotal >= bobTotal ? [ann, bob] : [bob, ann]
    const [bigC, smallC] = annTotal >= bobTotal ? [annTotal, bobTotal] : [bobTotal, annTotal]
    expect(await notes(host.id)).toEqual([
      {
        title: 'Settlement Calculated',
        message: `You are owed ${usd(annTotal + bobTotal)} for Dinner: ${nameOf(big.id)} owes you ${usd(bigC)} and ${nameOf(small.id)} owes you ${usd(smallC)}.`,
      },
    ])

    // A participant sees only their own tab; the preview is the host's.
    const annPage = await pageOf(await ann.c.fetch(base(eventId)))
    expect(annPage.settlements.map((s) => s.debtor.id)).toEqual([ann.id])
    expect(annPage.preview.guests).toEqual([])
  })

  it('a non-host is refused with 403 and nothing changes; a stranger gets 404', async () => {
    const { ann, eventId } = await dinner()
    await expectError(await calculate(ann, eventId), 403, 'Only the event host can calculate settlements')
    expect(await stored(eventId)).toEqual([])
    expect(must(await eventRow(eventId)).status).toBe('open')
    const stranger = await signedInUser('stranger')
    await expectError(await calculate(stranger, eventId), 404)
    await expectError(await stranger.c.fetch(base(eventId)), 404)
  })

  it('recalculating an unchanged bill gives the same settlements; recalculating on a closed event works', async () => {
    const { host, ann, eventId } = await dinner()
    expect((await calculate(host, eventId)).status).toBe(200)
    const first = await stored(eventId)
    expect((await calculate(host, eventId)).status).toBe(200)
    expect(await stored(eventId)).toEqual(first)
    expect(await notes(ann.id)).toHaveLength(1)
    // Reopen, change the bill, close again by hand: recalculating on the closed event replaces the tabs.
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const { item } = await addItem(ann, eventId, 'dessert', 700)
    await assign(host, eventId, item.id, { userId: ann.id })
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'closed' }))
    expect((await calculate(host, eventId)).status).toBe(200)
    const after = await stored(eventId)
    expect(after).toHaveLength(2)
    expect(after.map((s) => s.id)).not.toEqual(first.map((s) => s.id))
    expect(must(await eventRow(eventId)).status).toBe('closed')
  })

  it('parallel calculations leave one set of settlements and one notification each', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const results = await Promise.all(Array.from({ length: 6 }, () => calculate(host, eventId)))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    const after = await stored(eventId)
    expect(after.map((s) => s.debtor_id).sort()).toEqual([ann.id, bob.id].sort())
    expect(await notes(ann.id)).toHaveLength(1)
    expect(await notes(bob.id)).toHaveLength(1)
  })

  it('is atomic: a statement failing inside the batch leaves the old settlements, status and notifications', async () => {
    const { host, ann, bob, eventId } = await dinner()
    expect((await calculate(host, eventId)).status).toBe(200)
    const old = await stored(eventId)
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const { item } = await addItem(bob, eventId, 'coffee', 400)
    await assign(host, eventId, item.id, { userId: bob.id })
    // A forced constraint error on bob's new settlement row (a test-only trigger, not a mock).
    await env.DB.prepare(
      `CREATE TRIGGER fail_bob_settlement BEFORE INSERT ON settlements WHEN NEW.debtor_id = '${bob.id}'
       BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
    ).run()
    try {
      const res = await calculate(host, eventId)
      expect(res.status).toBe(500)
      expect(await stored(eventId)).toEqual(old)
      expect(must(await eventRow(eventId)).status).toBe('open')
      expect(await notes(ann.id)).toHaveLength(1)
      expect(await notes(bob.id)).toHaveLength(1)
    } finally {
      await env.DB.prepare('DROP TRIGGER fail_bob_settlement').run()
    }
  })

  it('recalculating keeps every payment: the tab shows the new bill less what was paid, and who changed is told', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const first = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const annOwed = tabOf(first.page, ann.id).amountCents
    const bobOwed = tabOf(first.page, bob.id).amountCents
    const paid = await pageOf(await pay(host, eventId, { fromId: ann.id, amountCents: annOwed }), 201)
    expect(tabOf(paid, ann.id)).toMatchObject({ status: 'paid', paidCents: annOwed, outstandingCents: 0 })
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const { item } = await addItem(ann, eventId, 'tea', 200)
    await assign(host, eventId, item.id, { userId: ann.id })
    // No confirmation is asked for any more: payments are not on the settlements.
    const res = await calculate(host, eventId)
    expect(res.status).toBe(200)
    const again = ((await res.json()) as { page: SettlementsPage }).page
    const annTab = tabOf(again, ann.id)
    // $2.00 of tea with 10% tax and 15% tip is $2.50 more.
    expect(annTab).toMatchObject({ amountCents: annOwed + 250, paidCents: annOwed, outstandingCents: 250 })
    expect(annTab.status).toBe('pending')
    expect(await paymentRows(eventId)).toEqual([
      expect.objectContaining({ from_id: ann.id, to_id: host.id, amount_cents: annOwed, status: 'confirmed' }),
    ])
    const annNotes = await notes(ann.id)
    expect(annNotes.at(-1)).toEqual({
      title: 'Tab Changed',
      message: `Your tab with ${host.user.username} for Dinner changed from $${(annOwed / 100).toFixed(2)} to $${((annOwed + 250) / 100).toFixed(2)}. You owe ${host.user.username}: $${((annOwed + 250) / 100).toFixed(2)} for this bill − $${(annOwed / 100).toFixed(2)} you paid ${host.user.username} = $2.50.`,
    })
    // Bob's amount did not change: he hears nothing new.
    expect(tabOf(again, bob.id).amountCents).toBe(bobOwed)
    expect(await notes(bob.id)).toHaveLength(1)
  })

  it('Jules and Maria: $593.87 paid and confirmed, a split change makes the bill $859.09, Jules then owes $265.22', async () => {
    const maria = await signedInUser('maria')
    const jules = await signedInUser('jules')
    const dinnerSnap = await createEvent(maria, { title: 'Birthday dinner' })
    const eventId = dinnerSnap.event.id
    await join(jules, dinnerSnap.event.joinCode)
    const { item: tasting } = await addItem(maria, eventId, 'tasting menu', 59387)
    await assign(maria, eventId, tasting.id, { userId: jules.id })
    const { item: wine } = await addItem(maria, eventId, 'wine', 53044)
    await assign(maria, eventId, wine.id, { userId: maria.id })

    const sent = ((await (await calculate(maria, eventId)).json()) as { page: SettlementsPage }).page
    expect(tabOf(sent, jules.id)).toMatchObject({ amountCents: 59387, outstandingCents: 59387 })
    // Jules pays in full and Maria confirms.
    const reported = await pageOf(await pay(jules, eventId, { toId: maria.id, amountCents: 59387, note: 'Venmo' }), 201)
    expect(tabOf(reported, jules.id)).toMatchObject({
      reportedCents: 59387,
      outstandingCents: 59387,
      paymentReported: true,
    })
    const paymentId = must(tabOf(reported, jules.id).payments[0]).id
    const confirmed = await pageOf(await act(maria, eventId, paymentId, { action: 'confirm' }))
    expect(tabOf(confirmed, jules.id)).toMatchObject({ status: 'paid', paidCents: 59387, outstandingCents: 0 })

    // Maria reopens the event and splits the wine half with Jules, then sends tabs again.
    await snapOf(await send(maria.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    await snapOf(
      await send(maria.c, 'PUT', itemPath(eventId, wine.id, '/shares'), {
        ownerPercent: '50',
        shares: [{ person: { userId: jules.id }, percent: '50' }],
      }),
    )
    const recalculated = ((await (await calculate(maria, eventId)).json()) as { page: SettlementsPage }).page
    const tab = tabOf(recalculated, jules.id)
    expect(tab).toMatchObject({ amountCents: 85909, paidCents: 59387, outstandingCents: 26522, status: 'pending' })
    expect(tab.payments).toEqual([expect.objectContaining({ id: paymentId, amountCents: 59387, status: 'confirmed' })])
    expect((await notes(jules.id)).at(-1)).toEqual({
      title: 'Tab Changed',
      message: `Your tab with ${maria.user.username} for Birthday dinner changed from $593.87 to $859.09. You owe ${maria.user.username}: $859.09 for this bill − $593.87 you paid ${maria.user.username} = $265.22.`,
    })
    // His Open Tabs and pay links carry $265.22, not $859.09.
    const tabs = (await (await jules.c.fetch('/api/tabs')).json()) as TabsDto
    expect(tabs.youOwe.map((t) => [t.amountCents, t.owedCents, t.paidCents])).toEqual([[26522, 85909, 59387]])
    expect(tabs.youOweCents).toBe(26522)
    // He cannot report more than is left; $265.22 settles it.
    await expectError(
      await pay(jules, eventId, { toId: maria.id, amountCents: 26523 }),
      400,
      'At most $265.22 is left to pay',
    )
    await pageOf(await pay(jules, eventId, { toId: maria.id, amountCents: 26522 }), 201)
    const [, second] = await paymentRows(eventId)
    const done = await pageOf(await act(maria, eventId, must(second).id, { action: 'confirm' }))
    expect(tabOf(done, jules.id)).toMatchObject({ status: 'paid', paidCents: 85909, outstandingCents: 0 })
  })

  it('a lower bill after a confirmed payment leaves the creditor owing the difference back', async () => {
    const { host, ann, eventId } = await dinner()
    const first = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    const annOwed = tabOf(first, ann.id).amountCents
    await pageOf(await pay(host, eventId, { fromId: ann.id, amountCents: annOwed }), 201)
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const wine = must((await snapOf(await host.c.fetch(`/api/events/${eventId}`))).items.find((i) => i.name === 'wine'))
    await snapOf(await send(host.c, 'PATCH', itemPath(eventId, wine.id), { name: 'wine', priceCents: 1000 }))
    const page = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    // $10.00 less wine with 10% tax and 15% tip is $12.50 less.
    expect(tabOf(page, ann.id)).toMatchObject({ amountCents: annOwed - 1250, outstandingCents: -1250 })
    const tabs = (await (await ann.c.fetch('/api/tabs')).json()) as TabsDto
    expect(tabs.owedToYou.map((t) => [t.counterparty.id, t.amountCents])).toEqual([[host.id, 1250]])
    expect((await notes(ann.id)).at(-1)?.message).toContain(
      `owes you: $${(annOwed / 100).toFixed(2)} you paid ${host.user.username} earlier − $${((annOwed - 1250) / 100).toFixed(2)} you owed for this bill = $12.50 back.`,
    )
    // The host pays it back; Ann confirms; all square.
    await pageOf(await pay(host, eventId, { toId: ann.id, amountCents: 1250 }), 201)
    const refund = must((await paymentRows(eventId)).find((p) => p.from_id === host.id))
    const square = await pageOf(await act(ann, eventId, refund.id, { action: 'confirm' }))
    expect(tabOf(square, ann.id)).toMatchObject({ outstandingCents: 0, status: 'paid' })
  })

  it('a payment racing a recalculation: both land, and what is left is the new bill less the payment', async () => {
    const { host, ann, eventId } = await dinner()
    const first = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    const annOwed = tabOf(first, ann.id).amountCents
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const { item } = await addItem(ann, eventId, 'cake', 400)
    await assign(host, eventId, item.id, { userId: ann.id })
    const [payRes, calcRes] = await Promise.all([
      pay(host, eventId, { fromId: ann.id, amountCents: 1000 }),
      calculate(host, eventId),
    ])
    expect(payRes.status).toBe(201)
    expect(calcRes.status).toBe(200)
    const page = await pageOf(await host.c.fetch(base(eventId)))
    expect(tabOf(page, ann.id)).toMatchObject({
      amountCents: annOwed + 500,
      paidCents: 1000,
      outstandingCents: annOwed + 500 - 1000,
    })
    expect(await paymentRows(eventId)).toHaveLength(1)
  })
})

describe('paying up', () => {
  it('a partial payment: reported, confirmed by the creditor, the rest stays outstanding; others are refused', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const { page } = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const owed = tabOf(page, ann.id).amountCents

    // Nobody pays a tab they are not on; amounts must be whole cents above 0 and at most what is left.
    await expectError(await pay(bob, eventId, { toId: ann.id, amountCents: 100 }), 409, undefined, 'nothing_owed')
    await expectError(await pay(ann, eventId, { toId: ann.id, amountCents: 100 }), 400)
    await expectError(await pay(ann, eventId, { toId: host.id, amountCents: 0 }), 400)
    await expectError(await pay(ann, eventId, { toId: host.id, amountCents: 12.5 }), 400)
    await expectError(await pay(ann, eventId, { toId: host.id, fromId: bob.id, amountCents: 100 }), 400)
    await expectError(await pay(ann, eventId, { toId: host.id, amountCents: owed + 1 }), 400)
    const stranger = await signedInUser('stranger')
    await expectError(await pay(stranger, eventId, { toId: host.id, amountCents: 100 }), 404)
    expect(await paymentRows(eventId)).toEqual([])

    const reported = await pageOf(await pay(ann, eventId, { toId: host.id, amountCents: 2000, note: 'Venmo' }), 201)
    expect(tabOf(reported, ann.id)).toMatchObject({
      status: 'pending',
      paymentReported: true,
      reportedCents: 2000,
      outstandingCents: owed,
    })
    expect((await notes(host.id)).filter((n) => n.title !== 'Settlement Calculated')).toEqual([
      { title: 'Payment Reported', message: `${ann.user.username} says they paid $20.00 for Dinner` },
    ])
    const [payment] = await paymentRows(eventId)
    const id = must(payment).id
    // Only the person paid confirms; a third person cannot dispute; a stranger gets 404.
    await expectError(await act(ann, eventId, id, { action: 'confirm' }), 403)
    await expectError(await act(bob, eventId, id, { action: 'dispute', note: 'no' }), 403)
    await expectError(await act(stranger, eventId, id, { action: 'confirm' }), 404)
    await expectError(await act(host, eventId, 'no-such-payment', { action: 'confirm' }), 404)
    expect(must((await paymentRows(eventId))[0]).status).toBe('pending')
    // While $20 awaits confirmation, Ann can report at most the rest.
    await expectError(await pay(ann, eventId, { toId: host.id, amountCents: owed - 1999 }), 400)

    const confirmed = await pageOf(await act(host, eventId, id, { action: 'confirm' }))
    expect(tabOf(confirmed, ann.id)).toMatchObject({
      status: 'pending',
      paidCents: 2000,
      outstandingCents: owed - 2000,
    })
    expect((await notes(ann.id)).at(-1)).toEqual({
      title: 'Payment Confirmed',
      message: `${host.user.username} confirmed your payment of $20.00 for Dinner`,
    })
    await expectError(await act(host, eventId, id, { action: 'confirm' }), 409, undefined, 'invalid_transition')
    // Disputing needs a note; a disputed payment counts for nothing until confirmed again.
    await expectError(await act(ann, eventId, id, { action: 'dispute' }), 400)
    const disputed = await pageOf(await act(ann, eventId, id, { action: 'dispute', note: 'Charged twice' }))
    expect(tabOf(disputed, ann.id)).toMatchObject({ status: 'disputed', paidCents: 0, outstandingCents: owed })
    const again = await pageOf(await act(host, eventId, id, { action: 'confirm' }))
    expect(tabOf(again, ann.id)).toMatchObject({ paidCents: 2000 })
  })

  it('two racing confirmations: one wins, the other gets 409 and no second notification', async () => {
    const { host, ann, eventId } = await dinner()
    await calculate(host, eventId)
    await pageOf(await pay(ann, eventId, { toId: host.id, amountCents: 500 }), 201)
    const id = must((await paymentRows(eventId))[0]).id
    const [a, b] = await Promise.all([
      act(host, eventId, id, { action: 'confirm' }),
      act(host, eventId, id, { action: 'confirm' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((await notes(ann.id)).filter((n) => n.title === 'Payment Confirmed')).toHaveLength(1)
    expect(must((await paymentRows(eventId))[0]).status).toBe('confirmed')
  })

  it('two racing payments for the whole tab: the second sees the first and is refused, never paying twice', async () => {
    const { host, ann, eventId } = await dinner()
    const { page } = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const owed = tabOf(page, ann.id).amountCents
    const results = await Promise.all([
      pay(ann, eventId, { toId: host.id, amountCents: owed }),
      pay(ann, eventId, { toId: host.id, amountCents: owed }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await paymentRows(eventId)).toHaveLength(1)
  })
})

describe('open tabs and the bell', () => {
  it('lists pending tabs both ways with totals and the net per person; notifications list and mark read', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const { page } = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const annTab = must(page.settlements.find((s) => s.debtor.id === ann.id))
    const bobTab = must(page.settlements.find((s) => s.debtor.id === bob.id))
    // A second event where the host owes ann: the net view offsets the two.
    const second = await createEvent(ann, { title: 'Lunch' })
    await join(host, second.event.joinCode)
    const { item } = await addItem(ann, second.event.id, 'salad', 900)
    await assign(ann, second.event.id, item.id, { userId: host.id })
    expect((await calculate(ann, second.event.id)).status).toBe(200)

    const tabs = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(tabs.owedToYou.map((t) => t.amountCents).sort()).toEqual([annTab.amountCents, bobTab.amountCents].sort())
    expect(tabs.owedToYouCents).toBe(annTab.amountCents + bobTab.amountCents)
    expect(tabs.youOwe.map((t) => [t.eventTitle, t.amountCents, t.counterparty.id])).toEqual([['Lunch', 900, ann.id]])
    expect(tabs.youOweCents).toBe(900)
    const withAnn = must(tabs.net.find((n) => n.person.id === ann.id))
    expect(withAnn.netCents).toBe(annTab.amountCents - 900)
    expect(withAnn.lines.map((l) => l.netCents).sort((a, b) => a - b)).toEqual([-900, annTab.amountCents])

    // Paid tabs no longer count; the payment is in both people's history.
    await pageOf(await pay(host, eventId, { fromId: bob.id, amountCents: bobTab.amountCents }), 201)
    const after = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(after.owedToYouCents).toBe(annTab.amountCents)
    const bobTabs = (await (await bob.c.fetch('/api/tabs')).json()) as TabsDto
    expect(bobTabs.youOwe).toEqual([])
    expect(bobTabs.history.map((p) => [p.eventTitle, p.amountCents, p.status, p.to.id])).toEqual([
      ['Dinner', bobTab.amountCents, 'confirmed', host.id],
    ])
    expect(after.history).toHaveLength(1)

    const bell = (await (await ann.c.fetch('/api/me/notifications')).json()) as {
      notifications: { title: string; read: boolean }[]
      unread: number
    }
    expect(bell.notifications.map((n) => n.title)).toContain('Settlement Calculated')
    expect(bell.unread).toBe(bell.notifications.length)
    expect((await send(ann.c, 'POST', '/api/me/notifications/read')).status).toBe(200)
    const read = (await (await ann.c.fetch('/api/me/notifications')).json()) as { unread: number }
    expect(read.unread).toBe(0)
    expect((await client().fetch('/api/tabs')).status).toBe(401)
  })
})

describe('settle up across events', () => {
  it('one payment against the net: part goes to the oldest tab, the whole net clears every tab both ways', async () => {
    const { host, ann, eventId } = await dinner()
    const first = ((await (await calculate(host, eventId)).json()) as { page: SettlementsPage }).page
    const annOwes = tabOf(first, ann.id).amountCents
    const second = await createEvent(ann, { title: 'Lunch' })
    await join(host, second.event.joinCode)
    const { item } = await addItem(ann, second.event.id, 'salad', 900)
    await assign(ann, second.event.id, item.id, { userId: host.id })
    expect((await calculate(ann, second.event.id)).status).toBe(200)
    const settle = (u: User, json: unknown) => send(u.c, 'POST', '/api/tabs/settle-up', json)

    const before = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    const net = must(before.net.find((n) => n.person.id === ann.id))
    expect(net.netCents).toBe(annOwes - 900)
    expect(net.lines).toHaveLength(2)
    await expectError(await settle(host, { personId: ann.id, amountCents: net.netCents + 1 }), 400)
    const stranger = await signedInUser('stranger')
    await expectError(await settle(stranger, { personId: ann.id, amountCents: 100 }), 409, undefined, 'nothing_owed')

    // The host received $5.00 from Ann: it goes to Dinner, where Ann owes, and is confirmed.
    const part = await settle(host, { personId: ann.id, amountCents: 500 })
    expect(part.status).toBe(201)
    const partBody = (await part.json()) as { parts: { eventTitle: string; cents: number }[]; status: string }
    expect(partBody).toMatchObject({ parts: [{ eventTitle: 'Dinner', cents: 500 }], status: 'confirmed' })
    expect(tabOf(await pageOf(await host.c.fetch(base(eventId))), ann.id).outstandingCents).toBe(annOwes - 500)

    // The rest of the net clears both events' tabs.
    const rest = annOwes - 900 - 500
    const full = (await (await settle(host, { personId: ann.id, amountCents: rest })).json()) as {
      parts: { eventTitle: string; cents: number }[]
      tabs: TabsDto
    }
    expect(full.parts.map((p) => [p.eventTitle, p.cents]).sort()).toEqual(
      [
        ['Dinner', annOwes - 500],
        ['Lunch', 900],
      ].sort(),
    )
    expect(full.tabs.net.find((n) => n.person.id === ann.id)).toBeUndefined()
    const annTabs = (await (await ann.c.fetch('/api/tabs')).json()) as TabsDto
    expect([annTabs.youOweCents, annTabs.owedToYouCents]).toEqual([0, 0])
    expect(annTabs.history).toHaveLength(3)
  })
})

describe('CSV export', () => {
  it('host gets everyone, quoted and formula-safe; a participant only their part; a stranger 404', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const { item } = await addItem(host, eventId, '=HYPERLINK("x"), bad', 100)
    await assign(host, eventId, item.id, { userId: ann.id })
    expect((await calculate(host, eventId)).status).toBe(200)

    const res = await host.c.fetch(`${base(eventId)}/export.csv`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="opentab-Dinner.csv"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('Section,Person,Item,Share %,Amount,Currency,Status,Notes')
    expect(text).toContain(`Item,${ann.user.username},"'=HYPERLINK(""x""), bad",100.000,1.00,USD,,`)
    expect(text).toContain('Item,Gus (guest),soup,100.000,5.00,USD,,')
    expect(text).toContain('Item,Unassigned,bread,100.000,3.00,USD,,')
    expect(text).toMatch(/\r\nSettlement,[^,]+,owes [^,]+,,\d+\.\d\d,USD,pending,\r\n/)
    expect(text.endsWith('\r\n')).toBe(true)

    const mine = new TextDecoder().decode(await (await bob.c.fetch(`${base(eventId)}/export.csv`)).arrayBuffer())
    expect(mine).toContain('fish')
    expect(mine).not.toContain('wine')
    expect(mine).not.toContain('Gus')
    expect(mine.match(/\r\nSettlement,/g)).toHaveLength(1)
    const stranger = await signedInUser('stranger')
    await expectError(await stranger.c.fetch(`${base(eventId)}/export.csv`), 404)
  })
})

describe('payment handles', () => {
  it('are validated on the profile and reach the debtor as payTo on their tabs', async () => {
    const { host, ann, eventId } = await dinner()
    await expectError(await send(host.c, 'PATCH', '/api/me/profile', { venmo: 'ab' }), 400)
    await expectError(await send(host.c, 'PATCH', '/api/me/profile', { cashApp: '$12345' }), 400)
    await expectError(await send(host.c, 'PATCH', '/api/me/profile', { paypal: 'a.b' }), 400)
    const res = await send(host.c, 'PATCH', '/api/me/profile', {
      venmo: '@hal-host',
      cashApp: '$hal99',
      paypal: 'paypal.me/HalHost',
    })
    expect(res.status).toBe(200)
    const payTo = { venmo: 'hal-host', cashApp: 'hal99', paypal: 'HalHost' }
    expect(((await res.json()) as { paymentHandles: unknown }).paymentHandles).toEqual(payTo)
    expect((await calculate(host, eventId)).status).toBe(200)
    const tabs = (await (await ann.c.fetch('/api/tabs')).json()) as TabsDto
    expect(must(tabs.youOwe[0]).payTo).toEqual({ ...payTo, paymentNote: null })
    const hostTabs = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(hostTabs.owedToYou.every((t) => t.payTo === null)).toBe(true)
    // '' clears a handle.
    const cleared = await send(host.c, 'PATCH', '/api/me/profile', { venmo: '' })
    expect(((await cleared.json()) as { paymentHandles: { venmo: unknown } }).paymentHandles.venmo).toBeNull()
  })
})
