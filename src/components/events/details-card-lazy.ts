import { lazyPart } from '@/components/ui/lazy-part'
import { loadBeforeHydration } from '@/lib/before-hydration'
import { isNarrowScreen } from '@/lib/use-narrow-screen'

// The details card (its receipt photo, invite, edit and delete) is on a wide screen's first view, but on
// a phone only behind Show Details: phones load it when it is asked for (decision 026). A wide screen
// starts loading it with the event page, alongside the snapshot, so it draws with the rest (and, when the
// server drew it, before the page hydrates).
export const DetailsCard = lazyPart(() => import('./details-card').then((m) => m.DetailsCard))
if (!isNarrowScreen()) loadBeforeHydration(DetailsCard.load)
