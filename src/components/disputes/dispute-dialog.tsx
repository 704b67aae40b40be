import { sheetClass } from '@/components/items/sheet'
import { Dialog } from '@/components/ui/dialog'
import { DISPUTE_REASON_MAX_MODAL } from '@/domain/dispute-rules'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import * as DISPUTES from '@/messages/disputes'
import { ownerLabel } from '../items/people'
import { DisputeForm } from './dispute-form'

type Props = { snapshot: EventSnapshot; item: ItemDto; open: boolean; onOpenChange: (open: boolean) => void }

/** The dispute modal for screens 768px and wider (narrower screens get /events/:id/dispute/:itemId). */
export function DisputeDialog({ snapshot, item, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={DISPUTES.disputeItem}
      description={DISPUTES.isWith(item.name, ownerLabel(snapshot, item) ?? DISPUTES.nobody)}
      className={sheetClass}
    >
      <DisputeForm
        eventId={snapshot.event.id}
        item={item}
        maxReason={DISPUTE_REASON_MAX_MODAL}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  )
}
