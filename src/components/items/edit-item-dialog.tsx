import { type FormEvent, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { centsToDollarsString } from '@/domain/money'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { PRICE_TOO_HIGH, readItemForm } from './item-form'
import { PriceField } from './price-field'
import { bigButtonClass, dialogFooterClass, sheetClass } from './sheet'
import { useEventAction } from './use-event-action'

type Props = { eventId: string; item: ItemDto; open: boolean; onOpenChange: (open: boolean) => void }

/** Edit Item: name and price. The form lives inside the dialog so each opening starts from the item as it is now. */
export function EditItemDialog({ eventId, item, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Item" className={sheetClass}>
      <EditItemForm eventId={eventId} item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function EditItemForm({ eventId, item, onDone }: { eventId: string; item: ItemDto; onDone: () => void }) {
  const { run, pending } = useEventAction(eventId)
  const [name, setName] = useState(item.name)
  const [price, setPrice] = useState(centsToDollarsString(item.priceCents))
  const [error, setError] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (pending) return
    const form = readItemForm(name, price)
    if (!form.ok) {
      setError(form.tooHigh ? PRICE_TOO_HIGH : 'Enter valid name & price')
      return
    }
    setError(null)
    if (form.name === item.name && form.priceCents === item.priceCents) return onDone()
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].$patch({
          param: { id, itemId: encodeURIComponent(item.id) },
          json: { name: form.name, priceCents: form.priceCents },
        }),
      { fallback: 'Failed to update item', onError: setError, success: 'Item updated' },
    )
    if (ok) onDone()
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field
          label="Item Name"
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            setError(null)
          }}
          autoComplete="off"
          maxLength={120}
          autoFocus
        />
        <PriceField
          value={price}
          onValueChange={(next) => {
            setPrice(next)
            setError(null)
          }}
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={dialogFooterClass}>
        <Button type="button" variant="secondary" className={bigButtonClass} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className={bigButtonClass} disabled={pending} loading={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
