import { type FormEvent, useState } from 'react'
import { profileErrorMessage, useUpdateProfile } from '@/components/shell/use-update-profile'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CheckboxField, Field } from '@/components/ui/field'
import type { ProfileDto } from '@/domain/schemas/profile'

/** The inline 'Edit Profile' form. Unlike the original (spec section 2), it really saves. */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '')
  const [username, setUsername] = useState(profile.username)
  const [openToInvite, setOpenToInvite] = useState(profile.openToInvite)
  const [venmo, setVenmo] = useState(profile.paymentHandles.venmo ?? '')
  const [cashApp, setCashApp] = useState(profile.paymentHandles.cashApp ?? '')
  const [paypal, setPaypal] = useState(profile.paymentHandles.paypal ?? '')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateProfile()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!username.trim()) return setError('Username is required')
    try {
      await update.mutateAsync({ firstName, username: username.trim(), openToInvite, venmo, cashApp, paypal })
      onDone()
    } catch (err) {
      setError(profileErrorMessage(err))
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First Name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
        />
        <Field
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <CheckboxField
        label="Allow others to find and invite me to events"
        checked={openToInvite}
        onChange={(e) => setOpenToInvite(e.target.checked)}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-app">Payment handles (optional)</legend>
        <p className="text-xs text-muted">People who owe you get 'Pay with ...' links with the amount filled in.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Venmo"
            value={venmo}
            onChange={(e) => setVenmo(e.target.value)}
            placeholder="@username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            label="Cash App"
            value={cashApp}
            onChange={(e) => setCashApp(e.target.value)}
            placeholder="$cashtag"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            label="PayPal.me"
            value={paypal}
            onChange={(e) => setPaypal(e.target.value)}
            placeholder="paypal.me/name"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending} loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
