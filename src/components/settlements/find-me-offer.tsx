import { lazyPart } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useSession } from '@/lib/session'
import { useHydrated } from '@/lib/use-hydrated'

export const DISMISSED = 'opentab-find-me-offer-dismissed'

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1'
  } catch {
    return false
  }
}

// Shown on closed events to people not yet open to invites, once: its code loads only then (decision 026).
const FindMeOfferCard = lazyPart(() => import('./find-me-offer-card').then((m) => m.default))

/**
 * The end of an event is when people want to find each other again: on a closed event, someone who has
 * not chosen 'Allow others to find and invite me' is offered it once (Not now remembers the answer on
 * this device). People at the same event can find each other anyway; this opens them to everyone else.
 */
export function FindMeOffer({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const session = useSession()
  // After hydration only: the answer lives on this device, which the server cannot see.
  const hydrated = useHydrated()
  const profile = session.status === 'signed-in' ? session.me.profile : null
  if (!hydrated || snapshot.event.status !== 'closed' || !profile || profile.openToInvite || wasDismissed()) return null
  return <FindMeOfferCard className={className} />
}
