import type { ComponentProps } from 'react'
import * as GUESTS from '@/messages/guests'
import { SettingCheckbox } from './claims-approval-field'

/** The host's choice whether someone with the code may join with only a first name (decision 053). */
export function GuestsAllowedField(props: ComponentProps<'input'>) {
  return <SettingCheckbox label={GUESTS.guestsAllowed} hint={GUESTS.guestsAllowedHint} {...props} />
}
