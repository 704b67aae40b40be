import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeBill } from '@/domain/bill'
import {
  allocatePayment,
  balances,
  type LedgerPayment,
  ledgerLines,
  owesCents,
  PAYMENT_STATUSES,
  payableCents,
  tabChanges,
} from '@/domain/ledger'
import { MAX_ITEM_PRICE_CENTS } from '@/domain/money'
import { planSettlements } from '@/domain/settle'

// The host is u:1 ('1'); others are registered people '2'..'6'.
const person = fc.integer({ min: 1, max: 6 }).map(String)
const price = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: MAX_ITEM_PRICE_CENTS }))
const bill = fc.record({
  taxMilliPct: fc.integer({ min: 0, max: 100000 }),
  tipMilliPct: fc.integer({ min: 0, max: 100000 }),
  items: fc
    .array(
      fc.record({
        priceCents: price,
        ownerKey: fc.option(
          person.map((p) => `u:${p}`),
          { freq: 4 },
        ),
      }),
      { maxLength: 12 },
    )
    .map((rows) => rows.map((r, i) => ({ ...r, id: `i${i}`, name: `item ${i}`, shares: [] }))),
})
const owedOf = (input: Parameters<typeof computeBill>[0]) => planSettlements(computeBill(input), '1').settlements
const payment: fc.Arbitrary<LedgerPayment> = fc
  .record({
    fromId: person,
    toId: person,
    amountCents: fc.integer({ min: 1, max: 2_000_000 }),
    status: fc.constantFrom(...PAYMENT_STATUSES),
  })
  .filter((p) => p.fromId !== p.toId)
const payments = fc.array(payment, { maxLength: 12 })

/** Net confirmed money that went from a to b. */
const confirmed = (ps: LedgerPayment[], a: string, b: string) =>
  ps.reduce(
    (s, p) =>
      p.status !== 'confirmed'
        ? s
        : p.fromId === a && p.toId === b
          ? s + p.amountCents
          : p.fromId === b && p.toId === a
            ? s - p.amountCents
            : s,
    0,
  )
const owedBetween = (owed: { debtorId: string; creditorId: string; amountCents: number }[], a: string, b: string) =>
  owed.reduce(
    (s, o) =>
      o.debtorId === a && o.creditorId === b
        ? s + o.amountCents
        : o.debtorId === b && o.creditorId === a
          ? s - o.amountCents
          : s,
    0,
  )
const people = ['1', '2', '3', '4', '5', '6']

