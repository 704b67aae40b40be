import { type FormEvent, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { USERNAME_RULE } from '@/domain/username'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import { EmailField } from './email-field'
import { PasswordField } from './password-field'

type Errors = Partial<Record<'username' | 'email' | 'password', string>>

/** Username, e-mail, password (all required, spec section 5). The server has the final word. */
export function SignUpForm({
  email,
  onEmail,
  onCreated,
}: {
  email: string
  onEmail: (email: string) => void
  onCreated: (email: string) => void
}) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const validate = (): Errors => {
    const found: Errors = {}
    if (!username.trim()) found.username = 'Username is required'
    else if (!USERNAME_RULE.pattern.test(username.trim())) found.username = USERNAME_RULE.message
    if (!email.trim()) found.email = 'Email is required'
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = 'Enter a valid e-mail address'
    if (!password) found.password = 'Password is required'
    return found
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setServerError(null)
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    const { error } = await authClient.signUp.email({
      name: username.trim(), // better-auth's `name` carries the username
      email: email.trim(),
      password,
      callbackURL: '/confirm-email',
    })
    setBusy(false)
    if (error) return setServerError(authErrorMessage(error, 'Sign up failed. Please try again.'))
    onCreated(email.trim())
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label="Username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        hint="3-30 letters, digits, _ or ."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <EmailField value={email} onValueChange={onEmail} error={errors.email} />
      <PasswordField
        label="Password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="At least 8 characters. Avoid common passwords."
        autoComplete="new-password"
        required
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Button type="submit" className="w-full" disabled={busy} loading={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  )
}
