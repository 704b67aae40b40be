import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { inputClass } from '@/components/ui/field'
import { TICKET_STATUSES } from '@/domain/schemas/admin'
import { useAdminTickets, useTicketStatus } from '@/lib/admin'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import * as ADMIN from '@/messages/admin'
import { label, Pill } from './list-controls'
import { PagedList } from './paged-list'

type Status = (typeof TICKET_STATUSES)[number]
const isStatus = (s: string | null): s is Status => TICKET_STATUSES.includes(s as Status)
const PRIORITY_TONE = { high: 'bad', medium: 'brand', low: 'muted' } as const

/** Tickets: who filed it, subject, description, screenshot link, priority, status (changeable), by status. */
export default function TicketsTab() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status = isStatus(raw) ? raw : ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const tickets = useAdminTickets(status, page)
  const change = useTicketStatus()
  const filterId = useId()
  const dates = useDates()
  const hrefFor = (p: number) => `?${new URLSearchParams({ ...(status && { status }), page: String(p) })}`
  return (
    <section aria-label={ADMIN.tickets} className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          {ADMIN.filterByStatus}
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
          className={cn(inputClass, 'w-auto')}
        >
          <option value="">{ADMIN.all}</option>
          <StatusOptions />
        </select>
      </div>
      {change.isError && <Alert tone="error">{errorMessage(change.error, ADMIN.failedToUpdateTicket)}</Alert>}
      <PagedList
        query={tickets}
        empty={ADMIN.noTickets}
        page={page}
        hrefFor={hrefFor}
        className="space-y-3"
        row={(t) => (
          <li key={t.id} aria-label={t.subject} className="rounded-xl border border-app bg-surface p-4">
            <div className="flex flex-wrap items-start gap-2">
              <h2 className="min-w-0 flex-1 break-words font-medium">{t.subject}</h2>
              <Pill tone={PRIORITY_TONE[t.priority]}>{ADMIN.priority(label(t.priority))}</Pill>
            </div>
            <p className="mt-1 break-all text-sm text-muted">
              @{t.user.username} · {t.user.email} · {dates.format(t.createdAt, 'dateTime')}
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm">{t.description}</p>
            {t.imageUrl && (
              <a
                href={t.imageUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-2 inline-block break-all text-sm text-brand-500 underline-offset-4 hover:underline"
              >
                {ADMIN.screenshot}
              </a>
            )}
            <div className="mt-3 flex items-center gap-2">
              <label htmlFor={`ticket-${t.id}`} className="text-sm text-muted">
                {ADMIN.status}
              </label>
              <select
                id={`ticket-${t.id}`}
                value={t.status}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ id: t.id, status: e.target.value as Status })}
                className={cn(inputClass, 'w-auto py-1.5 text-sm')}
              >
                <StatusOptions />
              </select>
            </div>
          </li>
        )}
      />
    </section>
  )
}

/** The ticket statuses as <option>s, for the filter and for each ticket's status. */
function StatusOptions() {
  return TICKET_STATUSES.map((s) => (
    <option key={s} value={s}>
      {label(s)}
    </option>
  ))
}
