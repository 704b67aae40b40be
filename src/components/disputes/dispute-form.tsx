import { type FormEvent, useId, useState } from 'react'
import { bigButtonClass, dialogFooterClass } from '@/components/items/sheet'
import { useEventAction } from '@/components/items/use-event-action'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { inputClass, TextareaField } from '@/components/ui/field'
import { DISPUTE_ACTION_LABELS, DISPUTE_ACTIONS, type DisputeAction } from '@/domain/dispute-rules'
import { disputeFormSchema } from '@/domain/schemas/dispute'
import type { ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'

/**
 * The dispute form, shared by the modal (reason up to 200 characters) and the phone page (500), per
 * spec section 9. An empty reason is fine: the worker stores 'No reason provided'.
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
  const [reason, setReason] = useState('')
  const [actionType, setActionType] = useState<DisputeAction>('remove_ownership')
  const [error, setError] = useState<string | null>(null)
  const selectId = useId()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (pending) return
    const parsed = disputeFormSchema(maxReason).safeParse({ reason, actionType })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Failed to create dispute')
    setError(null)
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].disputes.$post({
          param: { id, itemId: encodeURIComponent(item.id) },
          json: parsed.data,
        }),
      { fallback: 'Failed to create dispute', onError: setError, success: 'Dispute submitted' },
    )
    if (ok) onDone(true)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-app">
          Action
        </label>
        <select
          id={selectId}
          className={inputClass}
          value={actionType}
          onChange={(e) => setActionType(e.target.value as DisputeAction)}
        >
          {DISPUTE_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {DISPUTE_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <TextareaField
        label="Reason"
        value={reason}
        maxLength={maxReason}
        placeholder="Why is this not right? (optional)"
        hint={`${reason.length}/${maxReason}`}
        onChange={(e) => {
          setReason(e.target.value)
          setError(null)
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={dialogFooterClass}>
        <Button type="button" variant="secondary" className={bigButtonClass} onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" className={bigButtonClass} disabled={pending} loading={pending}>
          {pending ? 'Submitting...' : 'Submit Dispute'}
        </Button>
      </div>
    </form>
  )
}
