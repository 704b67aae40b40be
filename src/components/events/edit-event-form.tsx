import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { BillSummary } from '@/components/bill/bill-summary'
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
import { UnsavedChangesDialog, UnsavedChangesGuard } from './unsaved-changes'

// Shown under the locked tax and tip of a closed event (the worker refuses money changes there).
const CLOSED_ADJUSTMENT_HINT = 'This event is closed. Reopen it to change tax and tip.'

type FieldName = 'title' | 'description' | 'locationName' | 'status'

/**
 * THE event editor, used by the /events/{id}/edit page and by the details card's inline edit mode, so
 * both behave the same: tax and tip start in amount mode when there is an amount (spec section 5),
 * Save Changes sends only what changed (nothing changed: no request at all), an error under a field
 * goes away once that field is edited, and leaving with unsaved changes asks first.
 *
 * `onClose` makes it inline: Cancel and a successful save close the editor instead of navigating.
 */
export function EditEventForm({ snapshot, onClose }: { snapshot: EventSnapshot; onClose?: () => void }) {
  const { event } = snapshot
  const navigate = useNavigate()
  const mutation = useEventMutation(event.id)
  // Frozen at mount: live updates to the event must not move the ground under what is being typed.
  const [taxOrigin] = useState({ milliPct: event.taxMilliPct, subtotalCents: event.subtotalCents })
  const [tipOrigin] = useState({ milliPct: event.tipMilliPct, subtotalCents: event.subtotalCents })
  const [title, setTitle] = useState(event.title)
  const [description, setDescription] = useState(event.description ?? '')
  const [location, setLocation] = useState(event.locationName ?? '')
  const [status, setStatus] = useState(event.status)
  const [tax, setTax] = useState(() => initialAdjustment(taxOrigin))
  const [tip, setTip] = useState(() => initialAdjustment(tipOrigin))
  // Errors under fields: ours (a blank title) and the server's `fields`; each clears when its field changes.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [askingToLeave, setAskingToLeave] = useState(false)
  const leaving = useRef(false)
  // A closed event keeps its tax and tip unless this same save reopens it (the worker's rule).
  const moneyLocked = event.status === 'closed' && status === 'closed'

  const edit =
    <T,>(name: FieldName, set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setFieldErrors(({ [name]: _, ...rest }) => rest)
      if (mutation.isError) mutation.reset()
    }
  const editTax = (next: typeof tax) => {
    setTax(next)
    if (mutation.isError) mutation.reset()
  }
  const editTip = (next: typeof tip) => {
    setTip(next)
    if (mutation.isError) mutation.reset()
  }

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

  const close = () => {
    leaving.current = true
    if (onClose) onClose()
    else navigate(`/events/${event.id}`, { state: { title: event.title } })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return setFieldErrors((x) => ({ ...x, title: 'Event Title is required' }))
    if (!adjustmentsOk || !dirty) return
    mutation.mutate((id) => client.api.events[':id'].$patch({ param: { id }, json: patch }), {
      onSuccess: (next) => {
        leaving.current = true
        toast.success('Event updated')
        if (onClose) onClose()
        else navigate(`/events/${event.id}`, { state: { title: next.event.title } })
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.fields) setFieldErrors(err.fields as typeof fieldErrors)
      },
    })
  }

  const cancel = () => (dirty ? setAskingToLeave(true) : close())

  const sub = event.subtotalCents
  const taxCents = taxR.ok ? taxR.amountCents : 0
  const tipCents = tipR.ok ? tipR.amountCents : 0
  const err = mutation.error
  const failure = err && (err instanceof ApiRequestError && err.status < 500 ? err.message : 'Failed to save changes')

  return (
    <div className="@container">
      <form
        noValidate
        onSubmit={submit}
        aria-label="Edit event"
        className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_18rem] @3xl:items-start"
      >
        <UnsavedChangesGuard when={dirty && !mutation.isPending && !leaving.current} />
        <UnsavedChangesDialog
          open={askingToLeave}
          onStay={() => setAskingToLeave(false)}
          onLeave={() => {
            setAskingToLeave(false)
            close()
          }}
        />
        <div className="space-y-5 rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6 @3xl:col-start-1 @3xl:row-start-1">
          <Field
            label="Event Title"
            required
            maxLength={120}
            value={title}
            onChange={(e) => edit('title', setTitle)(e.target.value)}
            error={fieldErrors.title}
          />
          <TextareaField
            label="Description"
            rows={3}
            maxLength={2000}
            value={description}
            onChange={(e) => edit('description', setDescription)(e.target.value)}
            error={fieldErrors.description}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Location Name"
              maxLength={200}
              placeholder="Restaurant or venue"
              value={location}
              onChange={(e) => edit('locationName', setLocation)(e.target.value)}
              error={fieldErrors.locationName}
            />
            <div className="space-y-1.5">
              <label htmlFor={`event-status-${event.id}`} className="block text-sm font-medium text-app">
                Status
              </label>
              <select
                id={`event-status-${event.id}`}
                className={inputClass}
                value={status}
                onChange={(e) => edit('status', setStatus)(e.target.value as 'open' | 'closed')}
              >
                <option value="open">Open</option>
                <option value="closed">Closed</option>
              </select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <AdjustmentInput label="Tax" value={tax} origin={taxOrigin} onChange={editTax} disabled={moneyLocked} />
            <AdjustmentInput label="Tip" value={tip} origin={tipOrigin} onChange={editTip} disabled={moneyLocked} />
          </div>
          {moneyLocked && <p className="text-sm text-muted">{CLOSED_ADJUSTMENT_HINT}</p>}
        </div>
        <aside
          aria-labelledby={`preview-heading-${event.id}`}
          className="rounded-2xl border border-app bg-surface p-5 @3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1"
        >
          <h2 id={`preview-heading-${event.id}`} className="mb-3 font-semibold text-app">
            Preview
          </h2>
          <BillSummary
            subtotalCents={sub}
            taxCents={taxCents}
            tipCents={tipCents}
            totalCents={sub + taxCents + tipCents}
            taxMilliPct={taxR.ok ? taxR.milliPct : 0}
            tipMilliPct={tipR.ok ? tipR.milliPct : 0}
          />
          <p className="mt-3 text-xs text-muted">Each person pays tax and tip in proportion to their subtotal.</p>
        </aside>
        {/* After the preview in the DOM: on a phone you see the new total before you reach Save. */}
        <div className="space-y-4 @3xl:col-start-1 @3xl:row-start-2">
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {onClose ? (
              <Button type="button" variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            ) : (
              // A link, so it opens in a new tab too; the guard asks before a dirty form is left.
              <Button asChild variant="ghost">
                <Link to={`/events/${event.id}`}>Cancel</Link>
              </Button>
            )}
            <Button type="submit" disabled={!dirty || mutation.isPending} loading={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </div>
      </form>
    </div>
  )
}
