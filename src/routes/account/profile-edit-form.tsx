import { profileErrorMessage, useUpdateProfile } from '@/components/shell/use-update-profile'
import { CheckboxField, Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { type ProfileDto, updateProfileSchema } from '@/domain/schemas/profile'

// The optional payment handles: form field, visible label (its accessible name), example.
const HANDLE_FIELDS = [
  ['venmo', 'Venmo', '@username'],
  ['cashApp', 'Cash App', '$cashtag'],
  ['paypal', 'PayPal.me', 'paypal.me/name'],
] as const

/** The inline 'Edit Profile' form: Save writes the profile to the server, then closes the form. */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const form = useZodForm(updateProfileSchema, {
    firstName: profile.firstName ?? '',
    username: profile.username,
    openToInvite: profile.openToInvite,
    venmo: profile.paymentHandles.venmo ?? '',
    cashApp: profile.paymentHandles.cashApp ?? '',
    paypal: profile.paymentHandles.paypal ?? '',
  })
  const update = useUpdateProfile()

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body)
      onDone()
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: profileErrorMessage(err) })
    }
  })
  const error = form.formState.errors.root?.message

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" {...fieldProps(form, 'firstName')} autoComplete="given-name" />
        <Field
          label="Username"
          {...fieldProps(form, 'username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <CheckboxField label="Allow others to find and invite me to events" {...form.register('openToInvite')} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-app">Payment handles (optional)</legend>
        <p className="text-xs text-muted">People who owe you get 'Pay with ...' links with the amount filled in.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {HANDLE_FIELDS.map(([name, label, placeholder]) => (
            <Field
              key={name}
              label={label}
              {...fieldProps(form, name)}
              placeholder={placeholder}
              autoCapitalize="none"
              spellCheck={false}
            />
          ))}
        </div>
      </fieldset>
      <FormFooter error={error} busy={update.isPending} submitLabel="Save" onCancel={onDone} />
    </form>
  )
}
