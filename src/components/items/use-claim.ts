import { itemRules } from '@/domain/item-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { toast } from '@/lib/toast'
import * as ITEMS from '@/messages/items-more'
import { useEventAction } from './use-event-action'

/** How long the Undo of a one-tap claim stays on screen. */
const UNDO_MS = 6000

/**
 * Pick It Up, from the list or the item's sheet. When claims need no approval (a new event's default,
 * decision 051), or for the host, an item nobody owns is yours at once and the toast offers Undo for a few
 * seconds; otherwise it is a request.
 */
export function useClaim(snapshot: EventSnapshot) {
  const { run, pending } = useEventAction(snapshot.event.id)
  const item$ = client.api.events[':id'].items[':itemId']
  const param = (id: string, itemId: string) => ({ id, itemId: encodeURIComponent(itemId) })

  const undo = (itemId: string) =>
    run((id) => item$.claim.undo.$post({ param: param(id, itemId) }), {
      fallback: ITEMS.failedToUndo,
      success: ITEMS.undone,
    })

  const claim = async (item: ItemDto) => {
    const actor = { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId }
    const direct = itemRules.claimsAtOnce(item, actor, snapshot.event.claimsNeedApproval)
    const ok = await run((id) => item$.pickup.$post({ param: param(id, item.id) }), {
      fallback: ITEMS.failedToPickUp,
      success: direct ? undefined : ITEMS.requestSent,
    })
    if (ok && direct)
      toast.success(ITEMS.isYours(item.name), {
        duration: UNDO_MS,
        action: { label: ITEMS.undo, onClick: () => void undo(item.id) },
      })
    return ok
  }
  return { claim, pending }
}
