import { formatUSD } from '@/domain/money'
import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import type { SettlementDto } from '@/domain/schemas/settlement'
import { partyLabel, useBill } from '@/lib/bill'
import { useEventSnapshot } from '@/lib/events'
import { nameOf } from './settlement-row'

/**
 * What 'Print summary' prints (hidden on screen): every person's items, tax, tip and total from the
 * one computeBill, then who owes whom. The event snapshot is usually cached from the event page.
 */
export function PrintSummary({ eventId, settlements }: { eventId: string; settlements: SettlementDto[] }) {
  const snapshot = useEventSnapshot(eventId).data
  const bill = useBill(snapshot)
  if (!snapshot || !bill) return null
  return (
    <section className="hidden text-[11px] leading-tight text-black print:block" aria-label="Printable summary">
      <h2 className="mb-1 text-base font-bold">
        {snapshot.event.title}: total {formatUSD(bill.totalCents)} (subtotal {formatUSD(bill.subtotalCents)}, tax{' '}
        {formatUSD(bill.taxCents)}, tip {formatUSD(bill.tipCents)})
      </h2>
      <div className="columns-2 gap-6">
        {bill.parties.map((p) => (
          <div key={p.key} className="mb-2 break-inside-avoid">
            <p className="font-semibold">{partyLabel(snapshot, p.key)}</p>
            {p.lines.map((l) => (
              <p key={String(l.itemId)} className="flex justify-between">
                <span>
                  {l.name}
                  {l.shareMilliPct < FULL_MILLI_PCT ? ` (${milliPctToPercentString(l.shareMilliPct)}%)` : ''}
                </span>
                <span>{formatUSD(l.amountCents)}</span>
              </p>
            ))}
            <p className="flex justify-between">
              <span>
                Tax {formatUSD(p.taxCents)} · Tip {formatUSD(p.tipCents)}
              </span>
              <span className="font-semibold">{formatUSD(p.totalCents)}</span>
            </p>
          </div>
        ))}
      </div>
      {settlements.length > 0 && (
        <>
          <h3 className="mt-2 font-bold">Who owes whom</h3>
          {settlements.map((s) => (
            <p key={s.id} className="flex justify-between">
              <span>
                {nameOf(s.debtor)} owes {nameOf(s.creditor)} ({s.status})
              </span>
              <span>{formatUSD(s.amountCents)}</span>
            </p>
          ))}
        </>
      )}
    </section>
  )
}
