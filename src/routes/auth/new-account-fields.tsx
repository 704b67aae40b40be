import type { ComponentProps } from 'react'
import { Field } from '@/components/ui/field'
import { PasswordField } from './password-field'

// The fields that make a new account, shared by sign-up and accept-invite so their labels, rules and
// autofill hints cannot drift apart. Each caller passes its form's fieldProps.

/** 'Username': its rule under it, no autocapitalise or spell check. */
export function UsernameField(props: Omit<ComponentProps<typeof Field>, 'label' | 'hint'>) {
  return (
    <Field
      label="Username"
      {...props}
      hint="3-30 letters, digits, _ or ."
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
    />
  )
}

/** 'Password' for a new account: its rule under it; the browser may offer to generate and save one. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label' | 'hint'>) {
  return (
    <PasswordField
      label="Password"
      {...props}
      hint="At least 8 characters. Avoid common passwords."
      autoComplete="new-password"
      required
    />
  )
}
