import { useQueryClient } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { SupportEmailLink } from '@/components/public/support-email'
import { Button } from '@/components/ui/button'
import { acknowledgeSuspension, meQueryKey } from '@/lib/session'
import * as SHELL from '@/messages/shell'

const SUSPENDED_TEXT = SHELL.accountSuspendedText

/** Full-screen notice for a suspended account, on any page. Signs the browser out as it shows. */
export function SuspendedNotice() {
  const qc = useQueryClient()
  const navigate = useNavigate()
  useEffect(() => {
    // The server has already ended every session; this clears the browser's cookie too.
    import('@/lib/auth-client').then(({ authClient }) => authClient.signOut()).catch(() => {})
  }, [])
  const returnHome = async () => {
    acknowledgeSuspension()
    // Home first, then the session is forgotten: the other order lets the signed-in shell's redirect to
    // sign-in win over this navigation, which finishes later (it may load the page's code).
    await navigate('/', { replace: true })
    qc.clear()
    qc.setQueryData(meQueryKey, 'signed-out')
  }
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-app p-6">
      <div
        role="alertdialog"
        aria-labelledby="suspended-title"
        aria-describedby="suspended-text"
        className="w-full max-w-md rounded-2xl border border-red-500/30 bg-surface p-8 text-center shadow-2xl"
      >
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-500/10 text-red-500">
          <ShieldAlert size={28} aria-hidden="true" />
        </span>
        <h1 id="suspended-title" className="mt-5 text-2xl font-semibold tracking-tight">
          {SHELL.accountSuspended}
        </h1>
        <p id="suspended-text" className="mt-3 text-muted">
          {SUSPENDED_TEXT}
        </p>
        <p className="mt-2 text-sm text-muted">
          {SHELL.support} <SupportEmailLink />
        </p>
        <Button className="mt-8 w-full" onClick={returnHome}>
          {SHELL.returnToHome}
        </Button>
      </div>
    </div>
  )
}
