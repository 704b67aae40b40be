import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { BillSummary } from '@/components/bill/bill-summary'
import { CLOSED_ADJUSTMENT_HINT } from '@/components/event/adjustment-block'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClass, TextareaField } from '@/components/ui/field'
import { adjustmentPatch, initialAdjustment, resolveAdjustment } from '@/domain/adjustment'
import type { UpdateEventInput } from '@/domain/schemas/event'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { client } from '@/lib/client'
import { useEventMutation } from '@/lib/events'
import { AdjustmentInput } from './adjustment-input'
import { UnsavedChangesGuard } from './unsaved-changes'

/** The edit form, started from one snapshot (the route remounts it per event). */
export function EditEventForm({ snapshot }: { snapshot: EventSnapshot }) {
  const { event } = snapshot
  const navigate = useNavigate()
  const mutation = useEventMutation(event.id)
  // Frozen at mount: live updates to the event must not move the ground under what is being typed.
  const [taxOrigin] = useState({ bp: event.taxBp, subtotalCents: event.subtotalCents })
  const [tipOrigin] = useState({ bp: event.tipBp, subtotalCents: event.subtotalCents })
  const [title, setTitle] = useState(event.title)
  const [description, setDescription] = useState(event.description ?? '')
  const [location, setLocation] = useState(event.locationName ?? '')
  const [status, setStatus] = useState(event.status)
  const [tax, setTax] = useState(() => initialAdjustment(taxOrigin))
  const [tip, setTip] = useState(() => initialAdjustment(tipOrigin))
  const [titleError, setTitleError] = useState<string | null>(null)
  const leaving = useRef(false)
  // A closed event keeps its tax and tip unless this same save reopens it (the worker's rule).
  const moneyLocked = event.status === 'closed' && status === 'closed'

  const patch: UpdateEventInput = {
    ...(title.trim() !== event.title && { title: title.trim() }),
    ...(description.trim() !== (event.description ?? '') && { description: description.trim() }),
    ...(location.trim() !== (event.locationName ?? '') && { locationName: location.trim() }),
    ...(status !== event.status && { status }),
    ...(!moneyLocked && adjustmentPatch('tax', tax, taxOrigin)),
    ...(!moneyLocked && adjustmentPatch('tip', tip, tipOrigin)),
  }
  const taxR = resolveAdjustment(tax, taxOrigin)
  const tipR = resolveAdjustment(tip, tipOrigin)
  const adjustmentsOk = moneyLocked || (taxR.ok && tipR.ok)
  // An input that does not parse is an edit too (the user typed it); Save then shows why it can't.
  const dirty = Object.keys(patch).length > 0 || !adjustmentsOk

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return setTitleError('Event Title is required')
    if (!adjustmentsOk || !dirty) return
    mutation.mutate((id) => client.api.events[':id'].$patch({ param: { id }, json: patch }), {
      onSuccess: (next) => {
        leaving.current = true
        navigate(`/events/${event.id}`, { state: { title: next.event.title } })
      },
    })
  }

  const sub = event.subtotalCents
  const taxCents = taxR.ok ? taxR.amountCents : 0
  const tipCents = tipR.ok ? tipR.amountCents : 0
  const err = mutation.error
  const failure = err && (err instanceof ApiRequestError && err.status < 500 ? err.message : 'Failed to save changes')

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <UnsavedChangesGuard when={dirty && !mutation.isPending && !leaving.current} />
      <div className="space-y-5 rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1">
        <Field
          label="Event Title"
          required
          maxLength={120}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value)
            setTitleError(null)
          }}
          error={titleError}
        />
        <TextareaField
          label="Description"
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Location"
            maxLength={200}
            placeholder="Restaurant or venue"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
          <div className="space-y-1.5">
            <label htmlFor="event-status" className="block text-sm font-medium text-app">
              Status
            </label>
            <select
              id="event-status"
              className={inputClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'open' | 'closed')}
            >
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </select>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdjustmentInput label="Tax" value={tax} origin={taxOrigin} onChange={setTax} disabled={moneyLocked} />
          <AdjustmentInput label="Tip" value={tip} origin={tipOrigin} onChange={setTip} disabled={moneyLocked} />
        </div>
        {moneyLocked && <p className="text-sm text-muted">{CLOSED_ADJUSTMENT_HINT}</p>}
      </div>
      <aside
        aria-labelledby="preview-heading"
        className="rounded-2xl border border-app bg-surface p-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <h2 id="preview-heading" className="mb-3 font-semibold text-app">
          Preview
        </h2>
        <BillSummary
          subtotalCents={sub}
          taxCents={taxCents}
          tipCents={tipCents}
          totalCents={sub + taxCents + tipCents}
          taxBp={taxR.ok ? taxR.bp : 0}
          tipBp={tipR.ok ? tipR.bp : 0}
        />
        <p className="mt-3 text-xs text-muted">Each person pays tax and tip in proportion to their subtotal.</p>
      </aside>
      {/* After the preview in the DOM: on a phone you see the new total before you reach Save. */}
      <div className="space-y-4 lg:col-start-1 lg:row-start-2">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link to={`/events/${event.id}`}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={!dirty || mutation.isPending} loading={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  )
}
