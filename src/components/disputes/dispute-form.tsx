import { useId } from 'react'
import { bigButtonClass } from '@/components/items/sheet'
import { useEventAction } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { inputClass, TextareaField } from '@/components/ui/field'
import { fieldProps, firstError, useZodForm } from '@/components/ui/form'
import { DISPUTE_ACTION_LABELS, DISPUTE_ACTIONS } from '@/domain/dispute-rules'
import { disputeFormSchema } from '@/domain/schemas/dispute'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as DISPUTES from '@/messages/disputes'

/**
 * The dispute form, shared by the modal (reason up to 200 characters) and the phone page (500), per
 * docs/product.md#113-text. An empty reason is fine: the worker stores 'No reason provided'.
 */
export function DisputeForm({
  eventId,
  item,
  maxReason,
  onDone,
}: {
  eventId: string
  item: ItemDto
  maxReason: number
  onDone: (submitted: boolean) => void
}) {
  const { run, pending } = useEventAction(eventId)
  const form = useZodForm(disputeFormSchema(maxReason), { reason: '', actionType: 'remove_ownership' })
  const reasonLength = form.watch('reason').length
  const selectId = useId()
  const error = firstError(form, ['reason', 'actionType'])

  const submit = form.handleSubmit(async (json) => {
    if (pending) return
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].disputes.$post({
          param: { id, itemId: encodeURIComponent(item.id) },
          json,
        }),
      {
        fallback: DISPUTES.failedToCreate,
        onError: (message) => form.setError('root', { type: 'server', message }),
        success: DISPUTES.submitted,
      },
    )
    if (ok) onDone(true)
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-app">
          {DISPUTES.action}
        </label>
        <select id={selectId} className={inputClass} {...form.register('actionType')}>
          {DISPUTE_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {DISPUTE_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <TextareaField
        label={DISPUTES.reason}
        {...fieldProps(form, 'reason')}
        // The message shows once, in the alert below, as the form has always shown it.
        error={undefined}
        maxLength={maxReason}
        placeholder={DISPUTES.reasonPlaceholder}
        hint={`${reasonLength}/${maxReason}`}
      />
      <DialogFooter error={error}>
        <Button type="button" variant="secondary" className={bigButtonClass} onClick={() => onDone(false)}>
          {COMMON.cancel}
        </Button>
        <Button type="submit" className={bigButtonClass} disabled={pending} loading={pending}>
          {pending ? DISPUTES.submitting : DISPUTES.submitDispute}
        </Button>
      </DialogFooter>
    </form>
  )
}
