import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminSettings, AdminUserEdit, ExportTable, TICKET_STATUSES } from '@/domain/schemas/admin'
import * as ADMIN from '@/messages/admin'
import { ApiRequestError } from './api'
import { client, unwrap } from './client'
import { siteStatusKey } from './site-status'

// The admin portal's server state (TanStack Query over the typed client).

type TicketStatus = (typeof TICKET_STATUSES)[number]

const adminKey = ['admin'] as const

export function useOverview() {
  return useQuery({ queryKey: [...adminKey, 'overview'], queryFn: () => unwrap(client.api.admin.overview.$get()) })
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'users', q, page],
    queryFn: () => unwrap(client.api.admin.users.$get({ query: { q: q || undefined, page: String(page) } })),
    placeholderData: keepPreviousData,
  })
}

export function useAdminTickets(status: TicketStatus | '', page: number) {
  return useQuery({
    queryKey: [...adminKey, 'tickets', status, page],
    queryFn: () =>
      unwrap(client.api.admin.tickets.$get({ query: { status: status || undefined, page: String(page) } })),
    placeholderData: keepPreviousData,
  })
}

export function useAdminEvents(q: string, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'events', q, page],
    queryFn: () => unwrap(client.api.admin.events.$get({ query: { q: q || undefined, page: String(page) } })),
    placeholderData: keepPreviousData,
  })
}

export function useAdminSettings() {
  return useQuery({ queryKey: [...adminKey, 'settings'], queryFn: () => unwrap(client.api.admin.settings.$get()) })
}

/** Any admin change: the lists, the counts and the audit log are all stale afterwards. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      qc.invalidateQueries({ queryKey: adminKey })
      qc.invalidateQueries({ queryKey: siteStatusKey })
    },
  })
}

export const useEditUser = () =>
  useAdminMutation(({ id, body }: { id: string; body: AdminUserEdit }) =>
    unwrap(client.api.admin.users[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body })),
  )

export const useDeleteUser = () =>
  useAdminMutation((id: string) =>
    unwrap(client.api.admin.users[':id'].$delete({ param: { id: encodeURIComponent(id) } })),
  )

export const useTicketStatus = () =>
  useAdminMutation(({ id, status }: { id: string; status: TicketStatus }) =>
    unwrap(client.api.admin.tickets[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { status } })),
  )

export const useSaveSettings = () =>
  useAdminMutation((body: AdminSettings) => unwrap(client.api.admin.settings.$put({ json: body })))

/**
 * Downloads a table's CSV. The server streams it; the browser reads it into a Blob and saves it under
 * the table's name. Throws on any failure (the Data tab says 'Failed to export {table}').
 */
export async function downloadCsv(table: ExportTable) {
  const res = await client.api.admin.export[':table'].$get({ param: { table } })
  if (!res.ok) throw new ApiRequestError(res.status, 'export_failed', ADMIN.failedToExport(table))
  const blob = await res.blob()
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = `${table}.csv`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
