import { Check, Flag, Hand, Pencil, Split, Trash2, Undo2, UserPlus, X } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { disputeRules } from '@/domain/dispute-rules'
import { itemRules } from '@/domain/item-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { personName } from '@/lib/bill'
import { client } from '@/lib/client'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import * as BILL from '@/messages/bill-more'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { DisputeNotice } from '../disputes/dispute-notice'
import { useClaim } from './use-claim'
import { useEventAction } from './use-event-action'

export type ItemSubDialog = 'edit' | 'assign' | 'split' | 'release' | 'delete' | 'dispute'

/**
 * The item's buttons, each shown only when itemRules says this viewer may (the worker checks the same
 * rules, so a hidden button is convenience, not security). Direct actions run here; the ones that need
 * a form or a confirmation ask the parent to open that dialog.
 */
export function ItemActions({
  snapshot,
  item,
  onOpen,
}: {
  snapshot: EventSnapshot
  item: ItemDto
  onOpen: (dialog: ItemSubDialog) => void
}) {
  const { run, pending: deciding } = useEventAction(snapshot.event.id)
  const { claim, pending: claiming } = useClaim(snapshot)
  const pending = deciding || claiming
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  const actor = { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId }
  const pickup = client.api.events[':id'].items[':itemId'].pickup
  const param = (id: string) => ({ id, itemId: encodeURIComponent(item.id) })
  const calls = {
    '/pickup/approve': (id: string) => pickup.approve.$post({ param: param(id) }),
    '/pickup/deny': (id: string) => pickup.deny.$post({ param: param(id) }),
    '/pickup/cancel': (id: string) => pickup.cancel.$post({ param: param(id) }),
  }
  const post = (action: keyof typeof calls, fallback: string, success: string) =>
    run(calls[action], { fallback, success })

  const can = {
    pickUp: itemRules.canRequestPickup(item, actor),
    decide: itemRules.canDecidePickup(item, actor),
    cancel: itemRules.canCancelPickup(item, actor),
    assign: itemRules.canAssign(item, actor),
    split: itemRules.canSplit(item, actor),
    edit: itemRules.canEdit(item, actor),
    release: itemRules.canRemoveOwnership(item, actor),
    remove: itemRules.canDelete(item, actor),
    dispute: disputeRules.canDispute(item, actor),
  }
  // Below 768px the dispute opens as its own page (more room for a 500-character reason), wider screens the modal.
  const openDispute = () =>
    narrow
      ? navigate(`/events/${encodeURIComponent(snapshot.event.id)}/dispute/${encodeURIComponent(item.id)}`)
      : onOpen('dispute')
  const requester = item.requesterId ? personName(snapshot, item.requesterId) : null
  const big = 'h-12 w-full'

  return (
    <div className="space-y-3">
      {item.status === 'pending' && requester && (
        <div className="space-y-3 rounded-xl border border-sky-500/40 bg-sky-500/10 p-3">
          <p className="text-sm">
            <span className="font-semibold">{requester}</span>{' '}
            {requester === BILL.you ? ITEMS.youAskedToPickUp : ITEMS.askedToPickUp}
          </p>
          {can.decide && (
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="secondary"
                className={big}
                disabled={pending}
                onClick={() => post('/pickup/deny', ITEMS.failedToDeny, ITEMS.requestDenied)}
              >
                <X aria-hidden size={18} /> {ITEMS.deny}
              </Button>
              <Button
                className={big}
                disabled={pending}
                onClick={() => post('/pickup/approve', ITEMS.failedToApprove, ITEMS.approvedHasIt(requester))}
              >
                <Check aria-hidden size={18} /> {ITEMS.approve}
              </Button>
            </div>
          )}
          {can.cancel && (
            <Button
              variant="secondary"
              className={big}
              disabled={pending}
              onClick={() => post('/pickup/cancel', ITEMS.failedToCancelRequest, ITEMS.requestCancelled)}
            >
              {ITEMS.cancelRequest}
            </Button>
          )}
        </div>
      )}
      {item.status === 'dispute' && <DisputeNotice snapshot={snapshot} item={item} />}
      {can.pickUp && (
        <Button className={big} disabled={pending} onClick={() => void claim(item)}>
          <Hand aria-hidden size={18} /> {ITEMS.pickItUp}
        </Button>
      )}
      {/* Two columns of thumb-sized buttons; a lone last button takes the full row. */}
      <div className="grid grid-cols-2 gap-2 [&>*:last-child:nth-child(odd)]:col-span-2 [&>*]:whitespace-nowrap [&>*]:text-sm">
        {can.assign && (
          <Button variant="secondary" className={big} onClick={() => onOpen('assign')}>
            <UserPlus aria-hidden size={18} /> {ITEMS.assign}
          </Button>
        )}
        {can.split && (
          <Button variant="secondary" className={big} onClick={() => onOpen('split')}>
            <Split aria-hidden size={18} /> {ITEMS.split}
          </Button>
        )}
        {can.edit && (
          <Button variant="secondary" className={big} onClick={() => onOpen('edit')}>
            <Pencil aria-hidden size={18} /> {ITEMS.edit}
          </Button>
        )}
        {can.release && (
          <Button variant="secondary" className={big} onClick={() => onOpen('release')}>
            <Undo2 aria-hidden size={18} className="max-sm:hidden" /> {ITEMS.removeOwnership}
          </Button>
        )}
        {can.dispute && (
          <Button variant="secondary" className={big} onClick={openDispute}>
            <Flag aria-hidden size={18} /> {ITEMS.dispute}
          </Button>
        )}
        {/* While an item is disputed its owner sees a disabled 'Dispute Pending' where the Dispute button would be. */}
        {item.status === 'dispute' && item.ownerId === snapshot.viewerId && (
          <Button variant="secondary" className={big} disabled>
            <Flag aria-hidden size={18} /> {ITEMS.disputePending}
          </Button>
        )}
        {can.remove && (
          <Button
            variant="secondary"
            className={`${big} text-red-600 dark:text-red-400`}
            onClick={() => onOpen('delete')}
          >
            <Trash2 aria-hidden size={18} /> {COMMON.delete}
          </Button>
        )}
      </div>
    </div>
  )
}
