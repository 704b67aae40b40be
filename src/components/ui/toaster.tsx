import { useSyncExternalStore } from 'react'
import { toasterWanted } from '@/lib/toast'
import { lazyPart } from './lazy-part'

// sonner loads with the first toast, not with the page (decision 026; src/lib/toast.ts).
const SonnerToaster = lazyPart(() => import('./sonner-toaster').then((m) => m.SonnerToaster))

export function Toaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false)
  return wanted ? <SonnerToaster /> : null
}
