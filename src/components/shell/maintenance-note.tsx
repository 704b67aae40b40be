import { Wrench } from 'lucide-react'
import * as SHELL from '@/messages/shell'

/** The banner itself (maintenance-banner.tsx decides when it shows; its code loads only then). */
export default function MaintenanceNote() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <Wrench size={16} aria-hidden="true" className="shrink-0" />
      <span>{SHELL.maintenance}</span>
    </div>
  )
}
