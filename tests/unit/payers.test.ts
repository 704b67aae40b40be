import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeBill } from '@/domain/bill'
import { balances, type LedgerPayment, ledgerLines, PAYMENT_STATUSES } from '@/domain/ledger'
import {
  effectivePayers,
  explainPosition,
  type Payer,
  type Position,
  payersProblem,
  positions,
  transfers,
} from '@/domain/payers'
import { planSettlements } from '@/domain/settle'

// The host is '1'; registered people '1'..'7', guests 'g1', 'g2'.
const person = fc.integer({ min: 1, max: 7 }).map(String)
const owner = fc.oneof(
  person.map((p) => `u:${p}`),
  fc.constantFrom('p:g1', 'p:g2'),
)
const bill = fc.record({
  taxMilliPct: fc.integer({ min: 0, max: 30000 }),
  tipMilliPct: fc.integer({ min: 0, max: 30000 }),
  items: fc
    .array(fc.record({ priceCents: fc.integer({ min: 0, max: 500_000 }), ownerKey: fc.option(owner, { freq: 5 }) }), {
      maxLength: 14,
    })
    .map((rows) => rows.map((r, i) => ({ ...r, id: `i${i}`, name: `item ${i}`, shares: [] }))),
})

/** Splits `total` among up to 4 distinct payers, to the cent. */
const payersFor = (total: number) =>
  fc
    .uniqueArray(fc.tuple(person, fc.integer({ min: 1, max: 1000 })), {
      selector: (t) => t[0],
      minLength: 1,
      maxLength: 4,
    })
    .map((picks): Payer[] => {
      if (total === 0) return []
      const weight = picks.reduce((s, [, w]) => s + w, 0)
      let left = total
      const out = picks.map(([userId, w], i) => {
        const cents = i === picks.length - 1 ? left : Math.floor((total * w) / weight)
        left -= cents
        return { userId, amountCents: cents }
      })
      return out.filter((p) => p.amountCents > 0)
    })
const case_ = bill.chain((input) => {
  const b = computeBill(input)
  return payersFor(b.totalCents).map((payers) => ({ b, payers }))
})

/** What transfers do to each person: received minus sent. */
const moved = (ts: { debtorId: string; creditorId: string; amountCents: number }[]) => {
  const m = new Map<string, number>()
  for (const t of ts) {
    m.set(t.creditorId, (m.get(t.creditorId) ?? 0) - t.amountCents)
    m.set(t.debtorId, (m.get(t.debtorId) ?? 0) + t.amountCents)
  }
  return m
}

