import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { SettlementsPage } from '@/domain/schemas/settlement'
import { useMoney } from '@/lib/money'

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
      <h2 className="text-lg font-semibold text-app">Calculate Settlements</h2>
      <p className="text-sm text-muted">
        {page.payers.recorded
          ? 'The tabs square what each person had against what they paid, in as few payments as possible.'
          : "Each participant's total becomes a tab they owe you."}{' '}
        This closes the event and tells everyone what they owe or are owed. Calculating again updates the tabs; payments
        already recorded stay and count against the new amounts.
      </p>
      <p className="text-sm text-app">
        {preview.settlementCount} settlement(s) totaling {money.format(preview.settlementCents)} of the event's{' '}
        {money.format(preview.totalCents)}.
      </p>
      {preview.unassignedCents > 0 && (
        <div className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-700 dark:text-amber-300">
          <AlertTriangle size={18} aria-hidden className="shrink-0" />
          <span>
            {money.format(preview.unassignedCents)} of items are unassigned and will not be on anyone's tab. Assign them
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
                <span className="tabular-nums">{money.format(g.totalCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {paidCount > 0 && (
        <p className="text-sm text-muted">
          {paidCount} tab(s) have confirmed payments: they are kept, and anyone whose amount changes is told the old and
          new figure and what is left to pay.
        </p>
      )}
      {asking ? (
        <Alert tone="info" className="space-y-2">
          <p>
            {closed
              ? 'Update the tabs to the bill as it is now? Everyone whose amount changes is notified.'
              : 'Close the event and send tabs? Nobody can change items while it is closed, and everyone is told what they owe or are owed.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                setAsking(false)
                onCalculate()
              }}
              disabled={calculating}
            >
              {closed ? 'Update tabs' : 'Close event and send tabs'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </Alert>
      ) : (
        <Button className="w-full" onClick={() => setAsking(true)} disabled={calculating} loading={calculating}>
          {calculating ? 'Calculating...' : 'Calculate Settlements'}
        </Button>
      )}
    </Card>
  )
}
