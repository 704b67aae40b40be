import { Wrench } from 'lucide-react'
import { useSiteStatus } from '@/lib/site-status'
import * as SHELL from '@/messages/shell'

const MAINTENANCE_BANNER = SHELL.maintenance

/** On every page while an admin has maintenance mode on (the server refuses non-admins' writes meanwhile). */
export function MaintenanceBanner() {
  const status = useSiteStatus()
  if (!status.data?.maintenanceMode) return null
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <Wrench size={16} aria-hidden="true" className="shrink-0" />
      <span>{MAINTENANCE_BANNER}</span>
    </div>
  )
}
