import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ComponentProps, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { ClaimsApprovalField } from '@/components/events/claims-approval-field'
import { CurrencyField } from '@/components/events/currency-field'
import { GuestsAllowedField } from '@/components/events/guests-allowed-field'
import { TITLE_MAX, titleHint } from '@/components/events/title-hint'
import { ReceiptField } from '@/components/receipt/receipt-field'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { currencyForLocale } from '@/domain/locale-currency'
import { rateText } from '@/domain/locale-number'
import { RATE_HINT } from '@/domain/percent'
import type { CreateEventInput } from '@/domain/schemas/event'
import { createEventFormIn } from '@/domain/schemas/event-form'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { eventKey } from '@/lib/events'
import { useSession } from '@/lib/session'
import { browserLocale, useViewerLocale } from '@/lib/viewer-locale'
import * as COMMON from '@/messages/common'
import * as CURRENCY from '@/messages/currency-more'
import * as EVENT_PAGES from '@/messages/event-pages-more'

export default function Component() {
  useTitle(EVENT_PAGES.createEvent)
  const session = useSession()
  const navigate = useNavigate()
  const qc = useQueryClient()
  // Tax and tip are read as the viewer writes numbers ("7,5" in de-DE), whenever the form validates.
  const locale = useViewerLocale()
  const localeRef = useRef(locale)
  localeRef.current = locale
  const [schema] = useState(() => createEventFormIn(() => localeRef.current))
  const form = useZodForm(schema, {
    title: '',
    description: '',
    tax: '0',
    tip: '0',
    claimsNeedApproval: false,
    guestsAllowed: true,
    // The host's default currency, else the one their browser's locale suggests.
    currency:
      (session.status === 'signed-in' ? session.me.profile.defaultCurrency : null) ??
      currencyForLocale(browserLocale()),
  })
  const [receipt, setReceipt] = useState<File | null>(null)

  const create = useMutation({
    mutationFn: (input: CreateEventInput) => unwrap(client.api.events.$post({ json: input })),
    onSuccess: (snapshot) => {
      // The event page opens from the cache instantly; the dashboard list refetches next time.
      qc.setQueryData(eventKey(snapshot.event.id), snapshot)
      void qc.invalidateQueries({ queryKey: ['events'] })
      // With a photo chosen, the receipt page uploads and reads it, then lands on the event.
      if (receipt) navigate(`/events/${snapshot.event.id}/receipt`, { state: { receiptFile: receipt } })
      else navigate(`/events/${snapshot.event.id}`, { state: { from: 'dashboard', title: snapshot.event.title } })
    },
    onError: (err) => setServerErrors(form, err, { taxMilliPct: 'tax', tipMilliPct: 'tip' }),
  })

  const submit = form.handleSubmit((body) => create.mutate(body))

  // docs/product.md#12-errors: 'No user found' without a session (also when the server says it has none),
  // else the server's message, else 'An unknown error occurred'.
  const noUser =
    session.status !== 'signed-in' || (create.error instanceof ApiRequestError && create.error.status === 401)
  const failure =
    create.isError && (noUser ? EVENT_PAGES.noUserFound : errorMessage(create.error, EVENT_PAGES.unknownError))
  const titleValue = form.watch('title')

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: EVENT_PAGES.dashboard, to: '/dashboard' }, { label: EVENT_PAGES.createEvent }]} />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">{EVENT_PAGES.createNewEvent}</h1>
      <p className="mt-1 text-sm text-muted">{EVENT_PAGES.createIntro}</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-5 rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6"
      >
        <Field
          label={EVENT_PAGES.eventTitle}
          required
          autoFocus
          maxLength={TITLE_MAX}
          placeholder={EVENT_PAGES.eventTitlePlaceholder}
          hint={titleHint(titleValue)}
          {...fieldProps(form, 'title')}
        />
        <TextareaField
          label={EVENT_PAGES.description}
          rows={3}
          maxLength={2000}
          placeholder={EVENT_PAGES.descriptionPlaceholder}
          {...fieldProps(form, 'description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PercentField
            label={EVENT_PAGES.taxPercentage}
            example={rateText(8875, locale)}
            {...fieldProps(form, 'tax')}
          />
          <PercentField label={EVENT_PAGES.tipPercentage} example="18 or 20" {...fieldProps(form, 'tip')} />
        </div>
        <CurrencyField hint={CURRENCY.hint} {...fieldProps(form, 'currency')} />
        <ClaimsApprovalField {...form.register('claimsNeedApproval')} />
        <GuestsAllowedField {...form.register('guestsAllowed')} />
        <ReceiptField file={receipt} onChange={setReceipt} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link to="/dashboard">{COMMON.cancel}</Link>
          </Button>
          <Button type="submit" disabled={create.isPending} loading={create.isPending}>
            {create.isPending ? EVENT_PAGES.creating : EVENT_PAGES.createEvent}
          </Button>
        </div>
      </form>
    </main>
  )
}

// Text, not type=number: a number input reads the browser's own way ("7,5" became 75 in a German
// Chromium); the form reads the viewer's locale like every amount field (decision 050).
function PercentField({ example, ...props }: ComponentProps<typeof Field> & { example: string }) {
  return (
    <Field
      type="text"
      inputMode="decimal"
      autoComplete="off"
      onFocus={(e) => e.target.select()}
      hint={EVENT_PAGES.rateHint(RATE_HINT, example)}
      {...props}
    />
  )
}
