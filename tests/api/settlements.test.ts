import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { SettlementsPage, TabsDto } from '../../src/domain/schemas/settlement'
import { planSettlements } from '../../src/domain/settle'
import { PAID_WOULD_BE_DROPPED } from '../../worker/services/settlements'
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
const act = (u: User, eventId: string, id: string, json: unknown) => send(u.c, 'PATCH', `${base(eventId)}/${id}`, json)
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
  it('creates a tab per registered debtor from computeBill, closes the event and notifies each debtor', async () => {
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
      { title: 'Settlement Calculated', message: `Your settlement amount: $${(annTotal / 100).toFixed(2)}` },
    ])
    expect(await notes(host.id)).toEqual([])

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

  it("refuses to drop a 'paid' mark unless the host confirms", async () => {
    const { host, ann, eventId } = await dinner()
    const page = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const annTab = must(page.page.settlements.find((s) => s.debtor.id === ann.id))
    await pageOf(await act(host, eventId, annTab.id, { action: 'confirm_paid' }))
    await snapOf(await send(host.c, 'PATCH', `/api/events/${eventId}`, { status: 'open' }))
    const { item } = await addItem(ann, eventId, 'tea', 250)
    await assign(host, eventId, item.id, { userId: ann.id })
    const before = await stored(eventId)
    await expectError(await calculate(host, eventId), 409, PAID_WOULD_BE_DROPPED, 'settlements_paid')
    expect(await stored(eventId)).toEqual(before)
    const res = await calculate(host, eventId, { confirmReplacePaid: true })
    expect(res.status).toBe(200)
    expect((await stored(eventId)).every((s) => s.status === 'pending')).toBe(true)
  })
})

describe('paying up', () => {
  it('debtor reports, creditor confirms; a third person is refused; a stranger gets 404', async () => {
    const { host, ann, bob, eventId } = await dinner()
    const { page } = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const annTab = must(page.settlements.find((s) => s.debtor.id === ann.id))

    await expectError(await act(bob, eventId, annTab.id, { action: 'report_paid' }), 403)
    await expectError(await act(bob, eventId, annTab.id, { action: 'dispute', note: 'nope' }), 403)
    const stranger = await signedInUser('stranger')
    await expectError(await act(stranger, eventId, annTab.id, { action: 'report_paid' }), 404)
    await expectError(await act(ann, eventId, annTab.id, { action: 'confirm_paid' }), 403)
    expect(must((await stored(eventId)).find((s) => s.id === annTab.id))).toMatchObject({
      status: 'pending',
      notes: null,
    })

    const reported = await pageOf(await act(ann, eventId, annTab.id, { action: 'report_paid', note: 'Venmo' }))
    expect(must(reported.settlements[0])).toMatchObject({ status: 'pending', notes: 'Venmo', paymentReported: true })
    expect(await notes(host.id)).toEqual([expect.objectContaining({ title: 'Payment Reported' })])

    const confirmed = await pageOf(await act(host, eventId, annTab.id, { action: 'confirm_paid' }))
    expect(must(confirmed.settlements.find((s) => s.id === annTab.id))).toMatchObject({
      status: 'paid',
      notes: 'Venmo',
    })
    // Paid cannot be reported again; it can be disputed with a note (required).
    await expectError(await act(ann, eventId, annTab.id, { action: 'report_paid' }), 409)
    await expectError(await act(ann, eventId, annTab.id, { action: 'dispute' }), 400)
    const disputed = await pageOf(await act(ann, eventId, annTab.id, { action: 'dispute', note: 'Charged twice' }))
    expect(must(disputed.settlements[0])).toMatchObject({ status: 'disputed', notes: 'Charged twice' })
    // The creditor resolves it by confirming.
    await pageOf(await act(host, eventId, annTab.id, { action: 'confirm_paid', note: 'Refunded one' }))
    expect(must((await stored(eventId)).find((s) => s.id === annTab.id))).toMatchObject({ status: 'paid' })
  })

  it('two racing confirmations: one wins, the other gets 409 and no second notification', async () => {
    const { host, ann, eventId } = await dinner()
    const { page } = (await (await calculate(host, eventId)).json()) as { page: SettlementsPage }
    const annTab = must(page.settlements.find((s) => s.debtor.id === ann.id))
    const [a, b] = await Promise.all([
      act(host, eventId, annTab.id, { action: 'confirm_paid' }),
      act(host, eventId, annTab.id, { action: 'confirm_paid' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((await notes(ann.id)).filter((n) => n.title === 'Payment Confirmed')).toHaveLength(1)
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

    // Paid tabs no longer count.
    await pageOf(await act(host, eventId, bobTab.id, { action: 'confirm_paid' }))
    const after = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(after.owedToYouCents).toBe(annTab.amountCents)
    const bobTabs = (await (await bob.c.fetch('/api/tabs')).json()) as TabsDto
    expect(bobTabs.youOwe).toEqual([])

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
    expect(lines[0]).toBe('Section,Person,Item,Share %,Amount,Status,Notes')
    expect(text).toContain(`Item,${ann.user.username},"'=HYPERLINK(""x""), bad",100.00,1.00,,`)
    expect(text).toContain('Item,Gus (guest),soup,100.00,5.00,,')
    expect(text).toContain('Item,Unassigned,bread,100.00,3.00,,')
    expect(text).toMatch(/\r\nSettlement,[^,]+,owes [^,]+,,\d+\.\d\d,pending,\r\n/)
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
    expect(must(tabs.youOwe[0]).payTo).toEqual(payTo)
    const hostTabs = (await (await host.c.fetch('/api/tabs')).json()) as TabsDto
    expect(hostTabs.owedToYou.every((t) => t.payTo === null)).toBe(true)
    // '' clears a handle.
    const cleared = await send(host.c, 'PATCH', '/api/me/profile', { venmo: '' })
    expect(((await cleared.json()) as { paymentHandles: { venmo: unknown } }).paymentHandles.venmo).toBeNull()
  })
})
