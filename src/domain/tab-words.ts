// A tab's figures in words, one way everywhere (decision 048): the Settlements rows, the viewer's tab on the
// event page, Open Tabs, the printed summary, the CSV export and the recalculation notifications all call
// this, so "$16.34 for this bill + $3.00 Leo paid you earlier = $19.34" reads the same in each, and no
// amount is ever written below zero: the figures are read in the direction the money goes now, and what
// counts against that direction is written with a − sign, not as a negative amount.

import * as TAB from '../messages/tab-figures'
import type { Money } from './currency'
import type { TabChange } from './ledger'

/** One pair's tab: what the bill says `debtorId` owes `creditorId` and the payments between them, all signed
 * debtor -> creditor (a negative figure goes the other way). The outstanding amount is owed - paid. */
export type TabFigures = {
  debtorId: string
  creditorId: string
  owedCents: number
  /** Confirmed payments. */
  paidCents: number
  /** Reported and awaiting confirmation (they do not change what is owed until confirmed). */
  reportedCents: number
}

export type TabWordsContext = {
  money: Money
  /** A person's name as the reader knows them. */
  name: (id: string) => string
  /** Who reads it: they are "you". Left out (a printout, an export), everyone is named. */
  viewerId?: string | null
}

export type TabWords = {
  /** Who pays whom now (turned round from the bill when money is owed back). */
  payerId: string
  payeeId: string
  /** What is left to pay, never below 0. */
  leftCents: number
  /** The money left is owed back: payments went past what the bill says. */
  back: boolean
  /** "You owe Leo", "Leo owes you", "Ann owes Bob", "You and Leo are square". */
  headline: string
  /** "$16.34 for this bill + $3.00 Leo paid you earlier = $19.34"; only the bill when nothing was paid. */
  figures: string
  /** " · $5.00 awaiting Leo's confirmation", or '' when nothing awaits confirmation. */
  awaiting: string
  /** The headline and figures together: "You owe Leo: $16.34 for this bill + ... = $19.34". */
  sentence: string
}

type Term = { sign: 1 | -1; words: string }

/** A person as the reader knows them: "you" for the reader, else their name. */
function who(ctx: TabWordsContext, id: string, capital = false) {
  if (ctx.viewerId && id === ctx.viewerId) return capital ? TAB.you : TAB.youLower
  return ctx.name(id)
}

/** Who owes whom: "You owe Leo", "Leo owes you", "Ann owes Bob". */
function owesHeadline(ctx: TabWordsContext, payerId: string, payeeId: string) {
  return ctx.viewerId === payerId ? TAB.youOwe(ctx.name(payeeId)) : TAB.owes(who(ctx, payerId), who(ctx, payeeId))
}

export function tabWords(t: TabFigures, ctx: TabWordsContext): TabWords {
  const { money } = ctx
  const outstanding = t.owedCents - t.paidCents
  // Read everything in the direction the money goes now; a settled tab keeps its bill's direction.
  const turn = outstanding < 0 || (outstanding === 0 && t.owedCents < 0) ? -1 : 1
  const payerId = turn === 1 ? t.debtorId : t.creditorId
  const payeeId = turn === 1 ? t.creditorId : t.debtorId
  const bill = turn * t.owedCents
  const paid = turn * t.paidCents
  const reported = turn * t.reportedCents
  const leftCents = bill - paid

  const terms: Term[] = [
    bill >= 0
      ? { sign: 1, words: TAB.forThisBill(money.format(bill)) }
      : { sign: -1, words: TAB.owedForThisBill(money.format(-bill), who(ctx, payeeId)) },
  ]
  // Paid by the one paying now: it comes off. Paid the other way (before the bill turned round, or more
  // than the bill): it is owed on top.
  if (paid > 0) terms.push({ sign: -1, words: TAB.paidTerm(money.format(paid), who(ctx, payerId), who(ctx, payeeId)) })
  if (paid < 0)
    terms.push({ sign: 1, words: TAB.paidEarlierTerm(money.format(-paid), who(ctx, payeeId), who(ctx, payerId)) })
  // What adds up first, then what comes off: the running figure never drops below zero.
  const ordered = [...terms.filter((x) => x.sign === 1), ...terms.filter((x) => x.sign === -1)]
  const back = bill <= 0 && leftCents > 0
  const figures =
    paid === 0
      ? (ordered[0]?.words ?? '')
      : ordered.map((x, i) => (i === 0 ? '' : x.sign === 1 ? TAB.plus : TAB.minus) + x.words).join('') +
        (back ? TAB.equalsBack(money.format(leftCents)) : TAB.equals(money.format(leftCents)))

  // A reported payment awaits the confirmation of whoever it was paid to.
  const awaitingId = reported > 0 ? payeeId : payerId
  const awaiting =
    reported === 0
      ? ''
      : ctx.viewerId === awaitingId
        ? TAB.awaitingYourConfirmation(money.format(Math.abs(reported)))
        : TAB.awaitingConfirmationOf(money.format(Math.abs(reported)), ctx.name(awaitingId))

  const headline =
    leftCents === 0
      ? ctx.viewerId === payeeId
        ? TAB.square(TAB.you, ctx.name(payerId))
        : TAB.square(who(ctx, payerId, true), ctx.name(payeeId))
      : owesHeadline(ctx, payerId, payeeId)
  return { payerId, payeeId, leftCents, back, headline, figures, awaiting, sentence: TAB.sentence(headline, figures) }
}

/** What a recalculation did to one pair's tab: the bill before and after, the payments as they are. */
export type TabChangeFigures = Omit<TabChange, 'outstandingCents'>

/**
 * The notification one of the two people on a changed tab gets (`ctx.viewerId` is that person): "Your tab with
 * Leo for Dinner changed from Leo owing you $18.17 to you owing Leo $16.34. You owe Leo: $16.34 for this bill +
 * $3.00 Leo paid you earlier = $19.34." When the bill kept its direction the change is just its two amounts.
 */
export function tabChangeMessage(c: TabChangeFigures, eventTitle: string, ctx: TabWordsContext & { viewerId: string }) {
  const { money } = ctx
  const otherId = c.debtorId === ctx.viewerId ? c.creditorId : c.debtorId
  const owing = (cents: number) =>
    cents === 0
      ? TAB.nothingOwed
      : cents > 0
        ? TAB.owing(who(ctx, c.debtorId), who(ctx, c.creditorId), money.format(cents))
        : TAB.owing(who(ctx, c.creditorId), who(ctx, c.debtorId), money.format(-cents))
  const sameWay = c.oldOwedCents !== 0 && c.newOwedCents !== 0 && c.oldOwedCents > 0 === c.newOwedCents > 0
  const changed = sameWay
    ? TAB.changedFromTo(money.format(Math.abs(c.oldOwedCents)), money.format(Math.abs(c.newOwedCents)))
    : TAB.changedFromTo(owing(c.oldOwedCents), owing(c.newOwedCents))
  const now = tabWords(
    {
      debtorId: c.debtorId,
      creditorId: c.creditorId,
      owedCents: c.newOwedCents,
      paidCents: c.paidCents,
      reportedCents: c.reportedCents,
    },
    ctx,
  )
  return TAB.tabChanged(ctx.name(otherId), eventTitle, changed, now.sentence + now.awaiting)
}
