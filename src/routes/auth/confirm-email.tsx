import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { destinationAfterSignIn } from '@/components/shell/pending-join'
import { useTitle } from '@/components/shell/use-title'
import { Spinner } from '@/components/ui/spinner'
import { sameSitePath } from '@/domain/next-path'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import { meQueryKey, useSession } from '@/lib/session'
import * as AUTH from '@/messages/auth'
import { AuthCard } from './auth-card'
import { FailedNotice } from './failed-notice'

const REDIRECT_MS = 2000 // docs/product.md#116-timings-people-see

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string }

/**
 * /confirm-email?token=…: loading, 'Email Confirmed!' (then on after 2 s) or 'Confirmation Failed'.
 * A first confirmation also signs the person in (the worker's autoSignInAfterVerification), so they go
 * on to where they were going (a saved join code, the page they asked for, else the dashboard) and
 * are greeted as new there; a link used again only confirms, and sends them to sign in.
 */
export default function Component() {
  useTitle(AUTH.confirmEmail)
  const [params] = useSearchParams()
  const token = params.get('token')
  // Where the sign-up was going (a join, an invitation), carried by the link itself: it works in
  // whichever browser opens it, even one that never saw the sign-up (a mail app's).
  const next = params.get('next')
  const navigate = useNavigate()
  const session = useSession()
  const qc = useQueryClient()
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'error', message: AUTH.invalidConfirmationLink },
  )
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true // one request, even when effects run twice in development
    authClient
      .verifyEmail({ query: { token } })
      .then(async ({ error }) => {
        if (error)
          return setState({
            kind: 'error',
            message: authErrorMessage(error, AUTH.failedToConfirmEmail),
          })
        // The response may have signed them in: read the session again before saying where next. A read
        // that started before the confirmation (the page's first session check) is dropped, not reused.
        await qc.cancelQueries({ queryKey: meQueryKey })
        await qc.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' })
        setState({ kind: 'success' })
      })
      .catch(() => setState({ kind: 'error', message: AUTH.confirmError }))
  }, [token, qc])

  const signedIn = session.status === 'signed-in'
  useEffect(() => {
    if (state.kind !== 'success') return
    const timer = setTimeout(() => {
      if (signedIn) navigate(destinationAfterSignIn(next), { replace: true, state: { newAccount: true } })
      else {
        const redirect = sameSitePath(next)
        navigate(redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth', {
          replace: true,
          state: { message: AUTH.emailConfirmedSignIn },
        })
      }
    }, REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [state.kind, signedIn, navigate, next])

  return (
    <AuthCard title={AUTH.confirmYourEmail}>
      <div className="flex flex-col items-center py-4 text-center">
        {state.kind === 'loading' && (
          <>
            <Spinner className="scale-125" label={AUTH.confirmingYourEmail} />
            <p className="mt-4 text-muted">{AUTH.confirmingYourEmailEllipsis}</p>
          </>
        )}
        {state.kind === 'success' && (
          <div role="status" className="flex flex-col items-center">
            <CheckCircle2 size={44} className="text-brand-500" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-semibold">{AUTH.emailConfirmed}</h2>
            <p className="mt-1 text-sm text-muted">{signedIn ? AUTH.signedInTakingYouOn : AUTH.takingYouToSignIn}</p>
          </div>
        )}
        {state.kind === 'error' && <FailedNotice title={AUTH.confirmationFailed} message={state.message} />}
      </div>
    </AuthCard>
  )
}
