import { useEffect } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { type ProfileDto, updateProfileSchema } from '@/domain/schemas/profile'
import * as ACCOUNT from '@/messages/account-more'
import { profileErrorMessage, useUpdateProfile } from './use-update-profile'

const schema = updateProfileSchema.pick({ username: true, firstName: true })

/** The 'Manage Profile' modal: username (required), first name (optional), read-only e-mail (it cannot be changed). */
export function ManageProfileDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: ProfileDto
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const form = useZodForm(schema, { username: profile.username, firstName: profile.firstName ?? '' })
  const update = useUpdateProfile()
  const { reset } = form

  // Each opening starts from the saved values.
  useEffect(() => {
    if (open) reset({ username: profile.username, firstName: profile.firstName ?? '' })
  }, [open, profile.username, profile.firstName, reset])

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body)
      onOpenChange(false)
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: profileErrorMessage(err) })
    }
  })
  const error = form.formState.errors.root?.message

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ACCOUNT.manageProfile}
      description={ACCOUNT.manageProfileIntro}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label={ACCOUNT.username}
          {...fieldProps(form, 'username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          label={ACCOUNT.firstName}
          {...fieldProps(form, 'firstName')}
          autoComplete="given-name"
          hint={ACCOUNT.optional}
        />
        <Field
          label={ACCOUNT.email}
          value={profile.email}
          readOnly
          hint={ACCOUNT.emailCannotChange}
          className="[&_input]:cursor-not-allowed [&_input]:bg-surface-2 [&_input]:text-muted"
        />
        <FormFooter
          error={error}
          busy={update.isPending}
          submitLabel={ACCOUNT.saveChanges}
          onCancel={() => onOpenChange(false)}
          className="pt-1"
        />
      </form>
    </Dialog>
  )
}
