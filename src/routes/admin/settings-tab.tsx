import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CheckboxField, Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { type AdminSettings, settingsFormSchema } from '@/domain/schemas/admin'
import { useAdminSettings, useSaveSettings } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import * as ADMIN from '@/messages/admin'
import * as COMMON from '@/messages/common'
import { Loading } from './overview-tab'

const SAVED_MS = 3000 // the success message shows for 3 s, then goes away on its own

type Limit = {
  name: 'maxUsersPerEvent' | 'maxEventsPerUser' | 'maxItemsPerEvent' | 'sessionTimeout'
  label: string
  hint?: string
}

// The whole-number limits, in the order the form shows them.
const LIMITS: readonly Limit[] = [
  { name: 'maxUsersPerEvent', label: ADMIN.maxUsersPerEvent },
  { name: 'maxEventsPerUser', label: ADMIN.maxEventsPerUser, hint: ADMIN.maxEventsHint },
  { name: 'maxItemsPerEvent', label: ADMIN.maxItemsPerEvent },
  { name: 'sessionTimeout', label: ADMIN.sessionTimeoutHours, hint: ADMIN.sessionTimeoutHint },
]

const asForm = (s: AdminSettings) => ({
  maxUsersPerEvent: String(s.maxUsersPerEvent),
  maxEventsPerUser: String(s.maxEventsPerUser),
  maxItemsPerEvent: String(s.maxItemsPerEvent),
  sessionTimeout: String(s.sessionTimeout),
  supportEmail: s.supportEmail,
  maintenanceMode: s.maintenanceMode,
})

export default function SettingsTab() {
  const settings = useAdminSettings()
  if (settings.isPending) return <Loading />
  if (settings.isError) return <Alert tone="error">{errorMessage(settings.error, COMMON.loadFailed)}</Alert>
  return <SettingsForm saved={settings.data} />
}

/** Global settings: every number required and at least 1, a valid support e-mail (required). */
function SettingsForm({ saved }: { saved: AdminSettings }) {
  const form = useZodForm(settingsFormSchema, asForm(saved))
  const save = useSaveSettings()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!done) return
    const t = setTimeout(() => setDone(false), SAVED_MS)
    return () => clearTimeout(t)
  }, [done])
  const submit = form.handleSubmit(async (body) => {
    setDone(false)
    try {
      const next = await save.mutateAsync(body)
      form.reset(asForm(next))
      setDone(true)
    } catch (err) {
      setServerErrors(form, err)
      form.setError('root', { message: ADMIN.failedToUpdateSettings })
    }
  })
  const error = form.formState.errors.root?.message
  return (
    <Card className="max-w-2xl">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {LIMITS.map(({ name, label, hint }) => (
            <Field
              key={name}
              label={label}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...fieldProps(form, name)}
              required
              hint={hint}
            />
          ))}
        </div>
        <Field
          label={ADMIN.supportEmail}
          type="email"
          autoComplete="off"
          {...fieldProps(form, 'supportEmail')}
          required
        />
        <CheckboxField label={ADMIN.maintenanceMode} {...form.register('maintenanceMode')} />
        {error && <Alert tone="error">{error}</Alert>}
        {done && <Alert tone="success">{ADMIN.settingsSaved}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} loading={save.isPending}>
            {save.isPending ? COMMON.saving : ADMIN.saveSettings}
          </Button>
        </div>
      </form>
    </Card>
  )
}
