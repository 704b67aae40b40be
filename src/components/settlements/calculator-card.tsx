import { AlertTriangle } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatUSD } from '@/domain/money'
import type { SettlementsPage } from '@/domain/schemas/settlement'

type Props = {
  page: SettlementsPage
  calculating: boolean
  /** The server refused because tabs are already paid: offer to go ahead anyway. */
  needsPaidConfirm: boolean
  onCalculate: (confirmReplacePaid: boolean) => void
}

/** Host only: what 'Calculate Settlements' will create, guests to collect from, unassigned warning. */
export function CalculatorCard({ page, calculating, needsPaidConfirm, onCalculate }: Props) {
  const { preview } = page
  const paidCount = page.settlements.filter((s) => s.status === 'paid').length
  return (
    <Card className="space-y-4 print:hidden">
      <h2 className="text-lg font-semibold text-app">Calculate Settlements</h2>
      <p className="text-sm text-muted">
        Each participant's total becomes a tab they owe you. This closes the event and notifies everyone who owes.
        Calculating again replaces the current settlements.
      </p>
      <p className="text-sm text-app">
        {preview.settlementCount} settlement(s) totaling {formatUSD(preview.settlementCents)} of the event's{' '}
        {formatUSD(preview.totalCents)}.
      </p>
      {preview.unassignedCents > 0 && (
        <div className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-700 dark:text-amber-300">
          <AlertTriangle size={18} aria-hidden className="shrink-0" />
          <span>
            {formatUSD(preview.unassignedCents)} of items are unassigned and will not be on anyone's tab. Assign them
            first if someone should pay for them.
          </span>
        </div>
      )}
      {preview.guests.length > 0 && (
        <section aria-labelledby="guests-heading">
          <h3 id="guests-heading" className="text-sm font-semibold text-app">
            Collect from guests
          </h3>
          <p className="text-xs text-muted">Guests have no account, so they get no tab: collect these yourself.</p>
          <ul className="mt-2 divide-y divide-[var(--border)] text-sm">
            {preview.guests.map((g) => (
              <li key={g.name} className="flex justify-between py-1.5">
                <span>{g.name}</span>
                <span className="tabular-nums">{formatUSD(g.totalCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {paidCount > 0 && !needsPaidConfirm && (
        <p className="text-sm text-muted">
          {paidCount} settlement(s) are marked paid: recalculating asks before it clears those marks.
        </p>
      )}
      {needsPaidConfirm ? (
        <Alert tone="error" className="space-y-2">
          <p>Some settlements are already marked paid. Recalculating replaces them and clears those marks.</p>
          <Button variant="danger" size="sm" onClick={() => onCalculate(true)} disabled={calculating}>
            Recalculate and clear paid marks
          </Button>
        </Alert>
      ) : (
        <Button className="w-full" onClick={() => onCalculate(false)} disabled={calculating} loading={calculating}>
          {calculating ? 'Calculating...' : 'Calculate Settlements'}
        </Button>
      )}
    </Card>
  )
}
