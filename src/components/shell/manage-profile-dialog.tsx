import { type FormEvent, useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import type { ProfileDto } from '@/domain/schemas/profile'
import { profileErrorMessage, useUpdateProfile } from './use-update-profile'

/** The 'Manage Profile' modal (spec section 2, profile): username, first name, read-only e-mail. */
export function ManageProfileDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: ProfileDto
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [username, setUsername] = useState(profile.username)
  const [firstName, setFirstName] = useState(profile.firstName ?? '')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateProfile()

  // Each opening starts from the saved values.
  useEffect(() => {
    if (!open) return
    setUsername(profile.username)
    setFirstName(profile.firstName ?? '')
    setError(null)
  }, [open, profile.username, profile.firstName])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!username.trim()) return setError('Username is required')
    try {
      await update.mutateAsync({ username: username.trim(), firstName })
      onOpenChange(false)
    } catch (err) {
      setError(profileErrorMessage(err))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Profile" description="Update how others see you.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          label="First Name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
          hint="Optional"
        />
        <Field
          label="Email"
          value={profile.email}
          readOnly
          hint="Note: Email cannot be changed"
          className="[&_input]:cursor-not-allowed [&_input]:bg-surface-2 [&_input]:text-muted"
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending} loading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
