import { useMutation } from '@tanstack/react-query'
import { ImageUp, LoaderCircle, LogIn } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Collapsible } from '@/components/ui/collapsible'
import { Field, TextareaField } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { type CreateTicketInput, createTicketSchema } from '@/domain/schemas/ticket'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useSession } from '@/lib/session'

type FieldName = 'subject' | 'description' | 'imageUrl'
type Errors = Partial<Record<FieldName, string>>

const SUCCESS = "Ticket submitted successfully! We'll respond via email."
const empty: CreateTicketInput = { subject: '', description: '', imageUrl: '' }

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
  const [values, setValues] = useState<CreateTicketInput>(empty)
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const submit = useMutation({
    mutationFn: (input: CreateTicketInput) => unwrap(client.api['support-tickets'].$post({ json: input })),
    onSuccess: () => {
      setValues(empty)
      setDone(true)
    },
    // The server re-validates; if it names fields, show them where they belong.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields as Errors)
    },
  })

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }))
    setErrors((x) => ({ ...x, [name]: undefined }))
    setDone(false)
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    // The same zod schema the worker uses, so the browser refuses exactly what the server would.
    const parsed = createTicketSchema.safeParse(values)
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message
      setErrors(next)
      const first = (['subject', 'description', 'imageUrl'] as const).find((f) => next[f])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setDone(false)
    submit.mutate(values)
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label="Subject"
        name="subject"
        required
        maxLength={200}
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
        placeholder="e.g. A split doesn't add up"
      />
      <TextareaField
        label="Description"
        name="description"
        required
        maxLength={5000}
        rows={5}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        placeholder="What happened, what you expected, and the event's join code if it is about an event."
      />
      <Field
        label="Screenshot URL"
        name="imageUrl"
        type="url"
        inputMode="url"
        value={values.imageUrl ?? ''}
        onChange={set('imageUrl')}
        error={errors.imageUrl}
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
