import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { client, unwrap } from '@/lib/client'
import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'

/**
 * The top bar's search (our own design; nothing else defines it): finds your events by title as you type; Enter
 * opens the highlighted (first) hit, arrows move, Escape clears. ARIA combobox + listbox.
 */
export function GlobalSearch({
  className,
  autoFocus,
  onNavigate,
}: {
  className?: string
  autoFocus?: boolean
  /** Called after a hit is opened (the phone's search row closes itself). */
  onNavigate?: () => void
}) {
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const q = useDeferredValue(text.trim())
  const results = useQuery({
    queryKey: ['search', q],
    queryFn: () => unwrap(client.api.search.$get({ query: { q } })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
  const hits = q ? (results.data?.events ?? []) : []
  const open = q.length > 0

  const go = (eventId: string) => {
    setText('')
    navigate(`/events/${eventId}`)
    onNavigate?.()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setText('')
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (e.key === 'Enter') {
      const hit = hits[active] ?? hits[0]
      if (hit) go(hit.id)
      return
    } else return
    e.preventDefault()
  }

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {SHELL.search}
      </label>
      <Search
        size={16}
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
      />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && hits[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        // Opened by the phone's search button: the person asked for it, so it gets focus.
        // biome-ignore lint/a11y/noAutofocus: only when the person just opened search
        autoFocus={autoFocus}
        placeholder={SHELL.searchEvents}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-app bg-surface-2 pl-9 pr-3 text-sm text-app placeholder:text-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      {open && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={SHELL.searchResults}
          className="absolute inset-x-0 top-11 z-50 overflow-hidden rounded-xl border border-app bg-surface shadow-xl"
        >
          {hits.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">{results.isFetching ? SHELL.searching : SHELL.noEventsFound}</p>
          ) : (
            hits.map((hit, i) => (
              <div
                key={hit.id}
                id={`${id}-opt-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(hit.id)}
                onKeyDown={() => {}}
                className={cn(
                  'flex cursor-pointer items-center justify-between px-4 py-2.5 text-sm',
                  i === active && 'bg-surface-2',
                )}
              >
                <span className="truncate">{hit.title}</span>
                <span className="ml-3 shrink-0 text-xs text-muted">
                  {hit.isHost ? SHELL.host : hit.status === 'open' ? SHELL.open : SHELL.closed}
                </span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  )
}
