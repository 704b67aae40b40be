import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { SettlementsPage } from '@/domain/schemas/settlement'
import { useMoney } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as SETTLEMENTS from '@/messages/settlements'

type Props = {
  page: SettlementsPage
  calculating: boolean
  onCalculate: () => void
}

/** Host only: what 'Calculate Settlements' will create, guests to collect from, unassigned warning. */
export function CalculatorCard({ page, calculating, onCalculate }: Props) {
  const money = useMoney()
  const { preview } = page
  const [asking, setAsking] = useState(false)
  const paidCount = page.settlements.filter((s) => s.payments.some((p) => p.status === 'confirmed')).length
  const closed = page.event.status === 'closed'
  return (
    <Card className="space-y-4 print:hidden">
      <h2 className="text-lg font-semibold text-app">{SETTLEMENTS.calculateSettlements}</h2>
      <p className="text-sm text-muted">
        {page.payers.recorded ? SETTLEMENTS.squareWithPayers : SETTLEMENTS.eachOwesHost}{' '}
        {SETTLEMENTS.calculateExplained}
      </p>
      <p className="text-sm text-app">
        {SETTLEMENTS.preview(
          preview.settlementCount,
          money.format(preview.settlementCents),
          money.format(preview.totalCents),
        )}
      </p>
      {preview.unassignedCents > 0 && (
        <div className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-700 dark:text-amber-300">
          <AlertTriangle size={18} aria-hidden className="shrink-0" />
          <span>{SETTLEMENTS.unassignedWarning(money.format(preview.unassignedCents))}</span>
        </div>
      )}
      {preview.guests.length > 0 && (
        <section aria-labelledby="guests-heading">
          <h3 id="guests-heading" className="text-sm font-semibold text-app">
            {SETTLEMENTS.collectFromGuests}
          </h3>
          <p className="text-xs text-muted">{SETTLEMENTS.guestsHaveNoTab}</p>
          <ul className="mt-2 divide-y divide-[var(--border)] text-sm">
            {preview.guests.map((g) => (
              <li key={g.name} className="flex justify-between py-1.5">
                <span>{g.name}</span>
                <span className="tabular-nums">{money.format(g.totalCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {paidCount > 0 && <p className="text-sm text-muted">{SETTLEMENTS.paidTabsKept(paidCount)}</p>}
      {asking ? (
        <Alert tone="info" className="space-y-2">
          <p>{closed ? SETTLEMENTS.updateQuestion : SETTLEMENTS.closeQuestion}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                setAsking(false)
                onCalculate()
              }}
              disabled={calculating}
            >
              {closed ? SETTLEMENTS.updateTabs : SETTLEMENTS.closeAndSend}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {COMMON.cancel}
            </Button>
          </div>
        </Alert>
      ) : (
        <Button className="w-full" onClick={() => setAsking(true)} disabled={calculating} loading={calculating}>
          {calculating ? SETTLEMENTS.calculating : SETTLEMENTS.calculateSettlements}
        </Button>
      )}
    </Card>
  )
}
