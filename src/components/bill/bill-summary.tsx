import { bpToPercentString } from '@/domain/percent'
import { cn } from '@/lib/cn'
import { MoneyRow } from './money-row'

/** Subtotal, tax, tip and total (the spec's "bill summary"), as stored or computed in cents. */
export function BillSummary({
  subtotalCents,
  taxCents,
  tipCents,
  totalCents,
  taxBp,
  tipBp,
  className,
}: {
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
  taxBp: number
  tipBp: number
  className?: string
}) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <MoneyRow label="Subtotal" cents={subtotalCents} />
      <MoneyRow label={`Tax (${bpToPercentString(taxBp)}%)`} cents={taxCents} />
      <MoneyRow label={`Tip (${bpToPercentString(tipBp)}%)`} cents={tipCents} />
      <MoneyRow label="Total" cents={totalCents} strong className="mt-2 border-t border-app pt-2 text-base" />
    </dl>
  )
}
