import { useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { actionMessage } from '@/components/items/use-event-action'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { type InviteResult, inviteSchema } from '@/domain/schemas/invite'
import { client, unwrap } from '@/lib/client'
import { eventKey } from '@/lib/events'
import * as INVITE from '@/messages/invite-more'

/**
 * Host only: 'Invite user' by first name and e-mail (both required, e-mail lower-cased). The host's friends and people
 * open to invites are added at once; anyone else gets an invitation to accept. `onDone` gets the result.
 */
export function InviteUserForm({ eventId, onDone }: { eventId: string; onDone: (result: InviteResult) => void }) {
  const qc = useQueryClient()
  const form = useZodForm(inviteSchema, { firstName: '', email: '' })
  const busy = form.formState.isSubmitting
  const serverError = form.formState.errors.root?.message
  const [firstName, email] = form.watch(['firstName', 'email'])

  const submit = form.handleSubmit(async (json) => {
    try {
      const result = await unwrap(
        client.api.events[':id'].invites.$post({ param: { id: encodeURIComponent(eventId) }, json }),
      )
      // Someone added at once shows up in the participant list.
      if (result.outcome === 'added') void qc.invalidateQueries({ queryKey: eventKey(eventId) })
      form.reset()
      onDone(result)
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: actionMessage(err, INVITE.sendFailed) })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label={INVITE.firstName} {...fieldProps(form, 'firstName')} autoComplete="off" maxLength={60} required />
      <Field
        label={INVITE.email}
        type="email"
        {...fieldProps(form, 'email')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        required
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Button type="submit" className="w-full" disabled={busy || !firstName.trim() || !email.trim()} loading={busy}>
        <Send size={16} aria-hidden /> {busy ? INVITE.sending : INVITE.sendInvite}
      </Button>
    </form>
  )
}
