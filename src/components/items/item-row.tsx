import { ChevronRight, Hand, Users } from 'lucide-react'
import { holderCount } from '@/domain/item-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { personName } from '@/lib/bill'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'
import { ItemStatusBadge } from './item-status-badge'
import { ownerLabel } from './people'

/**
 * One line of the receipt: name, who has it, price and status. The whole row opens the details; an
 * unclaimed item also gets a one-tap 'Pick It Up' so claiming your dishes is a single thumb per dish.
 */
export function ItemRow({
  snapshot,
  item,
  onOpen,
  onPickUp,
  picking,
}: {
  snapshot: EventSnapshot
  item: ItemDto
  onOpen: () => void
  /** Present when the viewer may claim this unclaimed item straight from the list. */
  onPickUp?: () => void
  picking?: boolean
}) {
  const money = useMoney()
  const owner = ownerLabel(snapshot, item)
  const mine = item.requesterId === snapshot.viewerId
  const meta: string[] = []
  if (owner) meta.push(owner)
  if (item.status === 'pending' && item.requesterId)
    meta.push(mine ? ITEMS.youAskedForIt : ITEMS.askedForIt(personName(snapshot, item.requesterId)))

  return (
    <li className="flex items-stretch overflow-hidden rounded-xl border border-app bg-surface transition hover:border-brand-500/40">
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-16 min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-surface-2 focus-visible:bg-surface-2"
      >
        <span className="min-w-0 flex-1">
          <span className="line-clamp-4 break-words font-medium text-app" title={item.name}>
            {item.name}
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
            {meta.length > 0 && <span className="truncate">{meta.join(' · ')}</span>}
            {item.shares.length > 0 && (
              <span className="inline-flex items-center gap-1 text-sky-700 dark:text-sky-300">
                <Users aria-hidden size={12} />
                {ITEMS.sharedBy(holderCount(item))}
              </span>
            )}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold tabular-nums text-app">{money.format(item.priceCents)}</span>
          <ItemStatusBadge item={item} />
        </span>
        <ChevronRight aria-hidden size={16} className="shrink-0 text-muted" />
      </button>
      {onPickUp && (
        <button
          type="button"
          onClick={onPickUp}
          disabled={picking}
          aria-label={ITEMS.pickItUpNamed(item.name)}
          className="flex w-16 shrink-0 flex-col items-center justify-center gap-1 border-l border-app text-xs font-medium text-brand-700 hover:bg-brand-500/10 disabled:opacity-60 dark:text-brand-400 sm:w-20"
        >
          <Hand aria-hidden size={18} />
          <span className="leading-tight">{ITEMS.pickItUp}</span>
        </button>
      )}
    </li>
  )
}
