import { Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DISPUTE_ACTION_LABELS } from '@/domain/dispute-rules'
import type { DisputeDto } from '@/domain/schemas/dispute'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import { useMoney } from '@/lib/money'
import * as DISPUTES from '@/messages/disputes'

const statusTone = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  approved: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  rejected: 'bg-red-500/15 text-red-700 dark:text-red-300',
} as const

/** One dispute on the host's page; pending ones carry Approve and Reject. */
export function DisputeCard({
  dispute: d,
  busy,
  onDecide,
}: {
  dispute: DisputeDto
  busy?: boolean
  onDecide?: (how: 'approve' | 'reject') => void
}) {
  const money = useMoney()
  const dates = useDates()
  return (
    <li className="space-y-3 rounded-2xl border border-app bg-surface p-4" aria-label={DISPUTES.cardLabel(d.itemName)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-app">{d.itemName}</p>
          <p className="text-sm text-muted">{money.format(d.itemPriceCents)}</p>
        </div>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', statusTone[d.status])}>
          {DISPUTES.status[d.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{DISPUTES.requestedBy}</dt>
        <dd>{d.requesterName ?? DISPUTES.unknown}</dd>
        <dt className="text-muted">{DISPUTES.owner}</dt>
        <dd>{d.ownerName ?? DISPUTES.nobodyOwns}</dd>
        <dt className="text-muted">{DISPUTES.asksLabel}</dt>
        <dd>{DISPUTE_ACTION_LABELS[d.actionType]}</dd>
        <dt className="text-muted">{DISPUTES.reason}</dt>
        <dd className="break-words">{d.reason}</dd>
        <dt className="text-muted">{DISPUTES.opened}</dt>
        <dd>{dates.format(d.createdAt, 'dateTime')}</dd>
        {d.resolvedAt && (
          <>
            <dt className="text-muted">{DISPUTES.resolved}</dt>
            <dd>{dates.format(d.resolvedAt, 'dateTime')}</dd>
          </>
        )}
      </dl>
      {onDecide && (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" className="h-12 sm:h-10" disabled={busy} onClick={() => onDecide('reject')}>
            <X aria-hidden size={18} /> {DISPUTES.reject}
          </Button>
          <Button className="h-12 sm:h-10" disabled={busy} onClick={() => onDecide('approve')}>
            <Check aria-hidden size={18} /> {DISPUTES.approve}
          </Button>
        </div>
      )}
    </li>
  )
}
