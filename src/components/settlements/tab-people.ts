import type { Money } from '@/domain/currency'
import type { SettlementDto } from '@/domain/schemas/settlement'
import { tabWords } from '@/domain/tab-words'
import * as MY_TAB from '@/messages/my-tab'

// Who is who on a tab, for the event page's tab card and the Settlements page alike. A module of its own, so
// the event page's first load does not take in the Settlements page's rows (decision 026).

/** How a settlement row names a person: first name, else username, else 'Unknown' (no profile with the row). */
export const nameOf = (p: { firstName: string | null; username: string } | null | undefined) =>
  p?.firstName || p?.username || MY_TAB.unknown

/** Who pays whom now on a tab (it turns round when the creditor owes money back), and how much is left to report. */
export function whoPaysNow(s: SettlementDto) {
  const back = s.outstandingCents < 0
  const payer = back ? s.creditor : s.debtor
  const payee = back ? s.debtor : s.creditor
  const reported = back ? -s.reportedCents : s.reportedCents
  return { payer, payee, back, payableCents: Math.max(0, Math.abs(s.outstandingCents) - Math.max(0, reported)) }
}

/** A tab's figures in the one wording (decision 048), from `viewerId`'s side (none: everyone named, as on paper). */
export function wordsOf(s: SettlementDto, money: Money, viewerId?: string) {
  return tabWords(
    {
      debtorId: s.debtor.id,
      creditorId: s.creditor.id,
      owedCents: s.amountCents,
      paidCents: s.paidCents,
      reportedCents: s.reportedCents,
    },
    { money, name: (id) => nameOf(id === s.debtor.id ? s.debtor : s.creditor), viewerId },
  )
}
