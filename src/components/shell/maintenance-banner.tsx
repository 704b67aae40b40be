import { lazyPart } from '@/components/ui/lazy-part'
import { useSiteStatus } from '@/lib/site-status'

// Shown only while maintenance is on: its code loads then (decision 026).
const MaintenanceNote = lazyPart(() => import('./maintenance-note').then((m) => m.default))

/** On every page while an admin has maintenance mode on (the server refuses non-admins' writes meanwhile). */
export function MaintenanceBanner() {
  const status = useSiteStatus()
  if (!status.data?.maintenanceMode) return null
  return <MaintenanceNote />
}
