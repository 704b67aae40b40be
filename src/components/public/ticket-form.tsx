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

const SUCCESS = "Ticket submitted successfully! We'll respond via email."
const empty = { subject: '', description: '', imageUrl: '' }

/** The 'Submit a Ticket' panel: a sign-in prompt for visitors, the form for signed-in people. */
export function TicketPanel() {
  const session = useSession()
  if (session.status === 'loading') return <Spinner className="mx-auto block w-fit py-8" label="Loading" />
  if (session.status !== 'signed-in')
    return (
      <div className="rounded-xl border border-dashed border-app p-6 text-center">
        <p className="text-app">Please sign in to submit a support ticket.</p>
        <Button asChild className="mt-4">
          <Link to="/auth?redirect=/help">
            <LogIn aria-hidden size={18} />
            Sign In to Get Support
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
      <Field label="Subject" required maxLength={200} {...bind('subject')} placeholder="e.g. A split doesn't add up" />
      <TextareaField
        label="Description"
        required
        maxLength={5000}
        rows={5}
        {...bind('description')}
        placeholder="What happened, what you expected, and the event's join code if it is about an event."
      />
      <Field
        label="Screenshot URL"
        type="url"
        inputMode="url"
        {...bind('imageUrl')}
        placeholder="https://"
        hint="Optional. A link to a PNG or JPG image."
      />
      <Collapsible
        trigger="How to add a screenshot"
        icon={<ImageUp aria-hidden size={16} className="text-brand-500" />}
      >
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Use a PNG or JPG image of at most 10MB.</li>
          <li>
            Upload it somewhere that gives you a link, such as Google Drive, Dropbox, OneDrive or an image host like
            Imgur, and set it so anyone with the link can view it.
          </li>
          <li>Copy the link (it starts with https://) and paste it into Screenshot URL.</li>
          <li>Crop out passwords, card numbers or anything else private before you upload.</li>
        </ul>
      </Collapsible>
      {/* Next to the button, where the eye is after pressing it (the top of the form may be off-screen). */}
      {done && <Alert tone="success">{SUCCESS}</Alert>}
      {submit.isError && <Alert tone="error">{errorMessage(submit.error)}</Alert>}
      <Button type="submit" loading={submit.isPending} disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        Submit Ticket
      </Button>
    </form>
  )
}
