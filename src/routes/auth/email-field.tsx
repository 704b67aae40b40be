import type { InputHTMLAttributes } from 'react'
import { Field } from '@/components/ui/field'

/** The 'Email' input of sign-in, sign-up and forgot-password: an e-mail keyboard, no autocorrect. */
export function EmailField({
  value,
  onValueChange,
  ...rest
}: { value: string; onValueChange: (value: string) => void; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  return (
    <Field
      label="Email"
      type="email"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...rest}
    />
  )
}
