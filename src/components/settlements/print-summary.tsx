import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import type { SettlementDto } from '@/domain/schemas/settlement'
import { partyLabel, useBill } from '@/lib/bill'
import { useEventSnapshot } from '@/lib/events'
import { useMoney } from '@/lib/money'
import * as SETTLEMENTS from '@/messages/settlements'
import { wordsOf } from './tab-people'

/**
 * What 'Print summary' prints (hidden on screen): every person's items, tax, tip and total from the
 * one computeBill, then who owes whom. The event snapshot is usually cached from the event page.
 */
export function PrintSummary({ eventId, settlements }: { eventId: string; settlements: SettlementDto[] }) {
  const snapshot = useEventSnapshot(eventId).data
  const bill = useBill(snapshot)
  if (!snapshot || !bill) return null
  return (
    <section
      className="hidden text-[11px] leading-tight text-black print:block"
      aria-label={SETTLEMENTS.printableSummary}
    >
      {/* On paper the event's own title heads the page (the screen's heading is hidden in print). */}
      <h1 className="wrap-anywhere text-lg font-bold">{snapshot.event.title}</h1>
      <p className="mb-2">
        {SETTLEMENTS.total} <Amount cents={bill.totalCents} /> ({SETTLEMENTS.subtotalLower}{' '}
        <Amount cents={bill.subtotalCents} />, {SETTLEMENTS.taxLower} <Amount cents={bill.taxCents} />,{' '}
        {SETTLEMENTS.tipLower} <Amount cents={bill.tipCents} />)
      </p>
      <div className="columns-2 gap-6">
        {bill.parties.map((p) => (
          <div key={p.key} className="mb-2 break-inside-avoid">
            <p className="font-semibold">{partyLabel(snapshot, p.key)}</p>
            {p.lines.map((l) => (
              <p key={String(l.itemId)} className={line}>
                <span className="min-w-0 wrap-anywhere">
                  {l.name}
                  {l.shareMilliPct < FULL_MILLI_PCT ? ` (${milliPctToPercentString(l.shareMilliPct)}%)` : ''}
                </span>
                <Amount cents={l.amountCents} />
              </p>
            ))}
            <p className={line}>
              <span className="min-w-0">
                {SETTLEMENTS.tax} <Amount cents={p.taxCents} /> · {SETTLEMENTS.tip} <Amount cents={p.tipCents} />
              </span>
              <Amount cents={p.totalCents} className="font-semibold" />
            </p>
          </div>
        ))}
      </div>
      {settlements.length > 0 && (
        <>
          <h3 className="mt-2 font-bold">{SETTLEMENTS.whoOwesWhom}</h3>
          {settlements.map((s) => (
            <TabLine key={s.id} s={s} />
          ))}
        </>
      )}
    </section>
  )
}

/** One tab on paper: the one wording of its figures with everyone named, what is left on the right. */
function TabLine({ s }: { s: SettlementDto }) {
  const money = useMoney()
  const words = wordsOf(s, money)
  return (
    <p className={line}>
      <span className="min-w-0 wrap-anywhere">
        {SETTLEMENTS.tabLine(words.sentence + words.awaiting, SETTLEMENTS.status[s.status])}
      </span>
      <Amount cents={words.leftCents} />
    </p>
  )
}

/** A name on the left, its amount on the right; a long name wraps, the amount keeps its own room. */
const line = 'flex items-baseline justify-between gap-3'

/** An amount never breaks across lines ("$21" / ".33"). */
function Amount({ cents, className }: { cents: number; className?: string }) {
  const money = useMoney()
  return (
    <span data-amount className={`shrink-0 whitespace-nowrap tabular-nums ${className ?? ''}`}>
      {money.format(cents)}
    </span>
  )
}
