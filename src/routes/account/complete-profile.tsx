import { useLocation, useNavigate } from 'react-router'
import { destinationAfterSignIn } from '@/components/shell/pending-join'
import { recordDismissal } from '@/components/shell/profile-modal-storage'
import { useTitle } from '@/components/shell/use-title'
import { profileErrorMessage, useUpdateProfile } from '@/components/shell/use-update-profile'
import { CheckboxField, Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { updateProfileSchema } from '@/domain/schemas/profile'
import { authClient } from '@/lib/auth-client'
import { useSession } from '@/lib/session'
import * as PROFILE from '@/messages/profile'

const schema = updateProfileSchema.pick({ firstName: true, openToInvite: true })

/** /complete-profile: first name and the invite preference, or skip. Then on to the dashboard or a pending join. */
export default function Component() {
  useTitle(PROFILE.completeYourProfile)
  const session = useSession()
  const profile = session.status === 'signed-in' ? session.me.profile : null
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const { data: auth } = authClient.useSession()
  const form = useZodForm(schema, { firstName: profile?.firstName ?? '', openToInvite: profile?.openToInvite ?? false })
  const error = form.formState.errors.root?.message

  const { state } = useLocation()
  const next = () => navigate(destinationAfterSignIn(null), { replace: true, state })

  const save = form.handleSubmit(async (body) => {
    if (!profile) return form.setError('root', { message: PROFILE.notAuthenticated })
    try {
      await update.mutateAsync(body)
      next()
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: profileErrorMessage(err) })
    }
  })

  const skip = async () => {
    // Skipping counts as dismissing today's reminder, so the dashboard doesn't ask again at once.
    // A quick tap can beat the session read, so ask for it then.
    const sessionId = auth?.session.id ?? (await authClient.getSession().catch(() => null))?.data?.session.id
    if (sessionId) recordDismissal(sessionId)
    next()
  }

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{PROFILE.completeYourProfile}</h1>
      <p className="mt-1.5 text-muted">{PROFILE.profileIntro}</p>
      <form onSubmit={save} className="mt-8 space-y-5 rounded-2xl border border-app bg-surface p-6" noValidate>
        <Field label={PROFILE.firstName} {...fieldProps(form, 'firstName')} autoComplete="given-name" />
        <CheckboxField label={PROFILE.discoverable} {...form.register('openToInvite')} />
        <FormFooter
          error={error}
          busy={update.isPending}
          submitLabel={PROFILE.saveProfile}
          cancelLabel={PROFILE.skipForNow}
          onCancel={skip}
          className="pt-2"
        />
      </form>
    </main>
  )
}
