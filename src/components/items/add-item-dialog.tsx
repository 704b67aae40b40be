import { Check } from 'lucide-react'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { Field } from '@/components/ui/field'
import { fieldProps, firstError, setServerErrors, useZodForm } from '@/components/ui/form'
import { addItemFormIn } from '@/domain/schemas/event-form'
import { client } from '@/lib/client'
import { useMoney, useMoneyGetter } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { PriceField } from './price-field'
import { bigButtonClass, sheetClass } from './sheet'
import { useEventAction } from './use-event-action'

type Added = { key: number; name: string; priceCents: number }

/**
 * Add Item. A host often types a whole receipt, so after each add the dialog stays open, clears, and
 * puts the cursor back in 'Item Name'; what was added is listed underneath. Enter in the name moves to
 * the price, Enter in the price adds the item: the keyboard never has to close.
 */
export function AddItemDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const money = useMoney()
  const { run, pending } = useEventAction(eventId)
  const getMoney = useMoneyGetter()
  const [schema] = useState(() => addItemFormIn(getMoney))
  const form = useZodForm(schema, { name: '', price: '' })
  const [added, setAdded] = useState<Added[]>([])
  // One message for the pair ('Enter valid name and price'), in one alert; both inputs are marked invalid.
  const error = firstError(form, ['name', 'price'])
  const bind = (name: 'name' | 'price') => ({
    ...fieldProps(form, name, () => form.clearErrors()),
    error: undefined,
    'aria-invalid': error ? true : undefined,
  })

  const change = (next: boolean) => {
    if (!next) {
      form.reset()
      setAdded([])
    }
    onOpenChange(next)
  }

  const submit = form.handleSubmit(async (body) => {
    if (pending) return
    const ok = await run((id) => client.api.events[':id'].items.$post({ param: { id }, json: body }), {
      fallback: ITEMS.failedToAdd,
      onError: (message, err) => {
        if (!setServerErrors(form, err, { priceCents: 'price' })) form.setError('root', { message })
      },
    })
    if (!ok) return
    setAdded((list) => [{ key: Date.now(), ...body }, ...list])
    form.reset()
  })
  // Back to 'Item Name' after each add; in an effect, because reset() re-registers the inputs on render.
  const { setFocus } = form
  useEffect(() => {
    if (added.length > 0) setFocus('name')
  }, [added, setFocus])

  const nameKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !form.getValues('price').trim()) {
      e.preventDefault()
      form.setFocus('price')
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={ITEMS.addItem}
      description={ITEMS.addItemHint}
      className={sheetClass}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-[1fr_8rem] gap-3">
          <Field
            label={ITEMS.itemName}
            {...bind('name')}
            onKeyDown={nameKeyDown}
            placeholder={ITEMS.itemNamePlaceholder}
            autoComplete="off"
            enterKeyHint="next"
            maxLength={120}
            autoFocus
          />
          <PriceField placeholder={money.input(0)} {...bind('price')} />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {added.length > 0 && (
          <div aria-live="polite" className="rounded-xl border border-app bg-surface-2 p-3">
            <p className="mb-2 flex justify-between text-xs font-medium uppercase tracking-wide text-muted">
              <span>{ITEMS.addedCount(added.length)}</span>
              <span className="tabular-nums">{money.format(added.reduce((sum, a) => sum + a.priceCents, 0))}</span>
            </p>
            <ul className="space-y-1 text-sm">
              {/* The latest few: enough to catch a typo without pushing the form off a phone screen. */}
              {added.slice(0, 4).map((a) => (
                <li key={a.key} className="flex items-center gap-2">
                  <Check aria-hidden size={16} className="shrink-0 text-brand-500" />
                  <span className="line-clamp-2 min-w-0 flex-1 break-words" title={a.name}>
                    {a.name}
                  </span>
                  <span className="tabular-nums text-muted">{money.format(a.priceCents)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="secondary" className={bigButtonClass} onClick={() => change(false)}>
            {added.length > 0 ? COMMON.done : COMMON.cancel}
          </Button>
          <Button type="submit" className={bigButtonClass} disabled={pending} loading={pending}>
            {pending ? ITEMS.adding : ITEMS.addItem}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
