import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Money, moneyIn, usDollars } from '../../src/domain/currency'
import { tabChangeMessage, tabWords } from '../../src/domain/tab-words'

// One wording for a tab's figures (issue 46 major 4, decision 048): what the bill says, what was paid either
// way, and what is left, with the sign as + or − and never a negative amount.

const names: Record<string, string> = { me: 'Mia', leo: 'Leo', maria: 'Maria', ann: 'Ann', bob: 'Bob' }
const name = (id: string) => names[id] ?? id
const ctx = (viewerId?: string) => ({ money: usDollars(), name, viewerId })
const reader = (viewerId: string) => ({ money: usDollars(), name, viewerId })

describe('tabWords', () => {
  it("Leo's tab after a recalculation turned it round: the bill plus what Leo paid earlier", () => {
    // The new bill says Mia owes Leo $16.34; Leo had paid Mia $3.00 against the old bill.
    const w = tabWords(
      { debtorId: 'me', creditorId: 'leo', owedCents: 1634, paidCents: -300, reportedCents: 0 },
      ctx('me'),
    )
    expect(w.figures).toBe('$16.34 for this bill + $3.00 Leo paid you earlier = $19.34')
    expect(w.sentence).toBe('You owe Leo: $16.34 for this bill + $3.00 Leo paid you earlier = $19.34')
    expect(w).toMatchObject({ payerId: 'me', payeeId: 'leo', leftCents: 1934, back: false, awaiting: '' })
    // Leo reads the same figures from his side.
    expect(
      tabWords({ debtorId: 'me', creditorId: 'leo', owedCents: 1634, paidCents: -300, reportedCents: 0 }, ctx('leo'))
        .sentence,
    ).toBe('Mia owes you: $16.34 for this bill + $3.00 you paid Mia earlier = $19.34')
  })

  it('a partial payment comes off the bill', () => {
    const w = tabWords(
      { debtorId: 'me', creditorId: 'maria', owedCents: 85909, paidCents: 59387, reportedCents: 0 },
      ctx('me'),
    )
    expect(w.sentence).toBe('You owe Maria: $859.09 for this bill − $593.87 you paid Maria = $265.22')
  })

  it('paid past the bill: what was paid first, the bill off it, the rest owed back', () => {
    const w = tabWords(
      { debtorId: 'ann', creditorId: 'bob', owedCents: 1000, paidCents: 1300, reportedCents: 0 },
      ctx('ann'),
    )
    expect(w.sentence).toBe('Bob owes you: $13.00 you paid Bob earlier − $10.00 you owed for this bill = $3.00 back')
    expect(w).toMatchObject({ payerId: 'bob', payeeId: 'ann', leftCents: 300, back: true })
  })

  it('no payments: the bill alone; settled: square, with the sum', () => {
    expect(
      tabWords({ debtorId: 'ann', creditorId: 'bob', owedCents: 1634, paidCents: 0, reportedCents: 0 }, ctx('ann'))
        .sentence,
    ).toBe('You owe Bob: $16.34 for this bill')
    expect(
      tabWords({ debtorId: 'ann', creditorId: 'bob', owedCents: 2000, paidCents: 2000, reportedCents: 0 }, ctx('bob'))
        .sentence,
    ).toBe('You and Ann are square: $20.00 for this bill − $20.00 Ann paid you = $0.00')
    expect(
      tabWords({ debtorId: 'ann', creditorId: 'bob', owedCents: 2000, paidCents: 2000, reportedCents: 0 }, ctx('ann'))
        .headline,
    ).toBe('You and Bob are square')
  })

  it('a printout or export names everyone', () => {
    const w = tabWords(
      { debtorId: 'ann', creditorId: 'bob', owedCents: 1634, paidCents: -300, reportedCents: 0 },
      ctx(),
    )
    expect(w.sentence).toBe('Ann owes Bob: $16.34 for this bill + $3.00 Bob paid Ann earlier = $19.34')
  })

  it('what awaits confirmation names whose', () => {
    const t = { debtorId: 'ann', creditorId: 'bob', owedCents: 2200, paidCents: 1000, reportedCents: 500 }
    expect(tabWords(t, ctx('ann')).awaiting).toBe(" · $5.00 awaiting Bob's confirmation")
    expect(tabWords(t, ctx('bob')).awaiting).toBe(' · $5.00 awaiting your confirmation')
    expect(tabWords(t, ctx('ann')).figures).toBe('$22.00 for this bill − $10.00 you paid Bob = $12.00')
  })

  it('in any currency and locale, for any figures: no amount below zero, and what is left is owed - paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom('ann', 'bob', 'leo', undefined),
        fc.constantFrom(['USD', 'en-US'], ['EUR', 'de-DE'], ['JPY', 'ja-JP']),
        (owedCents, paidCents, reportedCents, viewerId, [currency, locale]) => {
          const base = moneyIn(currency as string, locale as string)
          const money: Money = {
            ...base,
            format: (minor) => {
              if (minor < 0) throw new Error(`negative amount ${minor} in words`)
              return base.format(minor)
            },
          }
          const w = tabWords(
            { debtorId: 'ann', creditorId: 'bob', owedCents, paidCents, reportedCents },
            { money, name, viewerId },
          )
          expect(w.leftCents).toBe(Math.abs(owedCents - paidCents))
          expect(`${w.sentence}${w.awaiting}`).not.toMatch(/-\s?[$€¥￥\d]/)
          expect(w.sentence).toMatch(/^[A-Z]/)
        },
      ),
    )
  })
})

describe('tabChangeMessage', () => {
  it('a tab that turned round says both ways in words and the sum, capitalised, with no negative amount', () => {
    // Before: Leo owed Mia $18.17 and paid $3.00 of it. After: Mia owes Leo $16.34.
    const change = {
      debtorId: 'me',
      creditorId: 'leo',
      oldOwedCents: -1817,
      newOwedCents: 1634,
      paidCents: -300,
      reportedCents: 0,
    }
    expect(tabChangeMessage(change, 'Dinner', reader('me'))).toBe(
      'Your tab with Leo for Dinner changed from Leo owing you $18.17 to you owing Leo $16.34. You owe Leo: $16.34 for this bill + $3.00 Leo paid you earlier = $19.34.',
    )
    expect(tabChangeMessage(change, 'Dinner', reader('leo'))).toBe(
      'Your tab with Mia for Dinner changed from you owing Mia $18.17 to Mia owing you $16.34. Mia owes you: $16.34 for this bill + $3.00 you paid Mia earlier = $19.34.',
    )
  })

  it('the same way round: the two amounts, then where it stands', () => {
    const change = {
      debtorId: 'leo',
      creditorId: 'me',
      oldOwedCents: 300,
      newOwedCents: 549,
      paidCents: 0,
      reportedCents: 0,
    }
    const told = tabChangeMessage(change, 'Dinner', reader('me'))
    expect(told).toBe('Your tab with Leo for Dinner changed from $3.00 to $5.49. Leo owes you: $5.49 for this bill.')
    expect(told).not.toMatch(/\. [a-z]/)
  })

  it('a tab that appears or goes says nothing owed', () => {
    const gone = {
      debtorId: 'leo',
      creditorId: 'me',
      oldOwedCents: 300,
      newOwedCents: 0,
      paidCents: 300,
      reportedCents: 0,
    }
    expect(tabChangeMessage(gone, 'Dinner', reader('leo'))).toBe(
      'Your tab with Mia for Dinner changed from you owing Mia $3.00 to nothing owed. Mia owes you: $0.00 for this bill + $3.00 you paid Mia earlier = $3.00 back.',
    )
  })
})
