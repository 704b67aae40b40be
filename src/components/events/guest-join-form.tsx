import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserRound } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { guestJoinSchema } from '@/domain/schemas/guest'
import { errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { meQueryKey } from '@/lib/session'
import * as EVENT_PAGES from '@/messages/event-pages-more'
import * as GUESTS from '@/messages/guests'

const nameOnly = guestJoinSchema.pick({ firstName: true })

type Placeholder = { id: string; name: string }

/**
 * Joining without an account (decision 053): one field, the first name; the worker makes a guest account,
 * signs it in and puts it in the event, and the page goes straight to the event. When the host has added
 * people by name (placeholders), the newcomer may say which one they are and takes over that one's items.
 */
export function GuestJoinForm({
  code,
  placeholders,
  onJoined,
}: {
  code: string
  placeholders: Placeholder[]
  onJoined: () => void
}) {
  const navigate = useNavigate()
  const qc = useQueryClient()
  const form = useZodForm(nameOnly, { firstName: '' })
  const [takeOver, setTakeOver] = useState<Placeholder | null>(null)
  const choose = (next: Placeholder | null) => {
    // The chosen name fills an empty field (or the name a previous choice filled); a typed name stays.
    const typed = form.getValues('firstName').trim()
    if (next && (!typed || typed === takeOver?.name)) form.setValue('firstName', next.name)
    setTakeOver(next)
  }
  const join = useMutation({
    mutationFn: (firstName: string) =>
      unwrap(client.api.join.guest.$post({ json: { code, firstName, placeholderId: takeOver?.id } })),
    onMutate: () => form.clearErrors(),
    onSuccess: async (joined) => {
      onJoined()
      // Signed in now: the shell must know before the event page asks who this is.
      await qc.invalidateQueries({ queryKey: meQueryKey })
      navigate(`/events/${joined.event_id}`, { replace: true, state: { title: joined.event_title } })
    },
    onError: (err) =>
      form.setError('firstName', { type: 'server', message: errorMessage(err, EVENT_PAGES.joinFailed) }),
  })
  const submit = form.handleSubmit(({ firstName }) => join.mutate(firstName))
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {placeholders.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 text-sm font-medium text-app">{GUESTS.imOneOfThese}</legend>
          <p className="text-xs text-muted">{GUESTS.imOneOfTheseHint}</p>
          {[null, ...placeholders].map((p) => (
            <label
              key={p?.id ?? 'new'}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-app bg-surface-2 px-3 py-2 text-sm text-app has-[:checked]:border-brand-500"
            >
              <input
                type="radio"
                name="placeholder"
                className="h-4 w-4 accent-brand-500"
                checked={(takeOver?.id ?? null) === (p?.id ?? null)}
                onChange={() => choose(p)}
              />
              <span className="min-w-0 break-words">{p ? p.name : GUESTS.noneOfThese}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Field
        label={GUESTS.firstName}
        placeholder={GUESTS.firstNamePlaceholder}
        autoComplete="given-name"
        maxLength={60}
        {...fieldProps(form, 'firstName')}
      />
      <Button type="submit" className="w-full" disabled={join.isPending} loading={join.isPending}>
        <UserRound aria-hidden size={18} /> {join.isPending ? EVENT_PAGES.joining : GUESTS.joinWithName}
      </Button>
    </form>
  )
}
