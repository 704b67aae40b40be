import { UserPlus } from 'lucide-react'
import { useEventAction } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { placeholderSchema } from '@/domain/schemas/event'
import { client } from '@/lib/client'
import * as PARTICIPANTS from '@/messages/participants'

/** Host only: add a placeholder guest (someone at the table without an account). */
export function AddGuestForm({ eventId }: { eventId: string }) {
  const { run, pending } = useEventAction(eventId)
  const form = useZodForm(placeholderSchema, { name: '' })
  const blank = !form.watch('name').trim()

  const submit = form.handleSubmit(async ({ name }) => {
    if (pending) return
    const ok = await run(
      (id) => client.api.events[':id'].placeholders.$post({ param: { id }, json: { name } }),
      // One wording for this failure, whatever the cause (a 409 such as a closed event still toasts its own).
      {
        fallback: PARTICIPANTS.addFailed,
        onError: () => form.setError('name', { type: 'server', message: PARTICIPANTS.addFailed }),
        success: PARTICIPANTS.added(name),
      },
    )
    if (ok) form.reset()
  })

  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <Field
        label={PARTICIPANTS.guestName}
        {...fieldProps(form, 'name')}
        placeholder={PARTICIPANTS.guestNamePlaceholder}
        autoComplete="off"
        maxLength={60}
        className="flex-1"
      />
      <Button type="submit" className="h-[42px] shrink-0" disabled={blank || pending} loading={pending}>
        <UserPlus aria-hidden size={18} /> {PARTICIPANTS.addGuest}
      </Button>
    </form>
  )
}
