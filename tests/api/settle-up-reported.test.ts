import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { TabsDto } from '../../src/domain/schemas/settlement'
import { createDb } from '../../worker/db/client'
import { isGuardFailure } from '../../worker/services/events/open-event'
import { paymentWithinOwed } from '../../worker/services/settling/payment-guard'
import { addItem, eventWithMembers, expectError, itemPath, must, rows, send, type User } from './event-fixtures'

// Settle up counts payments already reported (issue 38 item 6, decision 048): what awaits the other
// person's confirmation is taken out of what a settle-up may spread, and the write's own SQL refuses
// a payment that would take the payments on a pair past what the bill says, so racing settle-ups
// cannot report more than the net between two people.

const settle = (u: User, json: unknown) => send(u.c, 'POST', '/api/tabs/settle-up', json)
const tabs = async (u: User) => (await (await u.c.fetch('/api/tabs')).json()) as TabsDto
const reported = async (eventId: string) =>
  must(
    (
      await rows<{ n: number }>(
        "SELECT coalesce(sum(amount_cents), 0) AS n FROM payments WHERE event_id = ? AND status = 'pending'",
        eventId,
      )
    )[0],
  ).n

/** Ann owes the host $40.00 for one dinner (no tax or tip), tabs sent. */
async function fortyDollarNet() {
  const { host, members, eventId } = await eventWithMembers(1)
  const ann = must(members[0])
  const { item } = await addItem(host, eventId, 'steak', 4000)
  expect(
    (await send(host.c, 'POST', itemPath(eventId, item.id, '/assign'), { assignee: { userId: ann.id } })).status,
  ).toBe(200)
  expect((await send(host.c, 'POST', `/api/events/${eventId}/settlements/calculate`, {})).status).toBe(200)
  return { host, ann, eventId }
}

describe('settle up counts payments already reported', () => {
  it('two settle-ups of a $40.00 net report $40.00, not $80.00; the net row says what awaits confirmation', async () => {
    const { host, ann, eventId } = await fortyDollarNet()
    const first = await settle(ann, { personId: host.id, amountCents: 4000, expectedNetCents: -4000 })
    expect(first.status, await first.clone().text()).toBe(201)
    // The net is still owed (the host has not confirmed), but nothing is left to report.
    const net = must((await tabs(ann)).net[0])
    expect(net).toMatchObject({ netCents: -4000, payableCents: 0, reportedByYouCents: 4000, reportedToYouCents: 0 })
    await expectError(
      await settle(ann, { personId: host.id, amountCents: 4000, expectedNetCents: -4000 }),
      409,
      'A payment for what is left is already waiting for confirmation.',
      'nothing_owed',
    )
    expect(await reported(eventId)).toBe(4000)
    // The host sees the same from the other side.
    expect(must((await tabs(host)).net[0])).toMatchObject({ netCents: 4000, payableCents: 0, reportedToYouCents: 4000 })
  })

  it('part reported: only the rest can be settled', async () => {
    const { host, ann, eventId } = await fortyDollarNet()
    expect((await settle(ann, { personId: host.id, amountCents: 1500 })).status).toBe(201)
    expect(must((await tabs(ann)).net[0])).toMatchObject({ netCents: -4000, payableCents: -2500 })
    await expectError(await settle(ann, { personId: host.id, amountCents: 4000 }), 400, 'At most $25.00 is left to pay')
    expect((await settle(ann, { personId: host.id, amountCents: 2500 })).status).toBe(201)
    expect(await reported(eventId)).toBe(4000)
  })

  it('six racing settle-ups of the whole net: one lands, the total reported never exceeds the net', async () => {
    const { host, ann, eventId } = await fortyDollarNet()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => settle(ann, { personId: host.id, amountCents: 4000 })),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(await reported(eventId)).toBe(4000)
  })

  it('six racing settle-ups of $15.00 each on $40.00: at most two land, never more than the net', async () => {
    const { host, ann, eventId } = await fortyDollarNet()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => settle(ann, { personId: host.id, amountCents: 1500 })),
    )
    const landed = answers.filter((r) => r.status === 201).length
    expect(landed).toBeGreaterThanOrEqual(1)
    expect(landed).toBeLessThanOrEqual(2)
    expect(await reported(eventId)).toBe(landed * 1500)
    expect(await reported(eventId)).toBeLessThanOrEqual(4000)
  })

  it('the guard itself: a payment past what the bill says is refused by its own SQL, whatever the caller read', async () => {
    const { host, ann, eventId } = await fortyDollarNet()
    const db = createDb(env.DB)
    const row = (id: string, amountCents: number, status: 'pending' | 'confirmed') => ({
      id,
      eventId,
      fromId: ann.id,
      toId: host.id,
      amountCents,
      status,
      note: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    const write = (values: ReturnType<typeof row>) => db.batch(paymentWithinOwed(db, values))
    // $30.00 confirmed and $10.00 reported fit exactly.
    await write(row('p1', 3000, 'confirmed'))
    await write(row('p2', 1000, 'pending'))
    // One cent more, reported or confirmed, is refused and writes nothing.
    for (const status of ['pending', 'confirmed'] as const) {
      const err = await write(row(`p3${status}`, 1, status)).catch((e) => e)
      expect(isGuardFailure(err)).toBe(true)
    }
    expect((await rows('SELECT id FROM payments WHERE event_id = ? ORDER BY id', eventId)).map((r) => r.id)).toEqual([
      'p1',
      'p2',
    ])
    // The other way (the host paying Ann) nothing is owed, so nothing goes either.
    const back = { ...row('p4', 100, 'pending'), fromId: host.id, toId: ann.id }
    expect(isGuardFailure(await write(back).catch((e) => e))).toBe(true)
  })
})
