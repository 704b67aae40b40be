import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { AdminUser } from '@/domain/schemas/admin'
import { useAdminUsers, useEditUser } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { useDates } from '@/lib/dates'
import { useSession } from '@/lib/session'
import * as ADMIN from '@/messages/admin'
import * as COMMON from '@/messages/common'
import { label, Pill, useListParams } from './list-controls'
import { Row, SearchableList } from './paged-list'
import { DeleteUserDialog, EditUserDialog, SuspendUserDialog } from './user-dialogs'

/** Users: newest first, search, paging; edit, suspend or reactivate, delete. */
export default function UsersTab() {
  const list = useListParams()
  const users = useAdminUsers(list.q, list.page)
  const edit = useEditUser()
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [deleting, setDeleting] = useState<AdminUser | null>(null)
  const [suspending, setSuspending] = useState<AdminUser | null>(null)
  const session = useSession()
  const dates = useDates()
  const myId = session.status === 'signed-in' ? session.me.profile.id : null
  // Suspend asks first (with a reason); Reactivate gives access back at once.
  const toggleStatus = (u: AdminUser) =>
    u.status === 'active' ? setSuspending(u) : edit.mutate({ id: u.id, body: { status: 'active' } })
  return (
    <SearchableList
      label={ADMIN.users}
      searchLabel={ADMIN.searchUsers}
      list={list}
      query={users}
      empty={ADMIN.noUsersFound}
      notice={edit.isError && <Alert tone="error">{errorMessage(edit.error, ADMIN.failedToUpdateUser)}</Alert>}
      row={(u) => (
        <Row key={u.id} label={u.username}>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-all font-medium">{u.username}</span>
              {u.firstName && <span className="text-sm text-muted">{u.firstName}</span>}
              <Pill tone={u.role === 'user' ? 'muted' : 'brand'}>{label(u.role)}</Pill>
              <Pill tone={u.status === 'active' ? 'good' : 'bad'}>{label(u.status)}</Pill>
            </div>
            <p className="mt-0.5 break-all text-sm text-muted">
              {u.email} · <span className="whitespace-nowrap">{ADMIN.joined(dates.format(u.createdAt, 'date'))}</span>
            </p>
          </div>
          <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
            <Button size="sm" variant="secondary" onClick={() => setEditing(u)}>
              {ADMIN.edit}
            </Button>
            {/* Nobody suspends or deletes their own account from here (the worker refuses it too). */}
            {u.id !== myId && (
              <>
                <Button size="sm" variant="secondary" onClick={() => toggleStatus(u)} disabled={edit.isPending}>
                  {u.status === 'active' ? ADMIN.suspend : ADMIN.reactivate}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(u)}>
                  {COMMON.delete}
                </Button>
              </>
            )}
          </div>
        </Row>
      )}
    >
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <SuspendUserDialog user={suspending} onClose={() => setSuspending(null)} />
    </SearchableList>
  )
}
