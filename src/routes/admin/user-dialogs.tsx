import { useEffect } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { Field, TextareaField } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { FormFooter } from '@/components/ui/form-footer'
import { type AdminUser, adminUserEditSchema, adminUserFormSchema, ROLES, USER_STATUSES } from '@/domain/schemas/admin'
import { useDeleteUser, useEditUser } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import * as ADMIN from '@/messages/admin'
import { label, SelectField } from './list-controls'

const DELETE_CONFIRM = ADMIN.deleteUserConfirm

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
      if (!setServerErrors(form, err)) form.setError('root', { message: errorMessage(err, ADMIN.failedToUpdateUser) })
    }
  })
  const error = form.formState.errors.root?.message
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()} title={ADMIN.editUser} description={user?.email}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label={ADMIN.username}
          {...fieldProps(form, 'username')}
          required
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field label={ADMIN.firstName} {...fieldProps(form, 'firstName')} hint={ADMIN.optional} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={ADMIN.role} options={roleOptions} {...form.register('role')} />
          <SelectField label={ADMIN.status} options={statusOptions} {...form.register('status')} />
        </div>
        <FormFooter
          error={error}
          busy={edit.isPending}
          submitLabel={ADMIN.saveChanges}
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
      title={ADMIN.deleteUser}
      description={user ? `@${user.username} · ${user.email}` : undefined}
    >
      <p className="text-sm">{DELETE_CONFIRM}</p>
      <p className="mt-2 text-sm text-muted">{ADMIN.deleteUserHint}</p>
      <div className="mt-5 space-y-4">
        <FormFooter
          error={remove.isError ? errorMessage(remove.error, ADMIN.failedToDeleteUser) : undefined}
          busy={remove.isPending}
          busyLabel={ADMIN.deleting}
          submitLabel={ADMIN.deleteUser}
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
      title={ADMIN.suspendUser}
      description={user ? `@${user.username} · ${user.email}` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">{ADMIN.suspendUserHint}</p>
        <TextareaField
          label={ADMIN.reason}
          hint={ADMIN.reasonHint}
          rows={3}
          maxLength={500}
          {...fieldProps(form, 'reason')}
        />
        <FormFooter
          error={edit.isError ? errorMessage(edit.error, ADMIN.failedToUpdateUser) : undefined}
          busy={edit.isPending}
          busyLabel={ADMIN.suspending}
          submitLabel={ADMIN.suspendUser}
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  )
}
