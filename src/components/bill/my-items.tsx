import { Hourglass, ListChecks, ReceiptText } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { billForParty } from '@/domain/bill'
import { userKey } from '@/domain/person-key'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useBill } from '@/lib/bill'
import { useMoney } from '@/lib/money'
import * as BILL from '@/messages/bill'
import { PersonBreakdown } from './person-breakdown'

/** The My Items tab: what the signed-in person owes, line by line, from the same bill as everyone else. */
export function MyItems({ snapshot }: { snapshot: EventSnapshot }) {
  const money = useMoney()
  const bill = useBill(snapshot)
  if (!bill) return null
  const mine = billForParty(bill, userKey(snapshot.viewerId))
  // Pickups waiting for approval are not on the bill yet; say so, or people wonder where they went.
  const pending = snapshot.items.filter((i) => i.status === 'pending' && i.requesterId === snapshot.viewerId)
  const pendingNote = pending.length > 0 && (
    <p className="flex items-center gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-700 dark:text-amber-300">
      <Hourglass aria-hidden size={14} className="shrink-0" />
      {pending.length === 1 ? BILL.yourRequestWaiting(pending[0]?.name) : BILL.requestsWaiting(pending.length)}
    </p>
  )

  if (mine.lines.length === 0) {
    return (
      <section aria-labelledby="my-items-heading" className="space-y-3">
        <h2 id="my-items-heading" className="sr-only">
          {BILL.myItems}
        </h2>
        {pendingNote}
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-app px-6 py-10 text-center">
          <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-surface-2 text-muted">
            <ReceiptText aria-hidden size={22} />
          </span>
          <p className="font-medium text-app">{BILL.noClaimsYet}</p>
          <p className="mt-1 max-w-xs text-sm text-muted">{BILL.noClaimsHint}</p>
          {/* The event page keeps its tab in ?tab= (items, participants, chat), so a plain link switches tabs. */}
          <Button asChild variant="secondary" size="sm" className="mt-4">
            <Link to={{ search: '?tab=items' }} replace>
              <ListChecks aria-hidden size={16} /> {BILL.goToAllItems}
            </Link>
          </Button>
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby="my-items-heading" className="space-y-3">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="my-items-heading" className="text-lg font-semibold text-app">
            {BILL.myItems}
          </h2>
          <p className="text-sm text-muted">{BILL.onYourBill(mine.lines.length)}</p>
        </div>
        <p className="text-right">
          <span className="block text-xs uppercase tracking-wide text-muted">{BILL.yourTotal}</span>
          <span className="text-2xl font-bold tabular-nums text-app">{money.format(mine.totalCents)}</span>
        </p>
      </div>
      {pendingNote}
      <div className="rounded-2xl border border-app bg-surface p-4 sm:p-5">
        <PersonBreakdown snapshot={snapshot} party={mine} />
      </div>
    </section>
  )
}
