import { isShared, itemBadgeLabel } from '@/domain/item-rules'
import type { ItemDto, ItemStatus } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'

// Colour carries meaning at a glance across a long receipt: amber = up for grabs, sky = waiting on
// someone, green = settled, red = disputed. The text always says it too (never colour alone).
const tones: Record<ItemStatus | 'shared', string> = {
  limbo: 'bg-amber-500/15 text-amber-800 dark:text-amber-300 ring-amber-500/30',
  unassigned: 'bg-amber-500/15 text-amber-800 dark:text-amber-300 ring-amber-500/30',
  pending: 'bg-sky-500/15 text-sky-700 dark:text-sky-300 ring-sky-500/30',
  picked_up: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300 ring-emerald-500/30',
  owned: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300 ring-emerald-500/30',
  assigned: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300 ring-emerald-500/30',
  shared: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300 ring-emerald-500/30',
  dispute: 'bg-red-500/15 text-red-700 dark:text-red-300 ring-red-500/30',
}

type BadgeItem = Pick<ItemDto, 'status' | 'ownerId' | 'placeholderOwnerId' | 'shares'>

export function ItemStatusBadge({ item, className }: { item: BadgeItem; className?: string }) {
  const tone = isShared(item) ? 'shared' : item.status
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {itemBadgeLabel(item)}
    </span>
  )
}
