import { useEffect } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { Field, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { type AdminUser, adminUserEditSchema, adminUserFormSchema, ROLES, USER_STATUSES } from '@/domain/schemas/admin'
import { useDeleteUser, useEditUser } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { label, SelectField } from './list-controls'

const DELETE_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.'

const roleOptions = ROLES.map((r) => ({ value: r, label: label(r) }))
const statusOptions = USER_STATUSES.map((s) => ({ value: s, label: label(s) }))

const valuesOf = (u: AdminUser) => ({
  username: u.username,
  firstName: u.firstName ?? '',
  role: u.role,
  status: u.status,
})

/** Edit User: username (required), first name, role, status; the server's message shows in the dialog. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const form = useZodForm(
    adminUserFormSchema,
    user ? valuesOf(user) : { username: '', firstName: '', role: 'user', status: 'active' },
  )
  const edit = useEditUser()
  const { reset } = form
  useEffect(() => {
    if (user) reset(valuesOf(user))
  }, [user, reset])
  const submit = form.handleSubmit(async (body) => {
    if (!user) return
    try {
      await edit.mutateAsync({ id: user.id, body })
      onClose()
    } catch (err) {
      if (!setServerErrors(form, err)) form.setError('root', { message: errorMessage(err, 'Failed to update user') })
    }
  })
  const error = form.formState.errors.root?.message
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()} title="Edit User" description={user?.email}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Username" {...fieldProps(form, 'username')} required autoCapitalize="none" spellCheck={false} />
        <Field label="First Name" {...fieldProps(form, 'firstName')} hint="Optional" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Role" options={roleOptions} {...form.register('role')} />
          <SelectField label="Status" options={statusOptions} {...form.register('status')} />
        </div>
        <FormFooter
          error={error}
          busy={edit.isPending}
          submitLabel="Save Changes"
          onCancel={onClose}
          className="pt-1"
        />
      </form>
    </Dialog>
  )
}

/**
 * Delete User: asks DELETE_CONFIRM first (it cannot be undone); the server's refusal (self, last super
 * admin) shows here.
 */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser()
  const { reset } = remove
  useEffect(() => {
    if (user) reset()
  }, [user, reset])
  const confirm = async () => {
    if (!user) return
    try {
      await remove.mutateAsync(user.id)
      onClose()
    } catch {
      // shown below from remove.error
    }
  }
  return (
    <Dialog
      open={!!user}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description={user ? `@${user.username} · ${user.email}` : undefined}
    >
      <p className="text-sm">{DELETE_CONFIRM}</p>
      <p className="mt-2 text-sm text-muted">
        Their events, items they own, shares, messages and tickets go too; items they held in other events become
        unclaimed.
      </p>
      <div className="mt-5 space-y-4">
        <FormFooter
          error={remove.isError ? errorMessage(remove.error, 'Failed to delete user') : undefined}
          busy={remove.isPending}
          busyLabel="Deleting..."
          submitLabel="Delete User"
          tone="danger"
          onCancel={onClose}
          onConfirm={confirm}
        />
      </div>
    </Dialog>
  )
}

const suspendFormSchema = adminUserEditSchema.pick({ reason: true })

/** Suspend asks first, with room for why (kept in the audit log): it signs the person out everywhere at once. */
export function SuspendUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const edit = useEditUser()
  const form = useZodForm(suspendFormSchema, { reason: '' })
  const { reset } = edit
  const { reset: resetForm } = form
  useEffect(() => {
    if (!user) return
    reset()
    resetForm({ reason: '' })
  }, [user, reset, resetForm])
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!user) return
    try {
      await edit.mutateAsync({ id: user.id, body: { status: 'suspended', ...(reason ? { reason } : {}) } })
      onClose()
    } catch {
      // shown below from edit.error
    }
  })
  return (
    <Dialog
      open={!!user}
      onOpenChange={(open) => !open && onClose()}
      title="Suspend User"
      description={user ? `@${user.username} · ${user.email}` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          They are signed out everywhere at once and cannot sign in until an admin reactivates the account.
        </p>
        <TextareaField
          label="Reason"
          hint="Optional; kept in the audit log"
          rows={3}
          maxLength={500}
          {...fieldProps(form, 'reason')}
        />
        <FormFooter
          error={edit.isError ? errorMessage(edit.error, 'Failed to update user') : undefined}
          busy={edit.isPending}
          busyLabel="Suspending..."
          submitLabel="Suspend User"
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  )
}
