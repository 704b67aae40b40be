import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, inputClass, TextareaField } from '@/components/ui/field'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { errorMessage } from '@/lib/api'
import { client } from '@/lib/client'
import { useEventMutation } from '@/lib/events'
import { AdjustmentBlock, CLOSED_ADJUSTMENT_HINT } from './adjustment-block'

/** The host's inline edit mode of the details card (spec: events/{id} edit mode). */
export function DetailsEditForm({ snapshot, onDone }: { snapshot: EventSnapshot; onDone: () => void }) {
  const { event } = snapshot
  const mutation = useEventMutation(event.id)
  const statusId = useId()
  const [title, setTitle] = useState(event.title)
  const [description, setDescription] = useState(event.description ?? '')
  const [status, setStatus] = useState(event.status)
  const [location, setLocation] = useState(event.locationName ?? '')
  const [error, setError] = useState<string | null>(null)
  // Tax and tip are money: a closed event keeps them until it is reopened (Save Changes with Open).
  const closed = event.status === 'closed'

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!title.trim()) return setError('Event Title is required')
    try {
      const json = { title: title.trim(), description: description.trim(), status, locationName: location.trim() }
      await mutation.mutateAsync((id) => client.api.events[':id'].$patch({ param: { id }, json }))
      toast.success('Event updated')
      onDone()
    } catch (err) {
      setError(errorMessage(err, 'Failed to save changes'))
    }
  }

  const saveAdjustment = (kind: 'tax' | 'tip') => async (value: { bp: number } | { amountCents: number }) => {
    const json = 'bp' in value ? { [`${kind}Bp`]: value.bp } : { [`${kind}AmountCents`]: value.amountCents }
    await mutation.mutateAsync((id) => client.api.events[':id'].$patch({ param: { id }, json }))
    toast.success(kind === 'tax' ? 'Tax updated' : 'Tip updated')
  }

  return (
    <Card>
      <form onSubmit={submit} className="space-y-4" aria-label="Edit event">
        <Field label="Event Title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={120} />
        <TextareaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={statusId} className="block text-sm font-medium">
              Status
            </label>
            <select
              id={statusId}
              className={inputClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'open' | 'closed')}
            >
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </select>
          </div>
          <Field label="Location Name" value={location} onChange={(e) => setLocation(e.target.value)} maxLength={200} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <AdjustmentBlock
            label="Tax"
            bp={event.taxBp}
            subtotalCents={event.subtotalCents}
            onSave={saveAdjustment('tax')}
            saving={mutation.isPending}
            disabled={closed}
          />
          <AdjustmentBlock
            label="Tip"
            bp={event.tipBp}
            subtotalCents={event.subtotalCents}
            onSave={saveAdjustment('tip')}
            saving={mutation.isPending}
            disabled={closed}
          />
        </div>
        {closed && <p className="text-sm text-muted">{CLOSED_ADJUSTMENT_HINT}</p>}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
