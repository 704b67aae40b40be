import { describe, expect, it } from 'vitest'
import { ledgerLines } from '@/domain/ledger'
import { settleNotices } from '@/domain/settle-notices'

const names: Record<string, string> = { h: 'Maria', a: 'Jules', b: 'Sam', c: 'Priya' }
const name = (id: string) => names[id] ?? 'Unknown'

describe('settleNotices: everyone is told where they stand', () => {
  it('a debtor, a creditor, someone even; payments already confirmed count', () => {
    const lines = ledgerLines(
      [
        { debtorId: 'a', creditorId: 'h', amountCents: 6120 },
        { debtorId: 'b', creditorId: 'h', amountCents: 2000 },
      ],
      [{ fromId: 'b', toId: 'h', amountCents: 500, status: 'confirmed' }],
    )
    expect(settleNotices(['h', 'a', 'b', 'c'], lines, name, 'Birthday')).toEqual([
      { userId: 'h', message: 'You are owed $76.20 for Birthday: Jules owes you $61.20 and Sam owes you $15.00.' },
      { userId: 'a', message: 'Your settlement amount: $61.20 for Birthday: you owe Maria.' },
      { userId: 'b', message: 'Your settlement amount: $15.00 for Birthday: you owe Maria.' },
      { userId: 'c', message: 'You are even for Birthday: you owe nothing and nobody owes you.' },
    ])
  })

  it('someone who owes two people, and someone owed by many, spelled out by name', () => {
    const lines = ledgerLines(
      [
        { debtorId: 'a', creditorId: 'h', amountCents: 1000 },
        { debtorId: 'a', creditorId: 'b', amountCents: 250 },
        { debtorId: 'c', creditorId: 'b', amountCents: 100 },
      ],
      [],
    )
    const [a, b] = settleNotices(['a', 'b'], lines, name, 'Lunch')
    expect(a?.message).toBe('Your settlement amount: $12.50 for Lunch: you owe Maria $10.00 and Sam $2.50.')
    expect(b?.message).toBe('You are owed $3.50 for Lunch: Jules owes you $2.50 and Priya owes you $1.00.')
  })

  it('owing and being owed at once names both sides', () => {
    const lines = ledgerLines(
      [
        { debtorId: 'a', creditorId: 'h', amountCents: 1000 },
        { debtorId: 'b', creditorId: 'a', amountCents: 300 },
      ],
      [],
    )
    expect(settleNotices(['a'], lines, name, 'Tea')[0]?.message).toBe(
      'For Tea you owe $10.00 (Maria $10.00) and are owed $3.00 (Sam owes you $3.00).',
    )
  })
})
