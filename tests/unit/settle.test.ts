import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeBill } from '@/domain/bill'
import { MAX_ITEM_PRICE_CENTS } from '@/domain/money'
import { planSettlements, sumCents } from '@/domain/settle'

// The host is u:1; others are registered people u:2..u:8 and guests p:1..p:4.
const personKey = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map((n) => `u:${n}`),
  fc.integer({ min: 1, max: 4 }).map((n) => `p:${n}`),
)
const price = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: MAX_ITEM_PRICE_CENTS }))
const shares = fc
  .array(fc.record({ personKey, shareMilliPct: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 4 })
  .map((rows) => {
    let left = 100_000
    return rows.map((r) => {
      const shareMilliPct = Math.min(r.shareMilliPct, left)
      left -= shareMilliPct
      return { ...r, shareMilliPct }
    })
  })
const event = fc.record({
  taxMilliPct: fc.integer({ min: 0, max: 100000 }),
  tipMilliPct: fc.integer({ min: 0, max: 100000 }),
  items: fc
    .array(fc.record({ priceCents: price, ownerKey: fc.option(personKey, { freq: 3 }), shares }), { maxLength: 25 })
    .map((rows) => rows.map((r, i) => ({ ...r, id: `i${i}`, name: `item ${i}` }))),
})

describe('planSettlements', () => {
  it('settlements + guests + unassigned + host add up to the event total to the cent', () => {
    fc.assert(
      fc.property(event, (input) => {
        const bill = computeBill(input)
        const plan = planSettlements(bill, '1')
        const guests = plan.guests.reduce((s, g) => s + g.totalCents, 0)
        expect(sumCents(plan.settlements) + guests + plan.unassignedCents + plan.hostCents).toBe(bill.totalCents)
        expect(plan.totalCents).toBe(bill.totalCents)
        // Each debtor owes exactly their computeBill total; nobody owes 0, the host owes nobody.
        for (const s of plan.settlements) {
          expect(s.creditorId).toBe('1')
          expect(s.debtorId).not.toBe('1')
          expect(s.amountCents).toBeGreaterThan(0)
          expect(s.amountCents).toBe(bill.parties.find((p) => p.key === `u:${s.debtorId}`)?.totalCents)
        }
        expect(new Set(plan.settlements.map((s) => s.debtorId)).size).toBe(plan.settlements.length)
      }),
      { numRuns: 300 },
    )
  })

  it('is the same whatever order the items arrive in', () => {
    fc.assert(
      fc.property(event, (input) => {
        const a = planSettlements(computeBill(input), '1')
        const b = planSettlements(computeBill({ ...input, items: [...input.items].reverse() }), '1')
        expect(b).toEqual(a)
      }),
      { numRuns: 100 },
    )
  })

  it('skips the host, guests, unassigned items and people at zero', () => {
    const bill = computeBill({
      taxMilliPct: 10000,
      tipMilliPct: 0,
      items: [
        { id: 'a', name: 'host pasta', priceCents: 1000, ownerKey: 'u:h', shares: [] },
        { id: 'b', name: 'ann wine', priceCents: 2000, ownerKey: 'u:ann', shares: [] },
        { id: 'c', name: 'guest soup', priceCents: 500, ownerKey: 'p:g', shares: [] },
        { id: 'd', name: 'nobody bread', priceCents: 300, ownerKey: null, shares: [] },
        { id: 'e', name: 'bob water', priceCents: 0, ownerKey: 'u:bob', shares: [] },
      ],
    })
    const plan = planSettlements(bill, 'h')
    expect(plan.settlements).toEqual([{ debtorId: 'ann', creditorId: 'h', amountCents: 2200 }])
    expect(plan.guests).toEqual([{ placeholderId: 'g', totalCents: 550 }])
    expect(plan.unassignedCents).toBe(330)
    expect(plan.hostCents).toBe(1100)
    expect(plan.totalCents).toBe(4180)
  })
})
