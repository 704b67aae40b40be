import type { PartyBill } from '@/domain/bill'
import type { Money } from '@/domain/currency'
import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useMoney } from '@/lib/money'
import * as BILL from '@/messages/bill'
import { MoneyRow } from './money-row'

/**
 * "Includes 1¢ from rounding ..." for a minor unit that largest remainder moved, or nothing. Dollars say
 * it in cents, as people there do; other currencies name the amount ("¥1", "0,01 €").
 */
function roundingNote(cents: number, money: Money): string | undefined {
  if (cents === 0) return undefined
  const size = money.currency === 'USD' ? `${Math.abs(cents)}¢` : money.format(Math.abs(cents))
  return cents > 0 ? BILL.roundingIncludes(size) : BILL.roundingLess(size)
}

/**
 * One party's bill, every figure straight from computeBill: the tax and tip shown are the ones this
 * party pays, so each column adds up across the table to the event's tax and tip. When rounding the
 * event's tax (or tip) once moved a cent onto or off this party, a quiet note under that line says so;
 * it is never a line of its own, which would break the column sums.
 */
export function PersonBreakdown({ snapshot, party }: { snapshot: EventSnapshot; party: PartyBill }) {
  const money = useMoney()
  const { taxMilliPct, tipMilliPct } = snapshot.event
  // The bill orders lines by item id (stable, not meaningful); people scan a receipt by name.
  const lines = [...party.lines].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <div className="space-y-3 text-sm">
      {party.lines.length === 0 ? (
        <p className="text-muted">{BILL.noItemsYet}</p>
      ) : (
        <dl className="space-y-2" aria-label={BILL.items}>
          {lines.map((line) => (
            <MoneyRow
              key={String(line.itemId)}
              label={line.name}
              cents={line.amountCents}
              detail={
                line.shareMilliPct < FULL_MILLI_PCT
                  ? BILL.shareOf(milliPctToPercentString(line.shareMilliPct), money.format(line.priceCents))
                  : undefined
              }
            />
          ))}
        </dl>
      )}
      <dl className="space-y-1.5 border-t border-app pt-3 text-muted" aria-label={BILL.totals}>
        <MoneyRow label={BILL.subtotal} cents={party.subtotalCents} />
        <MoneyRow
          label={BILL.tax(milliPctToPercentString(taxMilliPct))}
          cents={party.taxCents}
          detail={roundingNote(party.taxRoundingCents, money)}
        />
        <MoneyRow
          label={BILL.tip(milliPctToPercentString(tipMilliPct))}
          cents={party.tipCents}
          detail={roundingNote(party.tipRoundingCents, money)}
        />
        <MoneyRow label={BILL.total} cents={party.totalCents} strong className="mt-1 border-t border-app pt-2" />
      </dl>
    </div>
  )
}
