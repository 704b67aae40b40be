import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { AdminUser } from '@/domain/schemas/admin'
import { useAdminUsers, useEditUser } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { ListFooter, label, Pill, SearchBox, useListParams } from './list-controls'
import { Loading } from './overview-tab'
import { DeleteUserDialog, EditUserDialog } from './user-dialogs'

/** Users: newest first, search, paging; edit, suspend or reactivate, delete. */
export default function UsersTab() {
  const { q, page, search, hrefFor } = useListParams()
  const users = useAdminUsers(q, page)
  const edit = useEditUser()
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [deleting, setDeleting] = useState<AdminUser | null>(null)
  const setStatus = (u: AdminUser, status: AdminUser['status']) => edit.mutate({ id: u.id, body: { status } })
  return (
    <section aria-label="Users" className="space-y-4">
      <SearchBox label="Search users" q={q} onSearch={search} />
      {edit.isError && <Alert tone="error">{errorMessage(edit.error, 'Failed to update user')}</Alert>}
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <Alert tone="error">{errorMessage(users.error, 'Failed to load data')}</Alert>
      ) : users.data.rows.length === 0 ? (
        <p className="py-8 text-center text-muted">No users found</p>
      ) : (
        <>
          <ul className="space-y-2">
            {users.data.rows.map((u) => (
              <li
                key={u.id}
                aria-label={u.username}
                className="rounded-xl border border-app bg-surface p-3 sm:flex sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-medium">{u.username}</span>
                    {u.firstName && <span className="text-sm text-muted">{u.firstName}</span>}
                    <Pill tone={u.role === 'user' ? 'muted' : 'brand'}>{label(u.role)}</Pill>
                    <Pill tone={u.status === 'active' ? 'good' : 'bad'}>{label(u.status)}</Pill>
                  </div>
                  <p className="mt-0.5 break-all text-sm text-muted">
                    {u.email} ·{' '}
                    <span className="whitespace-nowrap">joined {new Date(u.createdAt).toLocaleDateString()}</span>
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(u)}>
                    Edit
                  </Button>
                  {u.status === 'active' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setStatus(u, 'suspended')}
                      disabled={edit.isPending}
                    >
                      Suspend
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setStatus(u, 'active')}
                      disabled={edit.isPending}
                    >
                      Reactivate
                    </Button>
                  )}
                  <Button size="sm" variant="danger" onClick={() => setDeleting(u)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ListFooter total={users.data.total} pageSize={users.data.pageSize} page={page} hrefFor={hrefFor} />
        </>
      )}
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}
