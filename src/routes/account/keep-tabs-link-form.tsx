import { useMutation } from '@tanstack/react-query'
import { MailCheck } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { keepTabsLinkSchema } from '@/domain/schemas/guest'
import { errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import * as KEEP_TABS from '@/messages/keep-tabs'
import { EmailField } from '../auth/email-field'
import { TermsField } from '../auth/new-account-fields'

/**
 * Keep my tabs with a sign-in link (decision 054): the guest names an e-mail and the worker mails a link.
 * Whoever opens it, on this device or another, is signed in to that e-mail's account with these tabs.
 */
export function KeepTabsLinkForm() {
  const form = useZodForm(keepTabsLinkSchema, { email: '', terms: false })
  const send = useMutation({
    mutationFn: (body: { email: string; terms: boolean }) =>
      unwrap(client.api.me['keep-tabs'].link.$post({ json: body })),
    onError: (err) => form.setError('root', { message: errorMessage(err, KEEP_TABS.linkNotSent) }),
  })
  const submit = form.handleSubmit((body) => send.mutate(body))

  if (send.isSuccess) {
    return (
      <div role="status" className="mt-6 rounded-2xl border border-app bg-surface p-6 text-center">
        <MailCheck aria-hidden size={40} className="mx-auto text-brand-500" />
        <p className="mt-3 text-app">{KEEP_TABS.linkSent(send.data.email)}</p>
      </div>
    )
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4 rounded-2xl border border-app bg-surface p-6" noValidate>
      <p className="text-sm text-muted">{KEEP_TABS.linkIntro}</p>
      <EmailField {...fieldProps(form, 'email')} />
      <TermsField {...fieldProps(form, 'terms')} />
      {form.formState.errors.root?.message && <Alert tone="error">{form.formState.errors.root.message}</Alert>}
      <Button type="submit" className="w-full" disabled={send.isPending} loading={send.isPending}>
        {KEEP_TABS.sendLink}
      </Button>
    </form>
  )
}
