import type { PartyBill } from '@/domain/bill'
import { formatUSD } from '@/domain/money'
import { amountFromBp, bpToPercentString, FULL_BP } from '@/domain/percent'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { MoneyRow } from './money-row'

/**
 * One party's bill. Tax and tip are shown as this party's own subtotal x the event's percent, rounded,
 * so anyone can check them by hand; the cent (if any) that largest-remainder moved to make everyone add
 * up to the event's tax and tip is its own 'Rounding adjustment' line. The lines always sum to the total.
 */
export function PersonBreakdown({ snapshot, party }: { snapshot: EventSnapshot; party: PartyBill }) {
  const { taxBp, tipBp } = snapshot.event
  const tax = amountFromBp(party.subtotalCents, taxBp)
  const tip = amountFromBp(party.subtotalCents, tipBp)
  // The bill orders lines by item id (stable, not meaningful); people scan a receipt by name.
  const lines = [...party.lines].sort((a, b) => a.name.localeCompare(b.name))
  return (
    <div className="space-y-3 text-sm">
      {party.lines.length === 0 ? (
        <p className="text-muted">No items yet</p>
      ) : (
        <dl className="space-y-2" aria-label="Items">
          {lines.map((line) => (
            <MoneyRow
              key={String(line.itemId)}
              label={line.name}
              cents={line.amountCents}
              detail={
                line.shareBp < FULL_BP
                  ? `${bpToPercentString(line.shareBp)}% of ${formatUSD(line.priceCents)}`
                  : undefined
              }
            />
          ))}
        </dl>
      )}
      <dl className="space-y-1.5 border-t border-app pt-3 text-muted">
        <MoneyRow label="Subtotal" cents={party.subtotalCents} />
        <MoneyRow label={`Tax (${bpToPercentString(taxBp)}%)`} cents={tax} />
        <MoneyRow label={`Tip (${bpToPercentString(tipBp)}%)`} cents={tip} />
        {party.roundingCents !== 0 && (
          <MoneyRow
            label="Rounding adjustment"
            cents={party.roundingCents}
            signed
            detail="Tax and tip are rounded once for the whole bill; this cent makes everyone's totals add up exactly."
          />
        )}
        <MoneyRow label="Total" cents={party.totalCents} strong className="mt-1 border-t border-app pt-2" />
      </dl>
    </div>
  )
}
