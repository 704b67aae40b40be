import { CurrencyOptions } from '@/components/events/currency-field'
import { profileErrorMessage, useUpdateProfile } from '@/components/shell/use-update-profile'
import { CheckboxField, Field, SelectField, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { currencyForLocale } from '@/domain/locale-currency'
import type { ProfileDto } from '@/domain/schemas/profile'
import { profileFormSchema } from '@/domain/schemas/profile-form'
import { useViewerLocale } from '@/lib/viewer-locale'
import * as COMMON from '@/messages/common'
import * as PROFILE from '@/messages/profile'

// The optional payment handles: form field, visible label (its accessible name), example.
const HANDLE_FIELDS = [
  ['venmo', 'Venmo', '@username'],
  ['cashApp', PROFILE.cashApp, '$cashtag'],
  ['paypal', 'PayPal.me', 'paypal.me/name'],
] as const

/** The inline 'Edit Profile' form: Save writes the profile to the server, then closes the form. */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const locale = useViewerLocale()
  const form = useZodForm(profileFormSchema, {
    firstName: profile.firstName ?? '',
    username: profile.username,
    openToInvite: profile.openToInvite,
    venmo: profile.paymentHandles.venmo ?? '',
    cashApp: profile.paymentHandles.cashApp ?? '',
    paypal: profile.paymentHandles.paypal ?? '',
    defaultCurrency: profile.defaultCurrency ?? '',
    paymentNote: profile.paymentNote ?? '',
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
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={PROFILE.editProfile}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={PROFILE.firstName} {...fieldProps(form, 'firstName')} autoComplete="given-name" />
        <Field
          label={PROFILE.username}
          {...fieldProps(form, 'username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <CheckboxField label={PROFILE.discoverable} {...form.register('openToInvite')} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-app">{PROFILE.paymentHandlesOptional}</legend>
        <p className="text-xs text-muted">{PROFILE.payHandlesHint}</p>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={PROFILE.defaultCurrency}
          hint={PROFILE.defaultCurrencyHint}
          {...fieldProps(form, 'defaultCurrency')}
        >
          <option value="">{PROFILE.currencyFromBrowser(currencyForLocale(locale))}</option>
          <CurrencyOptions />
        </SelectField>
        <TextareaField
          label={PROFILE.paymentNote}
          hint={PROFILE.paymentNoteHint}
          {...fieldProps(form, 'paymentNote')}
          rows={3}
          spellCheck={false}
        />
      </div>
      <FormFooter error={error} busy={update.isPending} submitLabel={COMMON.save} onCancel={onDone} />
    </form>
  )
}
