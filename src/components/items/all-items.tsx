import { CheckCheck, Lock, Plus, Receipt, Zap } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { isUnclaimed, itemRules } from '@/domain/item-rules'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'
import { AddItemDialog } from './add-item-dialog'
import { ItemDetailDialog } from './item-detail-dialog'
import { ItemRow } from './item-row'
import { QuickAssignDialog } from './quick-assign-dialog'
import { useOrderAsOpened } from './stable-order'
import { useClaim } from './use-claim'
import { useEventAction } from './use-event-action'

/**
 * The 'All Items' tab: every item of the event, newest first as the snapshot gives them, except that
 * pickup requests waiting for this viewer's decision (the host's, or an owner's) come first when the tab
 * opens. Rows then keep their places while the tab is open (src/components/items/stable-order.ts).
 */
export function AllItems({ snapshot }: { snapshot: EventSnapshot }) {
  const money = useMoney()
  const { event, items, viewerId } = snapshot
  const [adding, setAdding] = useState(false)
  const [quick, setQuick] = useState(false)
  // Track the open item by id: the dialog then always shows the item as it is in the latest snapshot.
  const [openId, setOpenId] = useState<string | null>(null)
  const { run, pending } = useEventAction(event.id)
  const closed = event.status === 'closed'
  const isHost = viewerId === event.hostId
  const actor = { viewerId, hostId: event.hostId }
  const unclaimed = items.filter(isUnclaimed).length
  const toDecide = (i: (typeof items)[number]) => itemRules.canDecidePickup(i, actor)
  // Requests to decide first as the tab opens; after that the order stays put (issue 46), new items on top.
  const ordered = useOrderAsOpened(
    items,
    (list) => [...list.filter(toDecide), ...list.filter((i) => !toDecide(i))],
    'first',
  )
  const totalCents = items.reduce((sum, i) => sum + i.priceCents, 0)

  const { claim, pending: claiming } = useClaim(snapshot)
  const waiting = isHost ? items.filter((i) => i.status === 'pending').length : 0
  const approveAll = () =>
    run((id) => client.api.events[':id'].items.pickup['approve-all'].$post({ param: { id } }), {
      fallback: ITEMS.failedToApproveRequests,
      success: ITEMS.approvedRequests(waiting),
    })

  return (
    <div className="space-y-3">
      <h2 className="sr-only">{ITEMS.allItems}</h2>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-muted">
          <span className="font-medium text-app">{ITEMS.itemCount(items.length)}</span>
          {items.length > 0 && ` · ${money.format(totalCents)}`}
          {unclaimed > 0 && ` · ${ITEMS.unclaimedCount(unclaimed)}`}
        </p>
        {!closed && (
          <div className="flex w-full gap-2 sm:w-auto">
            {isHost && items.length > 0 && (
              <Button variant="secondary" className="h-12 flex-1 sm:h-10 sm:flex-none" onClick={() => setQuick(true)}>
                <Zap aria-hidden size={18} /> {ITEMS.quickAssign}
              </Button>
            )}
            <Button className="h-12 flex-1 sm:h-10 sm:flex-none" onClick={() => setAdding(true)}>
              <Plus aria-hidden size={18} /> {ITEMS.addItem}
            </Button>
          </div>
        )}
      </div>

      {closed && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-app bg-surface-2 px-4 py-3 text-sm text-muted"
        >
          <Lock aria-hidden size={16} /> {ITEMS.closedNoAddOrChange}
        </p>
      )}

      {waiting > 0 && !closed && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-500/40 bg-sky-500/10 px-4 py-3">
          <p className="mr-auto text-sm text-app">
            <span className="font-semibold">{waiting}</span> {ITEMS.requestsWaiting(waiting)}
          </p>
          <Button className="h-11 max-sm:w-full" disabled={pending} onClick={() => void approveAll()}>
            <CheckCheck aria-hidden size={18} /> {ITEMS.approveAll}
          </Button>
        </div>
      )}

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-app px-6 py-12 text-center">
          <Receipt aria-hidden size={36} className="text-muted" />
          <p className="text-lg font-semibold">{ITEMS.noItemsYet}</p>
          {!closed && (
            <>
              <p className="max-w-xs text-sm text-muted">{ITEMS.noItemsHint}</p>
              <Button className="h-12 px-6" onClick={() => setAdding(true)}>
                <Plus aria-hidden size={18} /> {ITEMS.addItem}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="space-y-2" aria-label={ITEMS.items}>
          {ordered.map((item) => (
            <ItemRow
              key={item.id}
              snapshot={snapshot}
              item={item}
              onOpen={() => setOpenId(item.id)}
              onPickUp={
                // Everyone at the table, the host too, claims their own dishes from the list.
                !closed && item.status === 'limbo' && itemRules.canRequestPickup(item, actor)
                  ? () => void claim(item)
                  : undefined
              }
              picking={claiming}
            />
          ))}
        </ul>
      )}

      <AddItemDialog eventId={event.id} open={adding && !closed} onOpenChange={setAdding} />
      {isHost && <QuickAssignDialog snapshot={snapshot} open={quick && !closed} onOpenChange={setQuick} />}
      <ItemDetailDialog
        snapshot={snapshot}
        item={items.find((i) => i.id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </div>
  )
}
