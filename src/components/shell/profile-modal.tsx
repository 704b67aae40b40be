import { UserRound } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { authClient } from '@/lib/auth-client'
import * as ACCOUNT from '@/messages/account-more'
import { dismissedToday, recordDismissal } from './profile-modal-storage'

/**
 * Reminds people without a first name to complete their profile. Mounted only on the dashboard
 * and only while the first name is empty; better-auth's session id tells one sign-in from the next.
 */
export function ProfileModal() {
  const { data, isPending } = authClient.useSession()
  const { state } = useLocation()
  const sessionId = data?.session.id ?? ''
  const [closedNow, setClosedNow] = useState(false)
  if (isPending || !sessionId || closedNow) return null
  if (dismissedToday(sessionId)) return null

  const dismiss = () => {
    recordDismissal(sessionId)
    setClosedNow(true)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dismiss()}
      title={ACCOUNT.completeYourProfile}
      description={ACCOUNT.completeProfileWhy}
    >
      <div className="flex items-center gap-3 rounded-xl border border-app bg-surface-2 p-4 text-sm text-muted">
        <UserRound size={20} className="shrink-0 text-brand-500" aria-hidden="true" />
        {ACCOUNT.completeProfileHow}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dismiss}>
          {ACCOUNT.maybeLater}
        </Button>
        <Button asChild>
          {/* The dashboard's state (e.g. a brand-new account) travels there and back. */}
          <Link to="/complete-profile" state={state} onClick={() => setClosedNow(true)}>
            {ACCOUNT.completeProfile}
          </Link>
        </Button>
      </div>
    </Dialog>
  )
}
