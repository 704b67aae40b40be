import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserRound } from 'lucide-react'
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

/**
 * Joining without an account (decision 053): one field, the first name; the worker makes a guest account,
 * signs it in and puts it in the event, and the page goes straight to the event.
 */
export function GuestJoinForm({ code, onJoined }: { code: string; onJoined: () => void }) {
  const navigate = useNavigate()
  const qc = useQueryClient()
  const form = useZodForm(nameOnly, { firstName: '' })
  const join = useMutation({
    mutationFn: (firstName: string) => unwrap(client.api.join.guest.$post({ json: { code, firstName } })),
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
