import { Link } from 'react-router'
import { DISPUTE_ACTION_LABELS } from '@/domain/dispute-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { personName } from '@/lib/bill'
import * as BILL from '@/messages/bill-more'
import * as DISPUTES from '@/messages/disputes'

/** On a disputed item: who disputes it, why and what they ask for; the host gets the way to decide. */
export function DisputeNotice({ snapshot, item }: { snapshot: EventSnapshot; item: ItemDto }) {
  const dispute = snapshot.pendingDisputes.find((d) => d.itemId === item.id)
  const isHost = snapshot.viewerId === snapshot.event.hostId
  const who = personName(snapshot, dispute?.requesterId ?? item.requesterId)
  return (
    <div className="space-y-2 rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-sm">
      <p>
        <span className="font-semibold">{who}</span> {who === BILL.you ? DISPUTES.youDispute : DISPUTES.someoneDisputes}
        {DISPUTES.whoOwns}
        {dispute && DISPUTES.asks(DISPUTE_ACTION_LABELS[dispute.actionType])}
      </p>
      {dispute && <p className="break-words text-muted">"{dispute.reason}"</p>}
      {isHost && (
        <Link
          to={`/events/${encodeURIComponent(snapshot.event.id)}/disputes`}
          className="inline-block font-medium text-brand-700 underline dark:text-brand-400"
        >
          {DISPUTES.manageDisputes}
        </Link>
      )}
    </div>
  )
}
