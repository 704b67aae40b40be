import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { destinationAfterSignIn, rememberRedirect } from '@/components/shell/pending-join'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { FullPageSpinner } from '@/components/ui/spinner'
import { PUBLIC_PAGE } from '@/lib/page-handle'
import { meQueryKey, useSession } from '@/lib/session'
import * as AUTH from '@/messages/auth'
import { AuthCard } from './auth-card'
import { ForgotForm } from './forgot-form'
import { ModeTabs } from './mode-tabs'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export type Mode = 'signin' | 'signup' | 'forgot'

const COPY: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: AUTH.welcomeBack, subtitle: AUTH.signInSubtitle },
  signup: { title: AUTH.createYourAccount, subtitle: AUTH.signUpSubtitle },
  forgot: { title: AUTH.resetYourPassword, subtitle: AUTH.forgotSubtitle },
}
const CREATED_COPY = { title: AUTH.welcomeToOpentab, subtitle: AUTH.confirmSubtitle }

/** /auth: sign in, sign up (?mode=signup) and forgotten password (?mode=forgot). */
export const handle = PUBLIC_PAGE

export default function Component() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const qc = useQueryClient()
  const raw = params.get('mode')
  const mode: Mode = raw === 'signup' || raw === 'forgot' ? raw : 'signin'
  const [email, setEmail] = useState('')
  const stateMessage = (location.state as { message?: unknown } | null)?.message
  const [notice, setNotice] = useState<string | null>(typeof stateMessage === 'string' ? stateMessage : null)
  // Just signed up: the page greets them as new, not 'Welcome back'.
  const [created, setCreated] = useState(false)
  useTitle(mode === 'signup' ? AUTH.signUp : mode === 'forgot' ? AUTH.resetPassword : AUTH.signIn)

  // Old-style confirmation links put type=signup in the fragment; the confirm page handles them.
  useEffect(() => {
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''))
    if (hash.get('type') === 'signup') navigate(`/confirm-email${location.search}${location.hash}`, { replace: true })
  }, [location.hash, location.search, navigate])

  // Signed in (already, or just now): go on. The destination is computed once, since
  // computing it consumes the pending join code.
  const destination = useRef<string | null>(null)
  useEffect(() => {
    if (session.status !== 'signed-in') return
    destination.current ??= destinationAfterSignIn(params.get('redirect'))
    navigate(destination.current, { replace: true })
  }, [session.status, params, navigate])

  const setMode = (next: Mode) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next === 'signin') p.delete('mode')
        else p.set('mode', next)
        return p
      },
      { replace: true, state: null },
    )
    if (next !== 'signin') {
      setNotice(null)
      setCreated(false)
    }
  }

  const onCreated = (used: string) => {
    // The confirmation link signs them in and takes them where they were going; remember where.
    rememberRedirect(params.get('redirect'))
    setMode('signin')
    setCreated(true)
    setNotice(AUTH.accountCreated(used))
  }
  const copy = created && mode === 'signin' ? CREATED_COPY : COPY[mode]

  // Signed-in visitors are on their way elsewhere. While the session loads the form is drawn as for a
  // visitor (most are): it is what the prerendered page already shows (decision 025), so nothing changes.
  if (session.status === 'signed-in') return <FullPageSpinner />
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      {mode !== 'forgot' && <ModeTabs mode={mode} onChange={setMode} />}
      {notice && (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      )}
      {mode === 'signin' && (
        <SignInForm
          email={email}
          onEmail={setEmail}
          onForgot={() => setMode('forgot')}
          onSignedIn={async () => {
            await qc.refetchQueries({ queryKey: meQueryKey })
          }}
        />
      )}
      {mode === 'signup' && <SignUpForm email={email} onEmail={setEmail} onCreated={onCreated} />}
      {mode === 'forgot' && <ForgotForm email={email} onEmail={setEmail} onCancel={() => setMode('signin')} />}
    </AuthCard>
  )
}
