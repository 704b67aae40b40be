import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'

/** One label/amount line of a bill. Amounts use tabular figures so the columns of digits line up. */
export function MoneyRow({
  label,
  cents,
  detail,
  strong,
  signed,
  className,
}: {
  label: ReactNode
  cents: number
  /** Small muted text under the label (share of an item, an explanation). */
  detail?: ReactNode
  strong?: boolean
  /** Show '+' for positive amounts: adjustments read as "+$0.01", never as a charge of their own. */
  signed?: boolean
  className?: string
}) {
  const money = useMoney()
  const text = signed && cents > 0 ? `+${money.format(cents)}` : money.format(cents)
  return (
    <div className={cn('flex items-baseline justify-between gap-4', strong ? 'font-semibold text-app' : '', className)}>
      <dt className="min-w-0">
        <span className={cn('block wrap-anywhere', strong ? '' : 'text-app')}>{label}</span>
        {detail && <span className="block text-xs text-muted">{detail}</span>}
      </dt>
      <dd className="shrink-0 tabular-nums">{text}</dd>
    </div>
  )
}
