// Money is a whole number of the currency's minor unit whatever that unit is: JPY has no decimals, USD
// two, KWD three. These properties hold for each, so no part of the bill, the tabs, the payers or the
// ledger rounds to a hundredth behind the currency's back, and every figure shown reads back exactly.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BillInput, type BillItemInput, computeBill, UNASSIGNED } from '@/domain/bill'
import { currencyExponent, formatMoney, parseAmount } from '@/domain/currency'
import { allocatePayment, ledgerLines, owesCents } from '@/domain/ledger'
import { MAX_ITEM_PRICE_CENTS } from '@/domain/money'
import { positions, transfers } from '@/domain/payers'
import { amountFromMilliPct } from '@/domain/percent'
import { planSettlements } from '@/domain/settle'

const CURRENCIES = [
  { code: 'JPY', exponent: 0 },
  { code: 'USD', exponent: 2 },
  { code: 'KWD', exponent: 3 },
] as const

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** Prices as menus write them in a currency with `exponent` decimals: whole units, odd minor units, tiny ones. */
const priceIn = (exponent: number) => {
  const unit = 10 ** exponent
  return fc.oneof(
    fc.integer({ min: 0, max: 500 }).map((whole) => whole * unit),
    fc.integer({ min: 0, max: 50_000 * unit }).map((n) => Math.min(n, MAX_ITEM_PRICE_CENTS)),
    fc.integer({ min: 0, max: 7 }),
    fc.integer({ min: 0, max: MAX_ITEM_PRICE_CENTS }),
  )
}

const personKey = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map((n) => `u:user${n}`),
  fc.integer({ min: 1, max: 3 }).map((n) => `p:guest${n}`),
)
const rate = fc.oneof(fc.constantFrom(0, 8875, 10_000, 15_000, 20_000, 100_000), fc.integer({ min: 0, max: 100_000 }))
const shares = fc
  .array(
    fc.record({
      personKey,
      shareMilliPct: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(33_333, 50_000)),
    }),
    {
      maxLength: 5,
    },
  )
  .map((rows) => {
    let left = 100_000
    return rows.map((r) => {
      const shareMilliPct = Math.min(r.shareMilliPct, left)
      left -= shareMilliPct
      return { ...r, shareMilliPct }
    })
  })

const billIn = (exponent: number): fc.Arbitrary<BillInput> =>
  fc.record({
    taxMilliPct: rate,
    tipMilliPct: rate,
    items: fc
      .array(fc.record({ priceCents: priceIn(exponent), ownerKey: fc.option(personKey, { freq: 4 }), shares }), {
        maxLength: 30,
      })
      .map((rows) => rows.map((r, i): BillItemInput => ({ id: `item-${i}`, name: `Item ${i}`, ...r }))),
  })

describe.each(CURRENCIES)('money in $code (exponent $exponent)', ({ code, exponent }) => {
  it('Intl gives the exponent the bill is kept in', () => {
    expect(currencyExponent(code)).toBe(exponent)
  })

  it('computeBill adds up in minor units, every part within one minor unit of its ideal', () => {
    fc.assert(
      fc.property(billIn(exponent), (input) => {
        const bill = computeBill(input)
        expect(bill.taxCents).toBe(amountFromMilliPct(bill.subtotalCents, input.taxMilliPct))
        expect(bill.tipCents).toBe(amountFromMilliPct(bill.subtotalCents, input.tipMilliPct))
        expect(bill.totalCents).toBe(bill.subtotalCents + bill.taxCents + bill.tipCents)
        for (const field of ['subtotalCents', 'taxCents', 'tipCents', 'totalCents'] as const)
          expect(sum(bill.parties.map((p) => p[field]))).toBe(bill[field])
        for (const p of bill.parties) {
          for (const n of [p.subtotalCents, p.taxCents, p.tipCents])
            expect(Number.isSafeInteger(n) && n >= 0).toBe(true)
          expect(Math.abs(p.taxCents * 100_000 - p.subtotalCents * input.taxMilliPct)).toBeLessThan(100_000)
          expect(Math.abs(p.tipCents * 100_000 - p.subtotalCents * input.tipMilliPct)).toBeLessThan(100_000)
          for (const l of p.lines)
            expect(Math.abs(l.amountCents * 100_000 - l.priceCents * l.shareMilliPct)).toBeLessThan(100_000)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('what the screen shows reads back exactly, and the shown parts add up to the shown total', () => {
    fc.assert(
      fc.property(
        billIn(exponent),
        fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'ar-KW', 'fr-CH', 'en-IN'),
        (input, locale) => {
          const bill = computeBill(input)
          const read = (minor: number) => {
            const r = parseAmount(formatMoney(minor, code, locale), code, locale)
            if (!r.ok) throw new Error(`${formatMoney(minor, code, locale)} in ${locale}: ${r.message}`)
            return r.minor
          }
          expect(read(bill.totalCents)).toBe(bill.totalCents)
          expect(sum(bill.parties.map((p) => read(p.totalCents)))).toBe(read(bill.totalCents))
        },
      ),
      { numRuns: 100 },
    )
  })

  it('tabs, payers and the ledger square everyone to the minor unit', () => {
    const payerShares = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 })
    fc.assert(
      fc.property(billIn(exponent), payerShares, (input, payerIds) => {
        const bill = computeBill(input)
        const hostId = 'user1'
        const plan = planSettlements(bill, hostId)
        expect(
          sum(plan.settlements.map((s) => s.amountCents)) +
            sum(plan.guests.map((g) => g.totalCents)) +
            plan.unassignedCents +
            plan.hostCents,
        ).toBe(bill.totalCents)
        // Others paid: split the bill over them in whole minor units, the last taking what is left.
        const ids = [...new Set(payerIds.map((n) => `user${n}`))]
        const each = Math.floor(bill.totalCents / ids.length)
        const payers = ids
          .map((userId, i) => ({ userId, amountCents: i === ids.length - 1 ? bill.totalCents - each * i : each }))
          .filter((p) => p.amountCents > 0)
        const list = positions(bill, hostId, payers)
        expect(sum(list.map((p) => p.balanceCents))).toBe(0)
        const moves = transfers(list)
        const after = new Map(list.map((p) => [p.userId, p.balanceCents]))
        for (const t of moves) {
          expect(Number.isSafeInteger(t.amountCents) && t.amountCents > 0).toBe(true)
          after.set(t.debtorId, (after.get(t.debtorId) ?? 0) + t.amountCents)
          after.set(t.creditorId, (after.get(t.creditorId) ?? 0) - t.amountCents)
        }
        for (const v of after.values()) expect(v).toBe(0)
        // Everyone pays their tab exactly: the ledger has nothing left, and a payment spread over two
        // events' tabs lands whole.
        const owed = moves.map((t) => ({ debtorId: t.debtorId, creditorId: t.creditorId, amountCents: t.amountCents }))
        const paid = moves.map((t) => ({
          fromId: t.debtorId,
          toId: t.creditorId,
          amountCents: t.amountCents,
          status: 'confirmed' as const,
        }))
        for (const t of moves) expect(owesCents(ledgerLines(owed, paid), t.debtorId, t.creditorId)).toBe(0)
        const total = sum(moves.map((t) => t.amountCents))
        const parts = allocatePayment(
          [
            { eventId: 'a', owedCents: Math.floor(total / 3) },
            { eventId: 'b', owedCents: total },
          ],
          total,
        )
        expect(sum(parts.map((p) => p.cents))).toBe(total)
        expect(bill.parties.some((p) => p.key === UNASSIGNED) || plan.unassignedCents === 0).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})
