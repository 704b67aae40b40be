import { useSearchParams } from 'react-router'
import { confirmationCallback } from '@/components/shell/pending-join'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { signUpFormSchema } from '@/domain/schemas/auth'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import * as AUTH from '@/messages/auth'
import { EmailField } from './email-field'
import { NewPasswordField, TermsField, UsernameField } from './new-account-fields'

/** Username, e-mail, password (all required) and the Terms box, as on an invitation. The server has the final
 * word on the fields. */
export function SignUpForm({
  email,
  onEmail,
  onCreated,
}: {
  email: string
  onEmail: (email: string) => void
  onCreated: (email: string) => void
}) {
  const [params] = useSearchParams()
  const form = useZodForm(signUpFormSchema, { username: '', email, password: '', terms: false })
  const serverError = form.formState.errors.root?.message
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async ({ username, email, password }) => {
    const { error } = await authClient.signUp.email({
      name: username, // better-auth's `name` carries the username
      email,
      password,
      // Where they were going (a join, an invitation) travels in the mail's link (decision 049).
      callbackURL: confirmationCallback(params.get('redirect')),
    })
    if (error) return form.setError('root', { message: authErrorMessage(error, AUTH.signUpFailed) })
    onCreated(email)
  })

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <UsernameField {...fieldProps(form, 'username')} />
      <EmailField {...fieldProps(form, 'email', onEmail)} />
      <NewPasswordField {...fieldProps(form, 'password')} />
      <TermsField {...fieldProps(form, 'terms')} />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Button type="submit" className="w-full" disabled={busy} loading={busy}>
        {busy ? AUTH.creatingAccount : AUTH.signUp}
      </Button>
    </form>
  )
}
