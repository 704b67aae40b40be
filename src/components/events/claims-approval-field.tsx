import type { ComponentProps } from 'react'
import { CheckboxField } from '@/components/ui/field'
import * as EVENTS from '@/messages/events-more'

/** One of the event's on/off settings: the box and, under it, what it means (create and edit forms). */
export function SettingCheckbox({ label, hint, ...props }: ComponentProps<'input'> & { label: string; hint: string }) {
  return (
    <div className="space-y-1">
      <CheckboxField label={label} {...props} />
      <p className="pl-7 text-xs text-muted">{hint}</p>
    </div>
  )
}

/** The host's choice whether a claim on an unowned item waits for their yes (create and edit forms). */
export function ClaimsApprovalField(props: ComponentProps<'input'>) {
  return <SettingCheckbox label={EVENTS.claimsNeedApproval} hint={EVENTS.claimsNeedApprovalHint} {...props} />
}