describe('ledger', () => {
  it('outstanding amounts net to zero across the event and equal owed - confirmed to the cent, per pair', () => {
    fc.assert(
      fc.property(bill, payments, (input, ps) => {
        const owed = owedOf(input)
        const lines = ledgerLines(owed, ps)
        const net = [...balances(lines).values()].reduce((s, c) => s + c, 0)
        expect(net).toBe(0)
        for (const a of people)
          for (const b of people) {
            if (a === b) continue
            expect(owesCents(lines, a, b)).toBe(owedBetween(owed, a, b) - confirmed(ps, a, b))
            expect(owesCents(lines, a, b)).toBe(0 - owesCents(lines, b, a))
          }
        for (const l of lines) {
          expect(Number.isInteger(l.outstandingCents)).toBe(true)
          expect(l.outstandingCents).toBe(l.owedCents - l.paidCents)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a recalculation never loses a confirmed payment: what is left is the new bill minus every confirmed payment', () => {
    fc.assert(
      fc.property(bill, bill, payments, (before, after, ps) => {
        const oldOwed = owedOf(before)
        const newOwed = owedOf(after)
        const newLines = ledgerLines(newOwed, ps)
        for (const a of people)
          for (const b of people)
            if (a !== b) expect(owesCents(newLines, a, b)).toBe(owedBetween(newOwed, a, b) - confirmed(ps, a, b))
        // Each changed tab reports old and new figures that match the two bills, and paid = new - left.
        for (const c of tabChanges(oldOwed, newOwed, ps)) {
          expect(c.oldOwedCents).toBe(owedBetween(oldOwed, c.debtorId, c.creditorId))
          expect(c.newOwedCents).toBe(owedBetween(newOwed, c.debtorId, c.creditorId))
          expect(c.oldOwedCents).not.toBe(c.newOwedCents)
          expect(c.outstandingCents).toBe(c.newOwedCents - confirmed(ps, c.debtorId, c.creditorId))
        }
        // An unchanged bill changes nobody's tab.
        expect(tabChanges(newOwed, newOwed, ps)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('never lets a payer record more than they still owe, counting what awaits confirmation', () => {
    fc.assert(
      fc.property(bill, payments, person, person, (input, ps, a, b) => {
        const lines = ledgerLines(owedOf(input), ps)
        const max = payableCents(lines, a, b)
        expect(max).toBeGreaterThanOrEqual(0)
        expect(max).toBeLessThanOrEqual(Math.max(0, owesCents(lines, a, b)))
      }),
    )
  })

  it('Jules and Maria: $593.87 paid and confirmed, the bill becomes $859.09, $265.22 is left', () => {
    const before = [{ debtorId: 'jules', creditorId: 'maria', amountCents: 59387 }]
    const paid: LedgerPayment[] = [{ fromId: 'jules', toId: 'maria', amountCents: 59387, status: 'confirmed' }]
    expect(owesCents(ledgerLines(before, paid), 'jules', 'maria')).toBe(0)
    const after = [{ debtorId: 'jules', creditorId: 'maria', amountCents: 85909 }]
    const lines = ledgerLines(after, paid)
    expect(owesCents(lines, 'jules', 'maria')).toBe(26522)
    expect(payableCents(lines, 'jules', 'maria')).toBe(26522)
    expect(tabChanges(before, after, paid)).toEqual([
      {
        debtorId: 'jules',
        creditorId: 'maria',
        oldOwedCents: 59387,
        newOwedCents: 85909,
        paidCents: 59387,
        reportedCents: 0,
        outstandingCents: 26522,
      },
    ])
    // Had the split gone the other way, Maria would owe Jules the difference back.
    const lower = ledgerLines([{ debtorId: 'jules', creditorId: 'maria', amountCents: 50000 }], paid)
    expect(owesCents(lower, 'maria', 'jules')).toBe(9387)
    expect(payableCents(lower, 'maria', 'jules')).toBe(9387)
    expect(payableCents(lower, 'jules', 'maria')).toBe(0)
  })

  it('a partial payment: $20 of $45.10 reported, then confirmed, leaves $25.10', () => {
    const owed = [{ debtorId: 'bart', creditorId: 'maria', amountCents: 4510 }]
    const reported: LedgerPayment = { fromId: 'bart', toId: 'maria', amountCents: 2000, status: 'pending' }
    const pending = ledgerLines(owed, [reported])
    expect(owesCents(pending, 'bart', 'maria')).toBe(4510)
    expect(payableCents(pending, 'bart', 'maria')).toBe(2510)
    const done = ledgerLines(owed, [{ ...reported, status: 'confirmed' }])
    expect(owesCents(done, 'bart', 'maria')).toBe(2510)
    // A disputed payment counts for nothing until confirmed.
    expect(owesCents(ledgerLines(owed, [{ ...reported, status: 'disputed' }]), 'bart', 'maria')).toBe(4510)
  })

  it('allocatePayment spreads a payment over tabs oldest first and sums to it exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ eventId: fc.uuid(), owedCents: fc.integer({ min: 0, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 500_000 }),
        (tabs, amount) => {
          const parts = allocatePayment(tabs, amount)
          expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(amount)
          for (const p of parts) expect(p.cents).toBeGreaterThan(0)
        },
      ),
    )
    expect(
      allocatePayment(
        [
          { eventId: 'a', owedCents: 500 },
          { eventId: 'b', owedCents: 740 },
        ],
        1000,
      ),
    ).toEqual([
      { eventId: 'a', cents: 500 },
      { eventId: 'b', cents: 500 },
    ])
  })
})
