import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Dialog } from '@/components/ui/dialog'
import { itemRules } from '@/domain/item-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { DisputeDialog } from '../disputes/dispute-dialog'
import { AssignItemDialog } from './assign-item-dialog'
import { ConfirmDialog } from './confirm-dialog'
import { EditItemDialog } from './edit-item-dialog'
import { ItemActions, type ItemSubDialog } from './item-actions'
import { ItemFacts } from './item-facts'
import { ItemHistory } from './item-history'
import { ownerLabel } from './people'
import { sheetClass } from './sheet'
import { SplitItemDialog } from './split-item-dialog'
import { useEventAction } from './use-event-action'

/**
 * Item detail. `item` comes fresh from the snapshot on every render, so live changes (someone picks it
 * up, the host approves) show while it is open; when the item disappears the dialog closes. The
 * follow-up dialogs are rendered inside this one so Radix stacks them (Escape closes only the top one).
 */
export function ItemDetailDialog({
  snapshot,
  item,
  onClose,
}: {
  snapshot: EventSnapshot
  item: ItemDto | null
  onClose: () => void
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? ITEMS.item}
      className={sheetClass}
    >
      {item && <ItemDetailBody snapshot={snapshot} item={item} onClose={onClose} />}
    </Dialog>
  )
}

function ItemDetailBody({ snapshot, item, onClose }: { snapshot: EventSnapshot; item: ItemDto; onClose: () => void }) {
  const eventId = snapshot.event.id
  const { run } = useEventAction(eventId)
  const [sub, setSub] = useState<ItemSubDialog | null>(null)
  const closed = snapshot.event.status === 'closed'
  const subProps = (name: ItemSubDialog) => ({
    open: sub === name,
    onOpenChange: (o: boolean) => setSub(o ? name : null),
  })
  const itemApi = client.api.events[':id'].items[':itemId']
  const itemId = encodeURIComponent(item.id)

  // Confirm dialogs keep their error inline: the server's message, else the dialog's 'Failed to ...' fallback.
  const confirmRun = async (args: Parameters<typeof run>[0], fallback: string, success: string) => {
    let message: string | null = null
    const ok = await run(args, { fallback, success, onError: (m) => (message = m) })
    return ok ? null : (message ?? fallback)
  }

  return (
    <div className="space-y-5">
      <ItemFacts snapshot={snapshot} item={item} />
      {closed ? (
        <Alert tone="info">{ITEMS.closedNoChange}</Alert>
      ) : (
        <ItemActions snapshot={snapshot} item={item} onOpen={setSub} />
      )}
      <ItemHistory eventId={eventId} item={item} />

      <EditItemDialog
        eventId={eventId}
        item={item}
        priceLocked={!itemRules.canChangePrice(item, { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId })}
        {...subProps('edit')}
      />
      <AssignItemDialog snapshot={snapshot} item={item} {...subProps('assign')} />
      <SplitItemDialog snapshot={snapshot} item={item} {...subProps('split')} />
      <DisputeDialog snapshot={snapshot} item={item} {...subProps('dispute')} />
      <ConfirmDialog
        {...subProps('release')}
        title={ITEMS.removeOwnership}
        description={ITEMS.removeOwnershipText(ownerLabel(snapshot, item) ?? ITEMS.theOwner, item.name)}
        confirmLabel={ITEMS.removeOwnership}
        onConfirm={() =>
          confirmRun(
            (id) => itemApi.release.$post({ param: { id, itemId } }),
            ITEMS.failedToRemoveOwnership,
            ITEMS.ownershipRemoved,
          )
        }
      />
      <ConfirmDialog
        {...subProps('delete')}
        title={ITEMS.deleteItem}
        description={ITEMS.deleteItemText(item.name)}
        confirmLabel={COMMON.delete}
        onConfirm={async () => {
          const message = await confirmRun(
            (id) => itemApi.$delete({ param: { id, itemId } }),
            ITEMS.failedToDelete,
            ITEMS.itemDeleted,
          )
          if (!message) onClose()
          return message
        }}
      />
    </div>
  )
}
