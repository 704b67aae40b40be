import { describe, expect, it } from 'vitest'
import { moneyIn } from '../../src/domain/currency'
import { explainPosition, positionStory, tellPosition } from '../../src/domain/payers'

// How the tabs add up: the server sends each person's figures and names; the page writes the words with
// the amounts in the viewer's locale, the same English words as the server's en-US text.

const name = (id: string) => ({ m: 'Maria', j: 'Jules', s: 'Sam' })[id] ?? id
const transfers = [
  { debtorId: 'j', creditorId: 'm', amountCents: 6_120 },
  { debtorId: 's', creditorId: 'm', amountCents: 123_456 },
]

describe('a position told from its figures', () => {
  it('says what the server says, in en-US US dollars', () => {
    const jules = { userId: 'j', hadCents: 6_120, paidCents: 0, balanceCents: -6_120 }
    const story = positionStory(jules, transfers, name)
    expect(story.owe).toEqual([{ name: 'Maria', cents: 6_120 }])
    expect(tellPosition(story, moneyIn('USD', 'en-US'))).toBe(explainPosition(jules, transfers, name))
  })

  it('writes the amounts as a German reader writes euros, with the same words', () => {
    const maria = { userId: 'm', hadCents: 4_000, paidCents: 133_576, balanceCents: 129_576 }
    const story = positionStory(maria, transfers, name, 500)
    expect(tellPosition(story, moneyIn('EUR', 'de-DE'))).toBe(
      'You had 40,00\u00a0€ (5,00\u00a0€ of it for guests and unassigned items), you paid 1.335,76\u00a0€, so you are ' +
        'owed 1.295,76\u00a0€: Jules pays you 61,20\u00a0€ and Sam pays you 1.234,56\u00a0€.',
    )
  })

  it('writes yen without a minor unit', () => {
    const even = { userId: 'x', hadCents: 3_000, paidCents: 3_000, balanceCents: 0 }
    expect(tellPosition(positionStory(even, transfers, name), moneyIn('JPY', 'en-US'))).toBe(
      'You had ¥3,000, you paid ¥3,000, so you are even.',
    )
  })
})

describe('a position told of someone else (issue 46: the host reads each person by name)', () => {
  const usd = moneyIn('USD', 'en-US')
  it('names the person and never calls them "you"', () => {
    const jules = { userId: 'j', hadCents: 6_120, paidCents: 0, balanceCents: -6_120 }
    expect(tellPosition(positionStory(jules, transfers, name), usd, 'Jules')).toBe(
      'Jules had $61.20, paid $0.00, so owes Maria $61.20.',
    )
    const maria = { userId: 'm', hadCents: 4_000, paidCents: 133_576, balanceCents: 129_576 }
    expect(tellPosition(positionStory(maria, transfers, name), usd, 'Maria')).toBe(
      'Maria had $40.00, paid $1,335.76, so is owed $1,295.76: Jules pays Maria $61.20 and Sam pays Maria $1,234.56.',
    )
  })

  it('says "you" only of the viewer, as one of the people paid or paying', () => {
    const you = (id: string) => (id === 'm' ? 'You' : name(id))
    const jules = { userId: 'j', hadCents: 6_120, paidCents: 0, balanceCents: -6_120 }
    expect(tellPosition(positionStory(jules, transfers, you), usd, 'Jules')).toBe(
      'Jules had $61.20, paid $0.00, so owes you $61.20.',
    )
  })
})
