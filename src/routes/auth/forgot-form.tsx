import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { forgotFormSchema } from '@/domain/schemas/auth'
import { authClient, authErrorMessage } from '@/lib/auth-client'
import * as AUTH from '@/messages/auth'
import * as COMMON from '@/messages/common'
import { EmailField } from './email-field'

/** 'Forgot your password?' mode: one e-mail field, 'Send Reset Link' and 'Cancel'. */
export function ForgotForm({
  email,
  onEmail,
  onCancel,
}: {
  email: string
  onEmail: (email: string) => void
  onCancel: () => void
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const form = useZodForm(forgotFormSchema, { email })
  const error = form.formState.errors.root?.message

  const submit = form.handleSubmit(async ({ email }) => {
    setState('sending')
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' })
    if (error) {
      setState('idle')
      return form.setError('root', { message: authErrorMessage(error, AUTH.failedToSendResetLink) })
    }
    setState('sent')
  })

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <EmailField {...fieldProps(form, 'email', onEmail)} />
      {error && <Alert tone="error">{error}</Alert>}
      {state === 'sent' && <Alert tone="success">{AUTH.resetLinkSent}</Alert>}
      <div className="flex flex-col gap-2">
        <Button type="submit" className="w-full" disabled={state === 'sending'} loading={state === 'sending'}>
          {state === 'sending' ? AUTH.sending : AUTH.sendResetLink}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
          {COMMON.cancel}
        </Button>
      </div>
    </form>
  )
}
