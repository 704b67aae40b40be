import { CheckCircle2, ChevronDown, TriangleAlert } from 'lucide-react'
import { Accordion } from 'radix-ui'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useBill } from '@/lib/bill'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as BILL from '@/messages/bill-more'
import { partyRows } from './party-order'
import { PersonBreakdown } from './person-breakdown'

const avatarTone = {
  you: 'bg-brand-500 text-emerald-950',
  person: 'bg-sky-500/20 text-sky-700 dark:text-sky-300',
  guest: 'bg-amber-500/20 text-amber-700 dark:text-amber-300',
  unassigned: 'bg-surface-2 text-muted',
} as const

/** 'Breakdown by User': a row per person with their total, expanding to their lines, and a footer
 * that shows the rows add up to the event total (they always do; showing it is how we earn trust). */
export function BreakdownByUser({ snapshot }: { snapshot: EventSnapshot }) {
  const money = useMoney()
  const bill = useBill(snapshot)
  if (!bill) return null
  const rows = partyRows(snapshot, bill)
  const sum = rows.reduce((s, r) => s + r.party.totalCents, 0)
  const reconciles = sum === bill.totalCents
  return (
    <section aria-labelledby="breakdown-by-user" className="space-y-3">
      <h3 id="breakdown-by-user" className="font-semibold text-app">
        {BILL.breakdownByUser}
      </h3>
      <Accordion.Root
        type="multiple"
        className="divide-y divide-[var(--border)] rounded-xl border border-app bg-surface"
      >
        {rows.map(({ party, label, kind }) => (
          <Accordion.Item key={party.key} value={party.key}>
            <Accordion.Header asChild>
              <h4>
                <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-2 focus-visible:bg-surface-2">
                  <span
                    aria-hidden
                    className={cn(
                      'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      avatarTone[kind],
                    )}
                  >
                    {kind === 'unassigned' ? '?' : label.charAt(0).toUpperCase()}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-app">{label}</span>
                    <span className="block text-xs text-muted">
                      {kind === 'guest' ? BILL.guestPrefix : ''}
                      {BILL.itemCount(party.lines.length)}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums text-app">{money.format(party.totalCents)}</span>
                  <ChevronDown
                    aria-hidden
                    size={16}
                    className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h4>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 pt-1">
              <PersonBreakdown snapshot={snapshot} party={party} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p
        className={cn(
          'flex items-start gap-2 rounded-lg px-3 py-2 text-xs',
          reconciles ? 'bg-brand-500/10 text-emerald-700 dark:text-emerald-300' : 'bg-red-500/10 text-red-600',
        )}
      >
        {reconciles ? (
          <CheckCircle2 aria-hidden size={14} className="mt-px shrink-0" />
        ) : (
          <TriangleAlert aria-hidden size={14} className="mt-px shrink-0" />
        )}
        <span>
          {BILL.totalsAddUpTo} <strong className="tabular-nums">{money.format(sum)}</strong>
          {reconciles ? BILL.exactlyTheTotal : BILL.butTheTotalIs(money.format(bill.totalCents))}
        </span>
      </p>
    </section>
  )
}
