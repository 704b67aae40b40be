import { useState } from 'react'
import { useUpdateProfile } from '@/components/shell/use-update-profile'
import { Button } from '@/components/ui/button'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useHydrated } from '@/lib/use-hydrated'
import * as MY_TAB from '@/messages/my-tab'

const DISMISSED = 'opentab-find-me-offer-dismissed'

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1'
  } catch {
    return false
  }
}

/**
 * The end of an event is when people want to find each other again: on a closed event, someone who has
 * not chosen 'Allow others to find and invite me' is offered it once (Not now remembers the answer on
 * this device). People at the same event can find each other anyway; this opens them to everyone else.
 */
export function FindMeOffer({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const session = useSession()
  const update = useUpdateProfile()
  // After hydration only: the answer lives on this device, which the server cannot see.
  const hydrated = useHydrated()
  const [hidden, setHidden] = useState(false)
  const profile = session.status === 'signed-in' ? session.me.profile : null
  if (!hydrated || snapshot.event.status !== 'closed' || !profile || profile.openToInvite || hidden || wasDismissed())
    return null
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED, '1')
    } catch {}
    setHidden(true)
  }
  const allow = async () => {
    try {
      await update.mutateAsync({ openToInvite: true })
      toast.success(MY_TAB.foundNow)
    } catch {
      toast.error(MY_TAB.profileUpdateFailed)
    }
  }
  return (
    <section
      aria-label={MY_TAB.beFound}
      className={cn('space-y-2 rounded-2xl border border-app bg-surface p-4', className)}
    >
      <p className="font-semibold text-app">{MY_TAB.letPeopleFindYou}</p>
      <p className="text-sm text-muted">{MY_TAB.beFoundExplained}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={allow} disabled={update.isPending} loading={update.isPending}>
          {MY_TAB.allow}
        </Button>
        <Button size="sm" variant="secondary" onClick={notNow}>
          {MY_TAB.notNow}
        </Button>
      </div>
    </section>
  )
}
