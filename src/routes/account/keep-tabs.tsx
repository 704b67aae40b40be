import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { SegmentTabs } from '@/components/ui/segment-tabs'
import { keepTabsSchema } from '@/domain/schemas/guest'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { meQueryKey, useSession } from '@/lib/session'
import * as AUTH from '@/messages/auth'
import * as KEEP_TABS from '@/messages/keep-tabs'
import { EmailField } from '../auth/email-field'
import { NewPasswordField, TermsField } from '../auth/new-account-fields'
import { KeepTabsLinkForm } from './keep-tabs-link-form'

const HOW = [
  ['password', KEEP_TABS.withPassword],
  ['link', KEEP_TABS.withLink],
] as const

/**
 * /keep-tabs (decision 053): a guest adds an e-mail and a password and its account becomes a full one,
 * keeping everything. When the e-mail already has an account, signing in to it brings the tabs along.
 * Or, instead of a password, a sign-in link by e-mail (decision 054, keep-tabs-link-form.tsx).
 */
export default function Component() {
  useTitle(KEEP_TABS.keepTitle)
  const session = useSession()
  const navigate = useNavigate()
  const qc = useQueryClient()
  const form = useZodForm(keepTabsSchema, { email: '', password: '', terms: false })
  const [hasAccount, setHasAccount] = useState(false)
  const [how, setHow] = useState<'password' | 'link'>('password')
  const keep = useMutation({
    mutationFn: (body: { email: string; password: string; terms: boolean }) =>
      unwrap(client.api.me['keep-tabs'].$post({ json: body })),
    onMutate: () => setHasAccount(false),
    onSuccess: () => void qc.invalidateQueries({ queryKey: meQueryKey }),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.code === 'email_has_account') return setHasAccount(true)
      form.setError('root', { message: errorMessage(err, AUTH.signUpFailed) })
    },
  })
  const merge = useMutation({
    mutationFn: async () => {
      // better-auth's client loads only here; signing in with this guest's session merges the guest.
      const { authClient, authErrorMessage } = await import('@/lib/auth-client')
      const { email, password } = form.getValues()
      const { error } = await authClient.signIn.email({ email, password })
      if (error) throw new Error(authErrorMessage(error, AUTH.signInFailed))
    },
    onSuccess: async () => {
      await qc.invalidateQueries()
      navigate('/dashboard', { replace: true })
    },
  })
  const isGuest = session.status === 'signed-in' && session.me.user.isGuest
  const submit = form.handleSubmit((body) => keep.mutate(body))

  if (keep.isSuccess || (session.status === 'signed-in' && !isGuest)) {
    return (
      <main className="mx-auto w-full max-w-lg px-4 py-10">
        <div role="status" className="rounded-2xl border border-app bg-surface p-6 text-center">
          <CheckCircle2 aria-hidden size={40} className="mx-auto text-brand-500" />
          <p className="mt-3 text-app">{KEEP_TABS.kept}</p>
        </div>
      </main>
    )
  }

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{KEEP_TABS.keepTitle}</h1>
      <SegmentTabs label={KEEP_TABS.keepHow} tabs={HOW} value={how} onChange={setHow} className="mt-6" />
      {how === 'link' ? (
        <KeepTabsLinkForm />
      ) : (
        <>
          <p className="mt-4 text-muted">{KEEP_TABS.keepIntro}</p>
          <form onSubmit={submit} className="mt-6 space-y-4 rounded-2xl border border-app bg-surface p-6" noValidate>
            <EmailField {...fieldProps(form, 'email')} />
            <NewPasswordField {...fieldProps(form, 'password')} />
            <TermsField {...fieldProps(form, 'terms')} />
            {form.formState.errors.root?.message && <Alert tone="error">{form.formState.errors.root.message}</Alert>}
            <Button type="submit" className="w-full" disabled={keep.isPending} loading={keep.isPending}>
              {KEEP_TABS.keepButton}
            </Button>
          </form>
          {hasAccount && (
            <div className="mt-4 space-y-3">
              <Alert tone="info">{KEEP_TABS.emailHasAccount}</Alert>
              {merge.error && <Alert tone="error">{merge.error.message}</Alert>}
              <Button
                variant="secondary"
                className="w-full"
                onClick={() => merge.mutate()}
                disabled={merge.isPending}
                loading={merge.isPending}
              >
                {KEEP_TABS.signInAndMerge}
              </Button>
            </div>
          )}
        </>
      )}
    </main>
  )
}
