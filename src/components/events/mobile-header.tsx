import { Camera, ChevronDown, ChevronUp, Flag, ReceiptText } from 'lucide-react'
import { startTransition, useState } from 'react'
import { Link } from 'react-router'
import { BillSummary } from '@/components/bill/bill-summary'
import { InviteButton } from '@/components/invite/invite-button'
import { FindMeOffer } from '@/components/settlements/find-me-offer'
import { GuestTabLink } from '@/components/settlements/guest-tab-link'
import { MyTabCard } from '@/components/settlements/my-tab-card'
import { useOnline } from '@/components/shell/offline-notice'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useLive } from '@/lib/event-live'
import { useMoney } from '@/lib/money'
import * as EVENTS from '@/messages/events'
import { DetailsCard } from './details-card-lazy'
import { SendTabsLink } from './send-tabs-link'
import { StatusBadge } from './status-badge'

// The breakdown loads when first opened (decision 026).
const BreakdownModal = lazyDialog(() => import('@/components/bill/breakdown-modal').then((m) => m.BreakdownModal))
/** Phones: a compact header with the numbers people look for, and the details on demand. */
export function MobileHeader({ snapshot }: { snapshot: EventSnapshot }) {
  const money = useMoney()
  const { event } = snapshot
  const [details, setDetails] = useState(false)
  const online = useOnline()
  const { connection } = useLive()
  // LIVE only while updates can actually arrive: grey when offline, or while the socket is down.
  const live = !online ? 'offline' : connection === 'reconnecting' ? 'connecting' : 'on'
  const [breakdown, setBreakdown] = useState(false)
  const isHost = event.hostId === snapshot.viewerId
  const people = snapshot.participants.length + snapshot.placeholders.length
  const openDisputes = isHost ? snapshot.pendingDisputes.length : 0
  // The end-of-dinner action is the host's, and closing is what everyone waits for afterwards: in the header,
  // not behind Show Details. A guest at an open table finds the settlements in the details, as before.
  const tabsInHeader = isHost || event.status === 'closed'
  return (
    <section aria-label={EVENTS.eventSummary} className="space-y-3 md:hidden">
      <div className="rounded-2xl border border-app bg-surface p-4">
        <div className="flex items-start justify-between gap-2">
          <h1 className="min-w-0 wrap-anywhere text-xl font-bold">{event.title}</h1>
          <StatusBadge status={event.status} live={live} />
        </div>
        {/* The total gets the room: it is the number people look for, and it must show whole. */}
        <div className="mt-3 grid grid-cols-[1fr_1fr_2fr] gap-2 text-center">
          <Stat label={EVENTS.items} value={String(snapshot.items.length)} />
          <Stat label={EVENTS.people} value={String(people)} />
          <Stat label={EVENTS.total} value={money.format(event.totalCents)} />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <InviteButton snapshot={snapshot} />
          <Button size="sm" variant="secondary" onClick={() => setBreakdown(true)}>
            {EVENTS.breakdown}
          </Button>
          {!isHost ? (
            <span className="text-xs text-muted">{EVENTS.participant}</span>
          ) : (
            // The host's way to the receipt page: view, replace or read it, or add one (a closed
            // event takes no new receipt, so only one it already has is shown).
            (event.hasReceipt || event.status === 'open') && (
              <Button asChild size="sm" variant="secondary">
                <Link to={`/events/${encodeURIComponent(event.id)}/receipt`}>
                  {event.hasReceipt ? <ReceiptText size={14} aria-hidden /> : <Camera size={14} aria-hidden />}
                  {event.hasReceipt ? EVENTS.receipt : EVENTS.addReceipt}
                </Link>
              </Button>
            )
          )}
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto whitespace-nowrap px-2"
            aria-expanded={details}
            // A transition: the button stays as it is until the card's code is here (decision 026).
            onClick={() => startTransition(() => setDetails((d) => !d))}
            onPointerEnter={DetailsCard.preload}
            onFocus={DetailsCard.preload}
          >
            {details ? EVENTS.hideDetails : EVENTS.showDetails}
            {details ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
          </Button>
        </div>
        {tabsInHeader && <SendTabsLink snapshot={snapshot} className="mt-3 w-full" />}
        {/* Open disputes wait on the host, so on a phone they are not hidden behind Show Details. */}
        {openDisputes > 0 && (
          <Link
            to={`/events/${encodeURIComponent(event.id)}/disputes`}
            className="mt-3 flex items-center gap-2 rounded-xl border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300"
          >
            <Flag size={14} aria-hidden />
            {EVENTS.openDisputes(openDisputes)}
            <span className="ml-auto underline">{EVENTS.manageDisputes}</span>
          </Link>
        )}
      </div>
      <MyTabCard snapshot={snapshot} />
      <GuestTabLink snapshot={snapshot} />
      <FindMeOffer snapshot={snapshot} />
      {details && (
        <div className="space-y-3">
          <DetailsCard snapshot={snapshot} />
          <div className="rounded-2xl border border-app bg-surface p-4">
            <h2 className="mb-3 font-semibold">{EVENTS.financialBreakdown}</h2>
            <BillSummary {...event} />
            {!tabsInHeader && <SendTabsLink snapshot={snapshot} className="mt-3 w-full" />}
          </div>
        </div>
      )}
      <BreakdownModal snapshot={snapshot} open={breakdown} onOpenChange={setBreakdown} />
    </section>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-2 py-2">
      <div className="text-xs text-muted">{label}</div>
      <div className="truncate font-semibold tabular-nums">{value}</div>
    </div>
  )
}
