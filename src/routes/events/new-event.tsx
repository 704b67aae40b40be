import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { ReceiptField } from '@/components/receipt/receipt-field'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { readPercent } from '@/domain/adjustment'
import { RATE_HINT } from '@/domain/percent'
import type { CreateEventInput } from '@/domain/schemas/event'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { eventKey } from '@/lib/events'
import { useSession } from '@/lib/session'

type Errors = Partial<Record<'title' | 'description' | 'tax' | 'tip', string>>

export function Component() {
  useTitle('Create Event')
  const session = useSession()
  const navigate = useNavigate()
  const qc = useQueryClient()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [tax, setTax] = useState('0')
  const [tip, setTip] = useState('0')
  const [errors, setErrors] = useState<Errors>({})
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
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) {
        const f = err.fields
        setErrors({ title: f.title, description: f.description, tax: f.taxMilliPct, tip: f.tipMilliPct })
      }
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const taxRate = readPercent(tax)
    const tipRate = readPercent(tip)
    const next: Errors = {
      title: title.trim() ? undefined : 'Event Title is required',
      tax: taxRate.error ?? undefined,
      tip: tipRate.error ?? undefined,
    }
    setErrors(next)
    if (next.title || taxRate.value === null || tipRate.value === null) return
    create.mutate({
      title: title.trim(),
      description: description.trim(),
      taxMilliPct: taxRate.value,
      tipMilliPct: tipRate.value,
    })
  }

  // Spec section 8: 'No user found' without a session (also when the server says it has none),
  // else the server's message, else 'An unknown error occurred'.
  const noUser =
    session.status !== 'signed-in' || (create.error instanceof ApiRequestError && create.error.status === 401)
  const failure = create.isError && (noUser ? 'No user found' : errorMessage(create.error, 'An unknown error occurred'))

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Create Event' }]} />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">Create New Event</h1>
      <p className="mt-1 text-sm text-muted">Name the night, set tax and tip, then add items and invite your table.</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-5 rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6"
      >
        <Field
          label="Event Title"
          required
          autoFocus
          maxLength={120}
          placeholder="Friday dinner at Luigi's"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value)
            setErrors((x) => ({ ...x, title: undefined }))
          }}
          error={errors.title}
        />
        <TextareaField
          label="Description"
          rows={3}
          maxLength={2000}
          placeholder="Optional: who, where, anything worth knowing"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PercentField
            label="Tax Percentage"
            value={tax}
            onChange={(v) => {
              setTax(v)
              setErrors((x) => ({ ...x, tax: undefined }))
            }}
            error={errors.tax}
          />
          <PercentField
            label="Tip Percentage"
            value={tip}
            onChange={(v) => {
              setTip(v)
              setErrors((x) => ({ ...x, tip: undefined }))
            }}
            error={errors.tip}
          />
        </div>
        <ReceiptField file={receipt} onChange={setReceipt} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link to="/dashboard">Cancel</Link>
          </Button>
          <Button type="submit" disabled={create.isPending} loading={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Event'}
          </Button>
        </div>
      </form>
    </main>
  )
}

function PercentField(props: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field
      label={props.label}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.001}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onFocus={(e) => e.target.select()}
      error={props.error}
      hint={`${RATE_HINT}, e.g. 8.875`}
    />
  )
}
