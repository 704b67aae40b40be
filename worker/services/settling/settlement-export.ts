import { computeBill, UNASSIGNED } from '../../../src/domain/bill'
import { type CsvCell, toCsv } from '../../../src/domain/csv'
import { milliPctToFixedString } from '../../../src/domain/percent'
import { billInputOf, userKey } from '../../../src/domain/person-key'
import { tabWords } from '../../../src/domain/tab-words'
import * as SETTLEMENTS_SERVER from '../../../src/messages/settlements-server'
import type { Db } from '../../db/client'
import { serverMoney } from '../../lib/server-money'
import { displayName } from './settlement-rows'
import { load } from './settlements'

// The bill and its settlements as CSV (docs/decisions/015). The host gets every person; anyone else
// their own part: their items, tax, tip and total, and the tabs they are on.
export async function exportSettlementsCsv(db: Db, eventId: string, viewerId: string) {
  const { snapshot, ledger } = await load(db, eventId, viewerId)
  const isHost = snapshot.event.hostId === viewerId
  const bill = computeBill(billInputOf(snapshot.event, snapshot.items))
  const nameOf = (key: string) => {
    if (key === UNASSIGNED) return SETTLEMENTS_SERVER.csvUnassigned
    if (key.startsWith('p:'))
      return SETTLEMENTS_SERVER.csvGuestName(
        snapshot.placeholders.find((p) => p.id === key.slice(2))?.name ?? SETTLEMENTS_SERVER.guest,
      )
    return displayName(snapshot.participants.find((p) => p.userId === key.slice(2)))
  }
  const money = serverMoney(snapshot.event.currency)
  const { currency, exponent } = money
  // Every amount with the currency beside it, so a sheet never mixes up two events' yen and dollars.
  const amount = (cents: number): CsvCell[] => [{ cents, exponent }, currency]
  const out: CsvCell[][] = [[...SETTLEMENTS_SERVER.csvHeader]]
  for (const party of bill.parties) {
    if (!isHost && party.key !== userKey(viewerId)) continue
    const who = nameOf(party.key)
    for (const l of party.lines)
      out.push([
        SETTLEMENTS_SERVER.csvItem,
        who,
        l.name,
        milliPctToFixedString(l.shareMilliPct),
        ...amount(l.amountCents),
        null,
        null,
      ])
    out.push([SETTLEMENTS_SERVER.csvSubtotal, who, null, null, ...amount(party.subtotalCents), null, null])
    out.push([SETTLEMENTS_SERVER.csvTax, who, null, null, ...amount(party.taxCents), null, null])
    out.push([SETTLEMENTS_SERVER.csvTip, who, null, null, ...amount(party.tipCents), null, null])
    out.push([SETTLEMENTS_SERVER.csvTotal, who, null, null, ...amount(party.totalCents), null, null])
  }
  if (isHost) out.push([SETTLEMENTS_SERVER.csvEventTotal, null, null, null, ...amount(bill.totalCents), null, null])
  for (const t of ledger.tabs) {
    if (!isHost && t.debtor.id !== viewerId && t.creditor.id !== viewerId) continue
    // The bill's amount, then what the payments did to it in the one wording of tab figures (decision 048).
    const words =
      t.paidCents === 0 && t.reportedCents === 0
        ? null
        : tabWords(
            {
              debtorId: t.debtor.id,
              creditorId: t.creditor.id,
              owedCents: t.amountCents,
              paidCents: t.paidCents,
              reportedCents: t.reportedCents,
            },
            { money, name: (id) => displayName(id === t.debtor.id ? t.debtor : t.creditor) },
          )
    const paid = words && words.sentence + words.awaiting
    out.push([
      SETTLEMENTS_SERVER.csvSettlement,
      displayName(t.debtor),
      SETTLEMENTS_SERVER.csvOwes(displayName(t.creditor)),
      null,
      ...amount(t.amountCents),
      t.status,
      paid,
    ])
  }
  const slug =
    snapshot.event.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'event'
  return { csv: toCsv(out), filename: `opentab-${slug}.csv` }
}
