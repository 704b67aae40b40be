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
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateProfile()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!username.trim()) return setError('Username is required')
    try {
      await update.mutateAsync({ firstName, username: username.trim(), openToInvite })
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
