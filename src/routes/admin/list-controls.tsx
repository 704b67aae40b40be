import { Search } from 'lucide-react'
import { type FormEvent, type ReactNode, useId } from 'react'
import { useSearchParams } from 'react-router'
import { Pager } from '@/components/events/pager'
import { inputClass } from '@/components/ui/field'
import { pageCount } from '@/domain/pager'
import { cn } from '@/lib/cn'
import * as ADMIN from '@/messages/admin'

// Search and paging shared by the Users and Events tabs: both live in the URL (?q=&page=), so back,
// forward and refresh keep your place.

export function useListParams() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const search = (next: string) => setParams(next ? { q: next } : {})
  const hrefFor = (p: number) => `?${new URLSearchParams({ ...(q && { q }), page: String(p) })}`
  return { q, page, search, hrefFor }
}

export function SearchBox({ label, q, onSearch }: { label: string; q: string; onSearch: (q: string) => void }) {
  const id = useId()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim())
  }
  return (
    <form onSubmit={submit} className="flex gap-2" key={q}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={label}
          className={cn(inputClass, 'pl-9')}
          maxLength={100}
        />
      </div>
      <button
        type="submit"
        className="rounded-lg border border-app bg-surface-2 px-4 text-sm font-medium hover:brightness-110"
      >
        {ADMIN.search}
      </button>
    </form>
  )
}

export function ListFooter({
  total,
  pageSize,
  page,
  hrefFor,
}: {
  total: number
  pageSize: number
  page: number
  hrefFor: (p: number) => string
}) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-center text-xs text-muted">{total === 1 ? '1 result' : `${total} results`}</p>
      <Pager page={page} pages={pageCount(total, pageSize)} hrefFor={hrefFor} />
    </div>
  )
}

export function Pill({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'good' | 'bad' | 'brand' }) {
  const tones = {
    muted: 'bg-surface-2 text-muted',
    good: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
    bad: 'bg-red-500/15 text-red-600 dark:text-red-300',
    brand: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  }
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[tone])}>{children}</span>
}

/** A labelled <select> for react-hook-form's register() (our Field is for <input>). */
export function SelectField({
  label,
  options,
  error,
  ...props
}: {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string
} & React.ComponentProps<'select'>) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-app">
        {label}
      </label>
      <select id={id} className={inputClass} aria-invalid={error ? true : undefined} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="text-sm text-red-500">
          {error}
        </p>
      )}
    </div>
  )
}

export const label = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
