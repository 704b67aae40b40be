import type { ComponentProps } from 'react'
import { CheckboxField } from '@/components/ui/field'
import * as EVENTS from '@/messages/events-more'

/** The host's choice whether a claim on an unowned item waits for their yes (create and edit forms). */
export function ClaimsApprovalField(props: ComponentProps<'input'>) {
  return (
    <div className="space-y-1">
      <CheckboxField label={EVENTS.claimsNeedApproval} {...props} />
      <p className="pl-7 text-xs text-muted">{EVENTS.claimsNeedApprovalHint}</p>
    </div>
  )
}
