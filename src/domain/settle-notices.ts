// What each person is told when the host sends tabs: everyone in the event learns where they stand
// (what they owe and to whom, what they are owed and by whom, or that they are even), read from the
// ledger after the calculation so payments already recorded count.

import * as BILL from '../messages/bill-more'
import { type Money, usDollars } from './currency'
import { type LedgerLine, owesCents } from './ledger'

export type SettleNotice = { userId: string; message: string }

/** At most this many names in one message; the rest are counted ("and 3 more"). */
const NAMES_SHOWN = 4

function listOf(parts: string[]) {
  const shown = parts.slice(0, NAMES_SHOWN)
  const more = parts.length - shown.length
  if (more > 0) shown.push(BILL.moreNames(more))
  if (shown.length <= 1) return shown.join('')
  return `${shown.slice(0, -1).join(', ')}${BILL.and}${shown[shown.length - 1]}`
}

/**
 * One message per person. A person who owes exactly one other person gets the familiar
 * "Your settlement amount: $X", with the event's name and whom to pay; anyone else gets their figures
 * spelled out with names.
 */
export function settleNotices(
  peopleIds: readonly string[],
  lines: readonly LedgerLine[],
  name: (id: string) => string,
  eventTitle: string,
  money: Money = usDollars(),
): SettleNotice[] {
  return peopleIds.map((userId) => {
    const others = new Set<string>()
    for (const l of lines) {
      if (l.debtorId === userId) others.add(l.creditorId)
      else if (l.creditorId === userId) others.add(l.debtorId)
    }
    const debts: { id: string; cents: number }[] = []
    const credits: { id: string; cents: number }[] = []
    for (const id of [...others].sort()) {
      const cents = owesCents(lines, userId, id)
      if (cents > 0) debts.push({ id, cents })
      else if (cents < 0) credits.push({ id, cents: -cents })
    }
    const byAmount = (a: { cents: number; id: string }, b: { cents: number; id: string }) =>
      b.cents - a.cents || (a.id < b.id ? -1 : 1)
    debts.sort(byAmount)
    credits.sort(byAmount)
    const total = (xs: { cents: number }[]) => money.format(xs.reduce((s, x) => s + x.cents, 0))
    const owe = debts.map((d) => BILL.personAmount(name(d.id), money.format(d.cents)))
    const owed = credits.map((c) => BILL.owesYou(name(c.id), money.format(c.cents)))
    let message: string
    if (debts.length === 0 && credits.length === 0) message = BILL.evenFor(eventTitle)
    else if (credits.length === 0)
      message =
        debts.length === 1
          ? BILL.settlementAmountTo(total(debts), eventTitle, name(debts[0]?.id ?? ''))
          : BILL.settlementAmountFor(total(debts), eventTitle, listOf(owe))
    else if (debts.length === 0) message = BILL.owedFor(total(credits), eventTitle, listOf(owed))
    else message = BILL.oweAndOwed(eventTitle, total(debts), listOf(owe), total(credits), listOf(owed))
    return { userId, message }
  })
}
