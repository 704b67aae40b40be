import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { BillSummary } from '@/components/bill/bill-summary'
import { CurrencyField } from '@/components/events/currency-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClass, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { type Adjustment, initialAdjustment, resolveAdjustment } from '@/domain/adjustment'
import { editEventFormSchema } from '@/domain/schemas/event-form'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { client } from '@/lib/client'
import { useEventMutation } from '@/lib/events'
import { useMoney } from '@/lib/money'
import { toast } from '@/lib/toast'
import * as COMMON from '@/messages/common'
import * as CURRENCY from '@/messages/currency-more'
import * as EVENTS from '@/messages/events-more'
import { AdjustmentInput } from './adjustment-input'
import { ClaimsApprovalField } from './claims-approval-field'
import { GuestsAllowedField } from './guests-allowed-field'
import { TITLE_MAX, titleHint } from './title-hint'
import { UnsavedChangesDialog, UnsavedChangesGuard } from './unsaved-changes'

/**
 * THE event editor, used by the /events/{id}/edit page and by the details card's inline edit mode, so
 * both behave the same: tax and tip open in the mode the host gave them in (percent or amount),
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
  const money = useMoney()
  const [origins] = useState(() => ({
    tax: { milliPct: event.taxMilliPct, mode: event.taxMode, subtotalCents: event.subtotalCents, money },
    tip: { milliPct: event.tipMilliPct, mode: event.tipMode, subtotalCents: event.subtotalCents, money },
  }))
  // Reads the form into the PATCH body: only what changed, compared with the event as it is now.
  const schema = editEventFormSchema(event, origins)
  const form = useZodForm(schema, {
    title: event.title,
    description: event.description ?? '',
    locationName: event.locationName ?? '',
    status: event.status,
    tax: initialAdjustment(origins.tax),
    tip: initialAdjustment(origins.tip),
    claimsNeedApproval: event.claimsNeedApproval,
    guestsAllowed: event.guestsAllowed,
    currency: event.currency,
  })
  const values = form.watch()
  const [askingToLeave, setAskingToLeave] = useState(false)
  const leaving = useRef(false)
  // A closed event keeps its tax and tip unless this same save reopens it (the worker's rule).
  const moneyLocked = event.status === 'closed' && values.status === 'closed'

  const parsed = schema.safeParse(values)
  // An input that does not parse is an edit too (the user typed it); Save then shows why it can't.
  const dirty = !parsed.success || Object.keys(parsed.data).length > 0
  const taxR = resolveAdjustment(values.tax, origins.tax)
  const tipR = resolveAdjustment(values.tip, origins.tip)
  const setAdjustment = (which: 'tax' | 'tip') => (next: Adjustment) => form.setValue(which, next)

  const close = () => {
    leaving.current = true
    if (onClose) onClose()
    else navigate(`/events/${event.id}`, { state: { title: event.title } })
  }

  const submit = form.handleSubmit((patch) => {
    if (Object.keys(patch).length === 0) return // nothing changed: no request at all
    mutation.mutate((id) => client.api.events[':id'].$patch({ param: { id }, json: patch }), {
      onSuccess: (next) => {
        leaving.current = true
        toast.success(EVENTS.eventUpdated)
        if (onClose) onClose()
        else navigate(`/events/${event.id}`, { state: { title: next.event.title } })
      },
      onError: (err) => setServerErrors(form, err),
    })
  })

  const cancel = () => (dirty ? setAskingToLeave(true) : close())

  const sub = event.subtotalCents
  const taxCents = taxR.ok ? taxR.amountCents : 0
  const tipCents = tipR.ok ? tipR.amountCents : 0
  const err = mutation.error
  const failure = err && (err instanceof ApiRequestError && err.status < 500 ? err.message : EVENTS.saveFailed)

  return (
    <div className="@container">
      <form
        noValidate
        onSubmit={submit}
        // Any edit clears the last failure (native change events bubble here from every input).
        onChange={() => mutation.isError && mutation.reset()}
        aria-label={EVENTS.editEvent}
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
        <div className="@container/card space-y-5 rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6 @3xl:col-start-1 @3xl:row-start-1">
          <Field
            label={EVENTS.eventTitle}
            required
            maxLength={TITLE_MAX}
            hint={titleHint(values.title)}
            {...fieldProps(form, 'title')}
          />
          <TextareaField label={EVENTS.description} rows={3} maxLength={2000} {...fieldProps(form, 'description')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={EVENTS.locationName}
              maxLength={200}
              placeholder={EVENTS.locationPlaceholder}
              {...fieldProps(form, 'locationName')}
            />
            <div className="space-y-1.5">
              <label htmlFor={`event-status-${event.id}`} className="block text-sm font-medium text-app">
                {EVENTS.status}
              </label>
              <select id={`event-status-${event.id}`} className={inputClass} {...form.register('status')}>
                <option value="open">{EVENTS.open}</option>
                <option value="closed">{EVENTS.closed}</option>
              </select>
            </div>
          </div>
          {/* Side by side only where each block's Percentage / Amount switch keeps its words whole. */}
          <div className="grid gap-4 @xl/card:grid-cols-2">
            <AdjustmentInput
              label={EVENTS.tax}
              value={values.tax}
              origin={origins.tax}
              onChange={setAdjustment('tax')}
              disabled={moneyLocked}
            />
            <AdjustmentInput
              label={EVENTS.tip}
              value={values.tip}
              origin={origins.tip}
              onChange={setAdjustment('tip')}
              disabled={moneyLocked}
            />
          </div>
          {moneyLocked && <p className="text-sm text-muted">{EVENTS.closedAdjustmentHint}</p>}
          <CurrencyField
            disabled={snapshot.items.length > 0 || moneyLocked}
            hint={snapshot.items.length > 0 ? CURRENCY.lockedByItems : CURRENCY.hint}
            {...fieldProps(form, 'currency')}
          />
          <ClaimsApprovalField {...form.register('claimsNeedApproval')} />
          <GuestsAllowedField {...form.register('guestsAllowed')} />
        </div>
        <aside
          aria-labelledby={`preview-heading-${event.id}`}
          className="rounded-2xl border border-app bg-surface p-5 @3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1"
        >
          <h2 id={`preview-heading-${event.id}`} className="mb-3 font-semibold text-app">
            {EVENTS.preview}
          </h2>
          <BillSummary
            subtotalCents={sub}
            taxCents={taxCents}
            tipCents={tipCents}
            totalCents={sub + taxCents + tipCents}
            taxMilliPct={taxR.ok ? taxR.milliPct : 0}
            tipMilliPct={tipR.ok ? tipR.milliPct : 0}
          />
          <p className="mt-3 text-xs text-muted">{EVENTS.proportionNote}</p>
        </aside>
        {/* After the preview in the DOM: on a phone you see the new total before you reach Save. */}
        <div className="space-y-4 @3xl:col-start-1 @3xl:row-start-2">
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {onClose ? (
              <Button type="button" variant="ghost" onClick={cancel}>
                {COMMON.cancel}
              </Button>
            ) : (
              // A link, so it opens in a new tab too; the guard asks before a dirty form is left.
              <Button asChild variant="ghost">
                <Link to={`/events/${event.id}`}>{COMMON.cancel}</Link>
              </Button>
            )}
            <Button type="submit" disabled={!dirty || mutation.isPending} loading={mutation.isPending}>
              {mutation.isPending ? COMMON.saving : EVENTS.saveChanges}
            </Button>
          </div>
        </div>
      </form>
    </div>
  )
}
