import { UserRound } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { authClient } from '@/lib/auth-client'
import * as ACCOUNT from '@/messages/account-more'
import { dismissedToday, recordDismissal } from './profile-modal-storage'

/**
 * Reminds people without a first name to complete their profile: a quiet banner on the dashboard, not a
 * dialog over it (issue 46: it interrupted a newcomer's first minute). It takes no focus and covers nothing;
 * 'Maybe Later' puts it away for the day and the session (docs/product.md#34-dashboard; kept as
 * profile_modal_dismissed), and better-auth's session id tells one sign-in from the next. The dashboard
 * leaves it out on a new account's welcome.
 */
export function ProfileReminder() {
  const { data, isPending } = authClient.useSession()
  const { state } = useLocation()
  const headingId = useId()
  const sessionId = data?.session.id ?? ''
  const [closedNow, setClosedNow] = useState(false)
  if (isPending || !sessionId || closedNow) return null
  if (dismissedToday(sessionId)) return null

  const dismiss = () => {
    recordDismissal(sessionId)
    setClosedNow(true)
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-app bg-surface p-4 sm:flex-row sm:items-center"
    >
      <UserRound size={20} className="hidden shrink-0 text-brand-500 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-app">
          {ACCOUNT.completeYourProfile}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{ACCOUNT.completeProfileWhy}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={dismiss}>
          {ACCOUNT.maybeLater}
        </Button>
        <Button asChild size="sm" className="flex-1 sm:flex-none">
          {/* The dashboard's state travels there and back. */}
          <Link to="/complete-profile" state={state} onClick={() => setClosedNow(true)}>
            {ACCOUNT.completeProfile}
          </Link>
        </Button>
      </div>
    </section>
  )
}
