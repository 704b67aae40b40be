import { useState } from 'react'
import { BillSummary } from '@/components/bill/bill-summary'
import { FindMeOffer } from '@/components/settlements/find-me-offer'
import { GuestTabLink } from '@/components/settlements/guest-tab-link'
import { MyTabCard } from '@/components/settlements/my-tab-card'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import * as EVENTS from '@/messages/events'
import { SendTabsLink } from './send-tabs-link'

// The breakdown loads when first opened (decision 026).
const BreakdownModal = lazyDialog(() => import('@/components/bill/breakdown-modal').then((m) => m.BreakdownModal))
/** Event Total: the stored, authoritative totals and the per-person breakdown. */
export function TotalCard({ snapshot }: { snapshot: EventSnapshot }) {
  const [open, setOpen] = useState(false)
  const { event } = snapshot
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{EVENTS.eventTotal}</h2>
      <MyTabCard snapshot={snapshot} />
      <GuestTabLink snapshot={snapshot} />
      <FindMeOffer snapshot={snapshot} />
      <BillSummary {...event} />
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        {EVENTS.viewBreakdown}
      </Button>
      <SendTabsLink snapshot={snapshot} className="w-full" />
      <BreakdownModal snapshot={snapshot} open={open} onOpenChange={setOpen} />
    </Card>
  )
}
