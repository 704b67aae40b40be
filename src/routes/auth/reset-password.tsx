import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import { meQueryKey } from '@/lib/session'
import { AuthCard } from './auth-card'
import { PasswordField } from './password-field'

const REDIRECT_MS = 2000 // spec section 9

/** /reset-password?token=…: choose a new password, then sign out everywhere and go to /auth. */
export function Component() {
  useTitle('Reset password')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const qc = useQueryClient()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(token ? null : 'This password reset link is invalid.')
  const [linkBroken, setLinkBroken] = useState(!token)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => navigate('/auth', { replace: true, state: { message: 'Password has been reset successfully!' } }),
      REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!password || !confirm) return setError('Both fields are required')
    if (password !== confirm) return setError('Passwords do not match')
    setBusy(true)
    const { error } = await authClient.resetPassword({ newPassword: password, token })
    setBusy(false)
    if (error) {
      // A bad, expired or used token cannot be retried; a weak password can.
      setLinkBroken(error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')
      return setError(authErrorMessage(error, 'Failed to reset password'))
    }
    // The server already ended every session; clear this browser's too.
    await authClient.signOut().catch(() => {})
    qc.setQueryData(meQueryKey, 'signed-out')
    setDone(true)
  }

  if (done)
    return (
      <AuthCard title="Reset password">
        <div className="flex flex-col items-center py-4 text-center" role="status">
          <CheckCircle2 size={44} className="text-brand-500" aria-hidden="true" />
          <p className="mt-4 font-medium">Password has been reset successfully!</p>
          <p className="mt-1 text-sm text-muted">Redirecting you to login...</p>
        </div>
      </AuthCard>
    )

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {!linkBroken && (
          <>
            <PasswordField
              label="New Password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              hint="At least 8 characters. Avoid common passwords."
              required
            />
            <PasswordField
              label="Confirm Password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
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
                  Request a new reset link
                </Link>
              </>
            )}
          </Alert>
        )}
        {!linkBroken && (
          <Button type="submit" className="w-full" disabled={busy} loading={busy}>
            {busy ? 'Saving...' : 'Reset Password'}
          </Button>
        )}
      </form>
    </AuthCard>
  )
}
