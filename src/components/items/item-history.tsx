import { useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { type Money, usDollars } from '@/domain/currency'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import type { ItemHistoryEntry } from '@/domain/schemas/item-history'
import { client, unwrap } from '@/lib/client'
import { useDates } from '@/lib/dates'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'

/** One line of the history, as a person reads it: "Maria changed the price: $12.00 -> $1.00". */
function historyLine(e: ItemHistoryEntry, money: Money = usDollars()): string {
  const who = e.actorName ?? ITEMS.someone
  return e.afterCents === null
    ? ITEMS.historyDeleted(who, money.format(e.beforeCents))
    : ITEMS.historyChanged(who, money.format(e.beforeCents), money.format(e.afterCents))
}

/**
 * 'History' on the item sheet: every price change of the item (who, when, before -> after), loaded when
 * opened and fresh each time, since a price may have changed since the sheet was drawn.
 */
export function ItemHistory({ eventId, item }: { eventId: string; item: ItemDto }) {
  const [open, setOpen] = useState(false)
  const money = useMoney()
  const dates = useDates()
  const history = useQuery({
    queryKey: ['item-history', eventId, item.id, item.priceCents],
    queryFn: () =>
      unwrap(
        client.api.events[':id'].items[':itemId'].history.$get({
          param: { id: encodeURIComponent(eventId), itemId: encodeURIComponent(item.id) },
        }),
      ),
    enabled: open,
    staleTime: 0,
  })
  return (
    <section aria-label={ITEMS.itemHistory} className="space-y-2">
      <Button variant="secondary" className="h-11 w-full" aria-expanded={open} onClick={() => setOpen(!open)}>
        <History aria-hidden size={18} /> {ITEMS.history}
      </Button>
      {open &&
        (history.isPending ? (
          <p className="text-sm text-muted">{ITEMS.loadingHistory}</p>
        ) : history.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">{ITEMS.historyFailed}</p>
        ) : history.data.entries.length === 0 ? (
          <p className="text-sm text-muted">{ITEMS.historyEmpty}</p>
        ) : (
          <ol className="space-y-1.5 text-sm">
            {history.data.entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-app px-3 py-2">
                <span className="block">{historyLine(e, money)}</span>
                <time dateTime={e.createdAt} className="block text-xs text-muted">
                  {dates.format(e.createdAt, 'dateTime')}
                </time>
              </li>
            ))}
          </ol>
        ))}
    </section>
  )
}
