import type { ComponentProps } from 'react'
import { Field } from '@/components/ui/field'
import * as AUTH from '@/messages/auth'

/** The 'Email' input of sign-in, sign-up and forgot-password: an e-mail keyboard, no autocorrect. */
export function EmailField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  return (
    <Field
      label={AUTH.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  )
}
