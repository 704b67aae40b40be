import type { TabsDto } from '@/domain/schemas/settlement'
import { useMoneyIn } from '@/lib/money'

/** A sum per currency, one line each (never added across currencies); $0.00 when there is none. */
export function PerCurrency({
  totals,
  pick,
}: {
  totals: TabsDto['totals']
  pick: (t: TabsDto['totals'][number]) => number
}) {
  const shown = totals.filter((t) => pick(t) !== 0)
  if (shown.length === 0) return <Amount currency="USD" cents={0} />
  return shown.map((t, i) => (
    <span key={t.currency} className="block">
      <Amount currency={t.currency} cents={pick(t)} />
      {i < shown.length - 1 && <span className="sr-only">, </span>}
    </span>
  ))
}

function Amount({ currency, cents }: { currency: string; cents: number }) {
  return <>{useMoneyIn(currency).format(cents)}</>
}
