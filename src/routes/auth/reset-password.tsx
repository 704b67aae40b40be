import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { resetPasswordFormSchema } from '@/domain/schemas/auth'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import { meQueryKey } from '@/lib/session'
import * as AUTH from '@/messages/auth'
import * as COMMON from '@/messages/common'
import { AuthCard } from './auth-card'
import { PasswordField } from './password-field'

const REDIRECT_MS = 2000 // docs/product.md#116-timings-people-see

/** /reset-password?token=…: choose a new password, then sign out everywhere and go to /auth. */
export default function Component() {
  useTitle(AUTH.resetPassword)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const qc = useQueryClient()
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirm: '' })
  const [linkBroken, setLinkBroken] = useState(!token)
  const error = token ? form.formState.errors.root?.message : AUTH.resetLinkInvalid
  const busy = form.formState.isSubmitting
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => navigate('/auth', { replace: true, state: { message: AUTH.passwordReset } }),
      REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate])

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const { error } = await authClient.resetPassword({ newPassword, token })
    if (error) {
      // A bad, expired or used token cannot be retried; a weak password can.
      setLinkBroken(error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')
      return form.setError('root', { message: authErrorMessage(error, AUTH.failedToResetPassword) })
    }
    // The server already ended every session; clear this browser's too.
    await authClient.signOut().catch(() => {})
    qc.setQueryData(meQueryKey, 'signed-out')
    setDone(true)
  })

  if (done)
    return (
      <AuthCard title={AUTH.resetPassword}>
        <div className="flex flex-col items-center py-4 text-center" role="status">
          <CheckCircle2 size={44} className="text-brand-500" aria-hidden="true" />
          <p className="mt-4 font-medium">{AUTH.passwordReset}</p>
          <p className="mt-1 text-sm text-muted">{AUTH.redirectingToLogin}</p>
        </div>
      </AuthCard>
    )

  return (
    <AuthCard title={AUTH.resetPassword} subtitle={AUTH.resetSubtitle}>
      <form method="post" onSubmit={submit} className="space-y-4" noValidate>
        {!linkBroken && (
          <>
            <PasswordField
              label={AUTH.newPassword}
              {...fieldProps(form, 'password')}
              autoComplete="new-password"
              hint={AUTH.passwordHint}
              required
            />
            <PasswordField
              label={AUTH.confirmPassword}
              {...fieldProps(form, 'confirm')}
              autoComplete="new-password"
              required
            />
          </>
        )}
        {error && (
          <Alert tone="error">
            {error}
            {linkBroken && (
              <>
                {' '}
                <Link to="/auth?mode=forgot" className="font-medium underline underline-offset-4">
                  {AUTH.requestNewResetLink}
                </Link>
              </>
            )}
          </Alert>
        )}
        {!linkBroken && (
          <Button type="submit" className="w-full" disabled={busy} loading={busy}>
            {busy ? COMMON.saving : AUTH.resetPasswordButton}
          </Button>
        )}
      </form>
    </AuthCard>
  )
}
