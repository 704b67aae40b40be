import type { ComponentProps } from 'react'
import { CheckboxField } from '@/components/ui/field'

/** The host's choice whether a claim on an unowned item waits for their yes (create and edit forms). */
export function ClaimsApprovalField(props: ComponentProps<'input'>) {
  return (
    <div className="space-y-1">
      <CheckboxField label="Claims need my approval" {...props} />
      <p className="pl-7 text-xs text-muted">
        Off: tapping an unclaimed item makes it yours at once (with Undo). You can always reassign.
      </p>
    </div>
  )
}
