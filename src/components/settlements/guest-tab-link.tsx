import { lazyPart } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useHydrated } from '@/lib/use-hydrated'

// Only a guest account sees it, so its code loads only for one (decision 026).
const TabLinkCard = lazyPart(() => import('./tab-link-card').then((m) => m.default))

/**
 * The guest's own tab link card (decision 055), on the event page of a guest account only. Drawn once the
 * page is the browser's: a button the server drew would wait for its code, and an early tap would be lost.
 */
export function GuestTabLink({ snapshot }: { snapshot: EventSnapshot }) {
  const hydrated = useHydrated()
  const isGuest = snapshot.participants.some((p) => p.userId === snapshot.viewerId && p.isGuest)
  return hydrated && isGuest ? <TabLinkCard eventId={snapshot.event.id} /> : null
}
