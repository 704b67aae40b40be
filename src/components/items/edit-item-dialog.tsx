import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { Field } from '@/components/ui/field'
import { fieldProps, firstError, setServerErrors, useZodForm } from '@/components/ui/form'
import { editItemFormIn } from '@/domain/schemas/event-form'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { useMoneyGetter } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { PriceField } from './price-field'
import { bigButtonClass, sheetClass } from './sheet'
import { useEventAction } from './use-event-action'

type Props = {
  eventId: string
  item: ItemDto
  /** Someone other than whoever added it has a part of it, and the viewer is not the host: name only. */
  priceLocked?: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Edit Item: name and price. The form lives inside the dialog so each opening starts from the item as it is now. */
export function EditItemDialog({ eventId, item, priceLocked = false, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={ITEMS.editItem} className={sheetClass}>
      <EditItemForm eventId={eventId} item={item} priceLocked={priceLocked} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function EditItemForm({
  eventId,
  item,
  priceLocked,
  onDone,
}: {
  eventId: string
  item: ItemDto
  priceLocked: boolean
  onDone: () => void
}) {
  const { run, pending } = useEventAction(eventId)
  const getMoney = useMoneyGetter()
  const [schema] = useState(() => editItemFormIn(getMoney))
  const form = useZodForm(schema, { name: item.name, price: getMoney().input(item.priceCents) })
  // One message for the pair ('Enter valid name & price'), as in Add Item.
  const error = firstError(form, ['name', 'price'])
  const bind = (name: 'name' | 'price') => ({
    ...fieldProps(form, name, () => form.clearErrors()),
    error: undefined,
    'aria-invalid': error ? true : undefined,
  })

  const submit = form.handleSubmit(async (body) => {
    if (pending) return
    if (body.name === item.name && body.priceCents === item.priceCents) return onDone()
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].$patch({
          param: { id, itemId: encodeURIComponent(item.id) },
          json: body,
        }),
      {
        fallback: ITEMS.failedToUpdate,
        success: ITEMS.itemUpdated,
        onError: (message, err) => {
          if (!setServerErrors(form, err, { priceCents: 'price' })) form.setError('root', { message })
        },
      },
    )
    if (ok) onDone()
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label={ITEMS.itemName} {...bind('name')} autoComplete="off" maxLength={120} autoFocus />
        <PriceField
          {...bind('price')}
          readOnly={priceLocked}
          aria-describedby={priceLocked ? 'price-locked' : undefined}
        />
      </div>
      {priceLocked && (
        <p id="price-locked" className="text-sm text-muted">
          {ITEMS.priceLocked}
        </p>
      )}
      <DialogFooter error={error}>
        <Button type="button" variant="secondary" className={bigButtonClass} onClick={onDone}>
          {COMMON.cancel}
        </Button>
        <Button type="submit" className={bigButtonClass} disabled={pending} loading={pending}>
          {pending ? COMMON.saving : ITEMS.saveChanges}
        </Button>
      </DialogFooter>
    </form>
  )
}
