import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTitle } from '@/components/shell/use-title'
import { Spinner } from '@/components/ui/spinner'
import { meQueryKey } from '@/lib/session'
import * as KEEP_TABS from '@/messages/keep-tabs'
import { AuthCard } from './auth-card'
import { FailedNotice } from './failed-notice'

const REDIRECT_MS = 2000 // as after a confirmed e-mail (spec section 9)

type State = 'opening' | 'signed-in' | 'failed'

/**
 * /sign-in-link?token=… (decision 054): the link a guest asked for to keep its tabs. Opening it, in any
 * browser, signs in to the e-mail's account; the worker merges the guest that asked into it. A used,
 * expired or made-up token signs nobody in (better-auth answers with a redirect, not a session).
 */
export default function Component() {
  useTitle(KEEP_TABS.linkTitle)
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const qc = useQueryClient()
  const [state, setState] = useState<State>(token ? 'opening' : 'failed')
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true // one request: the token works once
    fetch(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`, { redirect: 'manual' })
      .then(async (res) => {
        if (!res.ok) return setState('failed')
        await qc.cancelQueries({ queryKey: meQueryKey })
        await qc.invalidateQueries()
        setState('signed-in')
      })
      .catch(() => setState('failed'))
  }, [token, qc])

  useEffect(() => {
    if (state !== 'signed-in') return
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [state, navigate])

  return (
    <AuthCard title={KEEP_TABS.linkTitle}>
      <div className="flex flex-col items-center py-4 text-center">
        {state === 'opening' && <Spinner className="scale-125" label={KEEP_TABS.openingLink} />}
        {state === 'signed-in' && (
          <div role="status" className="flex flex-col items-center">
            <CheckCircle2 size={44} className="text-brand-500" aria-hidden="true" />
            <p className="mt-4 text-app">{KEEP_TABS.linkSignedIn}</p>
          </div>
        )}
        {state === 'failed' && <FailedNotice title={KEEP_TABS.linkFailedTitle} message={KEEP_TABS.linkFailed} />}
      </div>
    </AuthCard>
  )
}
