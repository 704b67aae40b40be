import { Pencil, Settings2 } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/shell/avatar'
import { ManageProfileDialog } from '@/components/shell/manage-profile-dialog'
import { useSignOutAction } from '@/components/shell/use-sign-out-action'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useDates } from '@/lib/dates'
import { useSession } from '@/lib/session'
import * as PROFILE from '@/messages/profile'
import { ProfileEditForm } from './profile-edit-form'

/** /profile: who you are here, with Edit Profile (inline), Manage Profile (modal) and Sign Out. */
export default function Component() {
  useTitle(PROFILE.profile)
  const session = useSession()
  const [editing, setEditing] = useState(false)
  const [managing, setManaging] = useState(false)
  const [signOutError, setSignOutError] = useState<string | null>(null)
  const signOut = useSignOutAction(setSignOutError)
  const dates = useDates()
  if (session.status !== 'signed-in') return <Alert tone="error">{PROFILE.notAuthenticated}</Alert>
  const { profile } = session.me
  const rows: Array<[string, string]> = [
    [PROFILE.firstNameLabel, profile.firstName || PROFILE.notSet],
    [PROFILE.username, profile.username],
    [PROFILE.email, profile.email],
    [PROFILE.memberSince, dates.format(profile.createdAt, 'longDate')],
  ]

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{PROFILE.profile}</h1>
      <section className="mt-6 overflow-hidden rounded-2xl border border-app bg-surface">
        <div className="flex items-center gap-4 border-b border-app p-5 sm:p-6">
          <Avatar name={profile.firstName || profile.username} className="h-14 w-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{profile.firstName || profile.username}</p>
            <p className="truncate text-sm text-muted">@{profile.handle}</p>
          </div>
        </div>
        <div className="p-5 sm:p-6">
          {editing ? (
            <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {rows.map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
                  <dd className="mt-1 [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {!editing && (
          <div className="flex flex-col gap-2 border-t border-app bg-surface-2/40 p-4 sm:flex-row sm:justify-end sm:px-6">
            <Button variant="secondary" onClick={() => setManaging(true)}>
              <Settings2 size={16} aria-hidden="true" /> {PROFILE.manageProfile}
            </Button>
            <Button onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" /> {PROFILE.editProfileButton}
            </Button>
          </div>
        )}
      </section>
      <section className="mt-6 flex flex-col gap-3 rounded-2xl border border-app bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="font-medium">{PROFILE.signOut}</h2>
          <p className="text-sm text-muted">{PROFILE.signOutHint}</p>
        </div>
        <Button variant="secondary" className="text-red-700 dark:text-red-400" onClick={signOut}>
          {PROFILE.signOutButton}
        </Button>
      </section>
      {signOutError && (
        <Alert tone="error" className="mt-4">
          {signOutError}
        </Alert>
      )}
      <ManageProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />
    </main>
  )
}