describe('more than one payer', () => {
  it('positions account for every cent of the bill: had and paid both add up to its total', () => {
    fc.assert(
      fc.property(case_, ({ b, payers }) => {
        const list = positions(b, '1', payers)
        expect(list.reduce((s, p) => s + p.hadCents, 0)).toBe(b.totalCents)
        expect(list.reduce((s, p) => s + p.paidCents, 0)).toBe(b.totalCents)
        expect(list.reduce((s, p) => s + p.balanceCents, 0)).toBe(0)
      }),
      { numRuns: 300 },
    )
  })

  it('transfers square every position exactly, in whole positive cents, and net to zero', () => {
    fc.assert(
      fc.property(case_, ({ b, payers }) => {
        const list = positions(b, '1', payers)
        const ts = transfers(list)
        const m = moved(ts)
        // Paying what the transfers say leaves everyone even.
        for (const p of list) expect(p.balanceCents + (m.get(p.userId) ?? 0)).toBe(0)
        for (const t of ts) {
          expect(Number.isSafeInteger(t.amountCents)).toBe(true)
          expect(t.amountCents).toBeGreaterThan(0)
          expect(t.debtorId).not.toBe(t.creditorId)
        }
        // At most one fewer transfer than people with something to settle.
        const open = list.filter((p) => p.balanceCents !== 0).length
        expect(ts.length).toBeLessThanOrEqual(Math.max(0, open - 1))
      }),
      { numRuns: 300 },
    )
  })

  it('is stable: the same bill and payers in any order give the same transfers', () => {
    fc.assert(
      fc.property(
        case_.chain((c) => fc.shuffledSubarray(c.payers, { minLength: c.payers.length }).map((s) => ({ ...c, s }))),
        ({ b, payers, s }) => {
          const a = transfers(positions(b, '1', payers))
          expect(transfers(positions(b, '1', s))).toEqual(a)
          expect(transfers([...positions(b, '1', payers)].reverse())).toEqual(a)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('with the host as the only payer, the tabs are exactly what they were: each person owes the host their total', () => {
    fc.assert(
      fc.property(bill, (input) => {
        const b = computeBill(input)
        const plain = planSettlements(b, '1').settlements
        expect(planSettlements(b, '1', effectivePayers([], '1', b.totalCents)).settlements).toEqual(plain)
      }),
      { numRuns: 300 },
    )
  })

  it('uses the fewest transfers: two pairs that cancel out settle in two, not three', () => {
    const at = (userId: string, balanceCents: number): Position => ({ userId, hadCents: 0, paidCents: 0, balanceCents })
    expect(transfers([at('a', 500), at('b', -500), at('c', 700), at('d', -700)])).toEqual([
      { debtorId: 'd', creditorId: 'c', amountCents: 700 },
      { debtorId: 'b', creditorId: 'a', amountCents: 500 },
    ])
    // Largest-first pairing would need 4 here; the best is 3: {b, e} and {a, c, d} each add up to 0.
    const list = [at('a', 600), at('b', 400), at('c', -300), at('d', -300), at('e', -400)]
    expect(transfers(list)).toHaveLength(3)
    expect(transfers(list)).toContainEqual({ debtorId: 'e', creditorId: 'b', amountCents: 400 })
  })

  it('a confirmed payment is never lost when payers change: the ledger is the new tabs less every confirmed payment', () => {
    const payments = fc.array(
      fc
        .record({
          fromId: person,
          toId: person,
          amountCents: fc.integer({ min: 1, max: 200_000 }),
          status: fc.constantFrom(...PAYMENT_STATUSES),
        })
        .filter((p) => p.fromId !== p.toId),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(case_, payments, ({ b, payers }, ps: LedgerPayment[]) => {
        const lines = ledgerLines(planSettlements(b, '1', payers).settlements, ps)
        expect([...balances(lines).values()].reduce((s, c) => s + c, 0)).toBe(0)
        const confirmedTotal = ps.filter((p) => p.status === 'confirmed').reduce((s, p) => s + p.amountCents, 0)
        const paidOnLines = lines.reduce((s, l) => s + Math.abs(l.paidCents), 0)
        expect(paidOnLines).toBeLessThanOrEqual(confirmedTotal)
      }),
      { numRuns: 200 },
    )
  })

  it('refuses payers that do not add up to the bill, with both figures; a person listed twice; $0', () => {
    expect(payersProblem([{ userId: 'a', amountCents: 5000 }], 6120)).toBe(
      'What the payers paid adds up to $50.00, but the bill is $61.20. The amounts must add up to the bill exactly.',
    )
    expect(
      payersProblem(
        [
          { userId: 'a', amountCents: 1 },
          { userId: 'a', amountCents: 1 },
        ],
        2,
      ),
    ).toBe('Each person can be listed once as a payer')
    expect(payersProblem([{ userId: 'a', amountCents: 0 }], 0)).toBe('Each payer needs an amount above $0.00')
    expect(payersProblem([], 6120)).toBeNull()
    expect(
      payersProblem(
        [
          { userId: 'a', amountCents: 6000 },
          { userId: 'b', amountCents: 120 },
        ],
        6120,
      ),
    ).toBeNull()
  })

  it('explains a position in words a person can follow', () => {
    const jules: Position = { userId: 'j', hadCents: 6120, paidCents: 0, balanceCents: -6120 }
    const maria: Position = { userId: 'm', hadCents: 4000, paidCents: 10120, balanceCents: 6120 }
    const ts = transfers([jules, maria])
    const name = (id: string) => ({ j: 'Jules', m: 'Maria' })[id] ?? 'Unknown'
    expect(explainPosition(jules, ts, name)).toBe('You had $61.20, you paid $0.00, so you owe Maria $61.20.')
    expect(explainPosition(maria, ts, name, 500)).toBe(
      'You had $40.00 ($5.00 of it for guests and unassigned items), you paid $101.20, so you are owed $61.20: Jules pays you $61.20.',
    )
    expect(explainPosition({ userId: 'x', hadCents: 100, paidCents: 100, balanceCents: 0 }, ts, name)).toBe(
      'You had $1.00, you paid $1.00, so you are even.',
    )
  })
})
