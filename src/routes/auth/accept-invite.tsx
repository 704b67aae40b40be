import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { actionMessage } from '@/components/items/use-event-action'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FullPageSpinner } from '@/components/ui/spinner'
import { acceptInviteSchema, type InvitationDto } from '@/domain/schemas/invite'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { meQueryKey, useSession } from '@/lib/session'
import * as AUTH from '@/messages/auth'
import * as INVITE from '@/messages/invite-more'
import { AuthCard } from './auth-card'
import { NewPasswordField, TermsField, UsernameField } from './new-account-fields'

const retry = (count: number, err: unknown) => !(err instanceof ApiRequestError && err.status < 500) && count < 2

/**
 * /accept-invite?id=...: the invited person joins the event. Someone without an account
 * makes one here; someone signed in as the invited account joins with one press. ?event=... (the link of
 * an 'Event Invitation' notification) finds the signed-in person's own invitation to that event.
 */
export default function Component() {
  useTitle(AUTH.acceptInvitation)
  const [params] = useSearchParams()
  const session = useSession()
  const eventId = params.get('event')?.trim() ?? ''
  const mine = useQuery({
    queryKey: ['my-invitations'],
    queryFn: () => unwrap(client.api.invites.$get()),
    enabled: eventId !== '' && session.status === 'signed-in',
    retry,
  })
  const id = params.get('id')?.trim() || mine.data?.find((i) => i.eventId === eventId)?.id || ''
  const invitation = useQuery({
    queryKey: ['invitation', id],
    queryFn: () => unwrap(client.api.invites[':id'].$get({ param: { id: encodeURIComponent(id) } })),
    enabled: id !== '',
    retry,
  })

  if (session.status === 'loading' || (eventId && !id && mine.isPending && session.status === 'signed-in'))
    return <FullPageSpinner />
  if (!id) return <Invalid message={eventId && mine.isSuccess ? INVITE.notFound : INVITE.invalidLink} />
  if (invitation.isPending) return <FullPageSpinner />
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiRequestError && invitation.error.status === 404
    return <Invalid message={gone ? INVITE.notFound : INVITE.loadFailed} />
  }
  if (session.status === 'signed-in') {
    if (session.me.profile.email.toLowerCase() === invitation.data.email.toLowerCase())
      return <JoinAsMember id={id} invitation={invitation.data} />
    return (
      <AuthCard title={AUTH.youreInvited} subtitle={invitedLine(invitation.data)}>
        <Alert tone="error">{AUTH.sentToOther(invitation.data.email)}</Alert>
      </AuthCard>
    )
  }
  return <AcceptForm id={id} invitation={invitation.data} />
}

const invitedLine = (invitation: InvitationDto) =>
  AUTH.invitedTo(invitation.invitedBy ?? AUTH.someone, invitation.firstName, invitation.eventTitle)

/** The invited account is signed in: it joins only when it presses the button (nobody is added unasked). */
function JoinAsMember({ id, invitation }: { id: string; invitation: InvitationDto }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const join = async () => {
    setBusy(true)
    setError(null)
    try {
      const { eventId } = await unwrap(client.api.invites[':id'].join.$post({ param: { id: encodeURIComponent(id) } }))
      void qc.invalidateQueries({ queryKey: ['my-invitations'] })
      navigate(`/events/${encodeURIComponent(eventId)}`, { replace: true })
    } catch (err) {
      setError(actionMessage(err, AUTH.failedToJoinEvent))
      setBusy(false)
    }
  }
  return (
    <AuthCard title={AUTH.youreInvited} subtitle={AUTH.joinToSee(invitedLine(invitation))}>
      {error && <Alert tone="error">{error}</Alert>}
      <Button className="mt-4 w-full" onClick={join} disabled={busy} loading={busy}>
        {busy ? AUTH.joining : AUTH.joinEvent}
      </Button>
    </AuthCard>
  )
}

function Invalid({ message }: { message: string }) {
  return (
    <AuthCard title={AUTH.invalidInvitation}>
      <Alert tone="error">{message}</Alert>
      <Button asChild className="mt-4 w-full" variant="secondary">
        <Link to="/auth">{AUTH.goToSignIn}</Link>
      </Button>
    </AuthCard>
  )
}

function AcceptForm({ id, invitation }: { id: string; invitation: InvitationDto }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const form = useZodForm(acceptInviteSchema, { username: '', password: '', terms: false })
  const [username, password, terms] = form.watch(['username', 'password', 'terms'])
  const busy = form.formState.isSubmitting
  const serverError = form.formState.errors.root?.message

  const submit = form.handleSubmit(async (json) => {
    try {
      const { eventId } = await unwrap(
        client.api.invites[':id'].accept.$post({ param: { id: encodeURIComponent(id) }, json }),
      )
      // Signed in now: the app reads who we are again, then opens the event.
      await qc.invalidateQueries({ queryKey: meQueryKey })
      navigate(`/events/${encodeURIComponent(eventId)}`, { replace: true })
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: actionMessage(err, INVITE.createFailed) })
    }
  })

  return (
    <AuthCard title={AUTH.youreInvited} subtitle={AUTH.createAccountToJoin(invitedLine(invitation))}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field label={AUTH.email} value={invitation.email} readOnly aria-readonly className="[&_input]:opacity-80" />
        <UsernameField {...fieldProps(form, 'username')} />
        <NewPasswordField {...fieldProps(form, 'password')} />
        <TermsField {...fieldProps(form, 'terms')} />
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Button
          type="submit"
          className="w-full"
          disabled={busy || !username.trim() || !password || !terms}
          loading={busy}
        >
          {busy ? AUTH.creatingAccount : AUTH.createAccountJoinEvent}
        </Button>
        <p className="text-center text-sm text-muted">
          {AUTH.alreadyHaveAnAccount}{' '}
          <Link to={`/auth?redirect=${encodeURIComponent(`/accept-invite?id=${id}`)}`} className="underline">
            {AUTH.signInToAccept}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
