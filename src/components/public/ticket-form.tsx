import { useMutation } from '@tanstack/react-query'
import { ImageUp, LoaderCircle, LogIn } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Collapsible } from '@/components/ui/collapsible'
import { Field, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { type CreateTicketInput, createTicketSchema } from '@/domain/schemas/ticket'
import { errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useSession } from '@/lib/session'
import * as SUPPORT from '@/messages/support'

const SUCCESS = SUPPORT.ticketSubmitted
const empty = { subject: '', description: '', imageUrl: '' }

/** The 'Submit a Ticket' panel: a sign-in prompt for visitors, the form for signed-in people. */
export function TicketPanel() {
  const session = useSession()
  if (session.status === 'loading') return <Spinner className="mx-auto block w-fit py-8" label={SUPPORT.loading} />
  if (session.status !== 'signed-in')
    return (
      <div className="rounded-xl border border-dashed border-app p-6 text-center">
        <p className="text-app">{SUPPORT.signInToSubmit}</p>
        <Button asChild className="mt-4">
          <Link to="/auth?redirect=/help">
            <LogIn aria-hidden size={18} />
            {SUPPORT.signInToGet}
          </Link>
        </Button>
      </div>
    )
  return <TicketForm />
}

function TicketForm() {
  // The same zod schema the worker uses, so the browser refuses exactly what the server would.
  const form = useZodForm(createTicketSchema, empty)
  const [done, setDone] = useState(false)

  const submit = useMutation({
    mutationFn: (input: CreateTicketInput) => unwrap(client.api['support-tickets'].$post({ json: input })),
    onSuccess: () => {
      form.reset(empty)
      setDone(true)
    },
    // The server re-validates; if it names fields, show them where they belong.
    onError: (err) => setServerErrors(form, err),
  })

  const bind = (name: keyof typeof empty) => fieldProps(form, name, () => setDone(false))
  const onSubmit = form.handleSubmit((body) => {
    setDone(false)
    submit.mutate(body)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label={SUPPORT.subject}
        required
        maxLength={200}
        {...bind('subject')}
        placeholder={SUPPORT.subjectPlaceholder}
      />
      <TextareaField
        label={SUPPORT.description}
        required
        maxLength={5000}
        rows={5}
        {...bind('description')}
        placeholder={SUPPORT.descriptionHint}
      />
      <Field
        label={SUPPORT.screenshotUrl}
        type="url"
        inputMode="url"
        {...bind('imageUrl')}
        placeholder="https://"
        hint={SUPPORT.screenshotHint}
      />
      <Collapsible
        trigger={SUPPORT.howToAddScreenshot}
        icon={<ImageUp aria-hidden size={16} className="text-brand-500" />}
      >
        <ul className="list-disc space-y-1.5 pl-5">
          <li>{SUPPORT.screenshotStepFormat}</li>
          <li>{SUPPORT.screenshotStepUpload}</li>
          <li>{SUPPORT.screenshotStepPaste}</li>
          <li>{SUPPORT.screenshotStepPrivate}</li>
        </ul>
      </Collapsible>
      {/* Next to the button, where the eye is after pressing it (the top of the form may be off-screen). */}
      {done && <Alert tone="success">{SUCCESS}</Alert>}
      {submit.isError && <Alert tone="error">{errorMessage(submit.error)}</Alert>}
      <Button type="submit" loading={submit.isPending} disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {SUPPORT.submitTicket}
      </Button>
    </form>
  )
}
