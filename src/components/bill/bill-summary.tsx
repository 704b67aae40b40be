import { milliPctToPercentString } from '@/domain/percent'
import { cn } from '@/lib/cn'
import * as BILL from '@/messages/bill'
import { MoneyRow } from './money-row'

/** Subtotal, tax, tip and total (the event's "bill summary"), as stored or computed in cents. */
export function BillSummary({
  subtotalCents,
  taxCents,
  tipCents,
  totalCents,
  taxMilliPct,
  tipMilliPct,
  className,
}: {
  subtotalCents: number
  taxCents: number
  tipCents: number
  totalCents: number
  taxMilliPct: number
  tipMilliPct: number
  className?: string
}) {
  return (
    <dl aria-label={BILL.billSummary} className={cn('space-y-1.5 text-sm', className)}>
      <MoneyRow label={BILL.subtotal} cents={subtotalCents} />
      <MoneyRow label={BILL.tax(milliPctToPercentString(taxMilliPct))} cents={taxCents} />
      <MoneyRow label={BILL.tip(milliPctToPercentString(tipMilliPct))} cents={tipCents} />
      <MoneyRow label={BILL.total} cents={totalCents} strong className="mt-2 border-t border-app pt-2 text-base" />
    </dl>
  )
}
