import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { AuditEntry } from '@/domain/schemas/admin'
import { useOverview } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { useDates } from '@/lib/dates'
import * as ADMIN from '@/messages/admin'
import * as COMMON from '@/messages/common'
import { DailyChart } from './daily-chart'

/** Overview: the four counts, sign-ups and events per day (last 30 days), the audit log. */
export default function OverviewTab() {
  const q = useOverview()
  if (q.isPending) return <Loading />
  if (q.isError) return <Alert tone="error">{errorMessage(q.error, COMMON.loadFailed)}</Alert>
  const { counts, daily, audit } = q.data
  const stats = [
    { label: ADMIN.users, value: counts.users },
    { label: ADMIN.events, value: counts.events },
    { label: ADMIN.openTickets, value: counts.openTickets },
    { label: ADMIN.pendingInvites, value: counts.pendingInvites },
  ]
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label} className="p-4">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">{s.value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="p-4">
        <h2 className="font-semibold">{ADMIN.last30Days}</h2>
        <DailyChart daily={daily} />
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold">{ADMIN.auditLog}</h2>
        <AuditList entries={audit} />
      </Card>
    </div>
  )
}

export function Loading() {
  return (
    <div className="mt-10 flex justify-center">
      <Spinner />
    </div>
  )
}

const ACTIONS: Record<string, string> = {
  'user.update': 'edited user',
  'user.suspend': 'suspended',
  'user.reactivate': 'reactivated',
  'user.delete': 'deleted user',
  'ticket.status': 'changed ticket',
  'settings.update': 'updated',
}

function changes(e: AuditEntry) {
  const before = (e.before ?? {}) as Record<string, unknown>
  const after = (e.after ?? {}) as Record<string, unknown>
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${String(before[k] ?? '—')} → ${String(after[k] ?? '—')}`)
}

function AuditList({ entries }: { entries: AuditEntry[] }) {
  const dates = useDates()
  if (entries.length === 0) return <p className="mt-2 text-sm text-muted">{ADMIN.noAdminActionsYet}</p>
  return (
    <ul className="mt-2 divide-y divide-[var(--border)]">
      {entries.map((e) => (
        <li key={e.id} className="py-2.5 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">@{e.actorUsername}</span>
            <span className="text-muted">{ACTIONS[e.action] ?? e.action}</span>
            <span className="min-w-0 break-words font-medium">{e.targetLabel}</span>
            <time className="ml-auto text-xs text-muted" dateTime={e.createdAt}>
              {dates.format(e.createdAt, 'dateTime')}
            </time>
          </div>
          {changes(e).length > 0 && <p className="mt-0.5 break-words text-xs text-muted">{changes(e).join('; ')}</p>}
        </li>
      ))}
    </ul>
  )
}
