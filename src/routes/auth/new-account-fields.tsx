import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { CheckboxField, Field } from '@/components/ui/field'
import * as AUTH from '@/messages/auth'
import { PasswordField } from './password-field'

// The fields that make a new account, shared by sign-up and accept-invite so their labels, rules and
// autofill hints cannot drift apart. Each caller passes its form's fieldProps.

/** 'Username': its rule under it, no autocapitalise or spell check. */
export function UsernameField(props: Omit<ComponentProps<typeof Field>, 'label' | 'hint'>) {
  return (
    <Field
      label={AUTH.username}
      {...props}
      hint={AUTH.usernameHint}
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
    <PasswordField label={AUTH.password} {...props} hint={AUTH.passwordHint} autoComplete="new-password" required />
  )
}

/** 'I agree to the Terms of Service and Privacy Policy', required wherever an account is made (sign-up and an
 * invitation alike), with the two documents one tap away. */
export function TermsField({
  error,
  ...props
}: Omit<ComponentProps<typeof CheckboxField>, 'label'> & { error?: string }) {
  return (
    <div className="space-y-1">
      <CheckboxField label={AUTH.agreeToTerms} required {...props} />
      <p className="text-xs text-muted">
        {AUTH.read}{' '}
        <Link to="/terms" className="underline">
          {AUTH.termsOfService}
        </Link>{' '}
        {AUTH.and}{' '}
        <Link to="/privacy" className="underline">
          {AUTH.privacyPolicy}
        </Link>
        .
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
