import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { confirmationCallback } from '@/components/shell/pending-join'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { signInFormSchema } from '@/domain/schemas/auth'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import * as AUTH from '@/messages/auth'
import { EmailField } from './email-field'
import { PasswordField } from './password-field'

type Problem = { kind: 'unconfirmed' } | { kind: 'error'; message: string } | null

/** E-mail + password. 'Email not confirmed' offers to resend the confirmation mail, since the first may be lost. */
export function SignInForm({
  email,
  onEmail,
  onSignedIn,
  onForgot,
}: {
  email: string
  onEmail: (email: string) => void
  onSignedIn: () => Promise<void>
  onForgot: () => void
}) {
  const [params] = useSearchParams()
  const form = useZodForm(signInFormSchema, { email, password: '' })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | string>('idle')

  const reset = () => {
    setProblem(null)
    setResend('idle')
  }
  const submit = form.handleSubmit(async ({ email, password }) => {
    reset()
    setBusy(true)
    const { error } = await authClient.signIn.email({ email, password })
    if (error) {
      setBusy(false)
      if (error.code === 'EMAIL_NOT_VERIFIED') return setProblem({ kind: 'unconfirmed' })
      return setProblem({ kind: 'error', message: authErrorMessage(error, AUTH.signInFailed) })
    }
    await onSignedIn()
  }, reset)
  // The schema's one message when a box is empty ('Enter your e-mail and password').
  const missing = form.formState.errors.root?.message

  const resendMail = async () => {
    setResend('sending')
    const { error } = await authClient.sendVerificationEmail({
      email: email.trim(),
      callbackURL: confirmationCallback(params.get('redirect')),
    })
    setResend(error ? authErrorMessage(error, AUTH.failedToSendVerification) : 'sent')
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <EmailField {...fieldProps(form, 'email', onEmail)} />
      <div className="space-y-1.5">
        <PasswordField
          label={AUTH.password}
          {...fieldProps(form, 'password')}
          autoComplete="current-password"
          required
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgot}
            className="text-sm font-medium text-brand-700 underline-offset-4 dark:text-brand-400 hover:underline"
          >
            {AUTH.forgotYourPassword}
          </button>
        </div>
      </div>
      {missing && <Alert tone="error">{missing}</Alert>}
      {problem?.kind === 'error' && <Alert tone="error">{problem.message}</Alert>}
      {problem?.kind === 'unconfirmed' && (
        <Alert tone="error" className="space-y-2">
          <p className="font-medium">{AUTH.emailNotConfirmed}</p>
          <p className="text-muted">{AUTH.openConfirmationLink}</p>
          {resend === 'sent' ? null : (
            <Button type="button" variant="secondary" size="sm" onClick={resendMail} disabled={resend === 'sending'}>
              {resend === 'sending' ? AUTH.sending : AUTH.resendVerificationEmail}
            </Button>
          )}
          {resend !== 'idle' && resend !== 'sending' && resend !== 'sent' && <p>{resend}</p>}
        </Alert>
      )}
      {resend === 'sent' && <Alert tone="success">{AUTH.verificationSent}</Alert>}
      <Button type="submit" className="w-full" disabled={busy} loading={busy}>
        {busy ? AUTH.signingIn : AUTH.signIn}
      </Button>
    </form>
  )
}
