import { Link } from 'react-router'
import { SendTabsLink } from '@/components/events/send-tabs-link'
import { Dialog } from '@/components/ui/dialog'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useBill } from '@/lib/bill'
import * as BILL from '@/messages/bill-more'
import { BillSummary } from './bill-summary'
import { BreakdownByUser } from './breakdown-by-user'

/** The 'View Breakdown' dialog of the Event Total card. */
export function BreakdownModal({
  snapshot,
  open,
  onOpenChange,
}: {
  snapshot: EventSnapshot
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const bill = useBill(snapshot)
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={BILL.viewBreakdown} description={snapshot.event.title}>
      {bill && (
        <div className="space-y-5">
          {/* The computed bill, not the stored totals: it is the one the rows below add up to. */}
          <BillSummary
            subtotalCents={bill.subtotalCents}
            taxCents={bill.taxCents}
            tipCents={bill.tipCents}
            totalCents={bill.totalCents}
            taxMilliPct={snapshot.event.taxMilliPct}
            tipMilliPct={snapshot.event.tipMilliPct}
            className="rounded-xl bg-surface-2 p-4"
          />
          <BreakdownByUser snapshot={snapshot} />
          {/* The breakdown is what a host checks last before closing: the action is right here (on a
              phone this sheet is the way to the figures). */}
          <SendTabsLink snapshot={snapshot} className="w-full" />
          <Link
            to={`/events/${snapshot.event.id}/breakdown`}
            className="block text-center text-sm text-brand-500 underline-offset-4 hover:underline"
          >
            {BILL.openAsFullPage}
          </Link>
        </div>
      )}
    </Dialog>
  )
}
