import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { errorMessage } from '@/lib/api'
import * as COMMON from '@/messages/common'
import { ListFooter, SearchBox, type useListParams } from './list-controls'
import { Loading } from './overview-tab'

// The lists of the Users, Events and Tickets tabs, written once: a spinner while the first page loads,
// the load error, an empty message, or the rows with the result count and the pager.

type PageOf<T> = { rows: T[]; total: number; pageSize: number }

type PagedListProps<T> = {
  /** One page of rows from the server (useAdminUsers and friends). */
  query: UseQueryResult<PageOf<T>>
  /** Said when the page has no rows, e.g. 'No users found'. */
  empty: string
  page: number
  hrefFor: (page: number) => string
  /** Draws one row: an <li> with its own key. */
  row: (item: T) => ReactNode
  className?: string
}

export function PagedList<T>({ query, empty, page, hrefFor, row, className = 'space-y-2' }: PagedListProps<T>) {
  if (query.isPending) return <Loading />
  if (query.isError) return <Alert tone="error">{errorMessage(query.error, COMMON.loadFailed)}</Alert>
  const { rows, total, pageSize } = query.data
  if (rows.length === 0) return <p className="py-8 text-center text-muted">{empty}</p>
  return (
    <>
      <ul className={className}>{rows.map((item) => row(item))}</ul>
      <ListFooter total={total} pageSize={pageSize} page={page} hrefFor={hrefFor} />
    </>
  )
}

/**
 * A tab that is a searchable list (Users, Events): the search box over the PagedList. The tab owns the
 * query (`list` is its useListParams()); `notice` stands between the box and the list (e.g. an action's
 * error), `children` after the list (e.g. the tab's dialogs).
 */
export function SearchableList<T>({
  label,
  searchLabel,
  list,
  notice,
  children,
  ...rest
}: {
  /** The section's accessible name, e.g. 'Users'. */
  label: string
  /** The search box's label and placeholder. */
  searchLabel: string
  list: ReturnType<typeof useListParams>
  notice?: ReactNode
  children?: ReactNode
} & Omit<PagedListProps<T>, 'page' | 'hrefFor'>) {
  return (
    <section aria-label={label} className="space-y-4">
      <SearchBox label={searchLabel} q={list.q} onSearch={list.search} />
      {notice}
      <PagedList page={list.page} hrefFor={list.hrefFor} {...rest} />
      {children}
    </section>
  )
}

/** One row of the Users or Events list: a card named by `label`, its text left, its numbers or buttons right. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li aria-label={label} className="rounded-xl border border-app bg-surface p-3 sm:flex sm:items-center sm:gap-4">
      {children}
    </li>
  )
}
