import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { client, unwrap } from '@/lib/client'
import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'
import { type SearchAnswer, type SearchHit, searchHits } from './search-hits'

/**
 * The top bar's search (our own design; nothing else defines it): finds, within your own events, the events
 * (by title or join code), their items and the people in them, as you type. Enter opens the highlighted (first)
 * hit, the arrows move through every hit in order, Escape clears. ARIA combobox with a grouped listbox.
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
    queryFn: (): Promise<SearchAnswer> => unwrap(client.api.search.$get({ query: { q } })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
  const hits = q && results.data ? searchHits(results.data) : []
  const open = q.length > 0
  const optionId = (i: number) => `${id}-opt-${i}`

  const go = (hit: SearchHit) => {
    setText('')
    navigate(hit.to)
    onNavigate?.()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setText('')
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (e.key === 'Enter') {
      const hit = hits[active] ?? hits[0]
      if (hit) go(hit)
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
        aria-activedescendant={open && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        // Opened by the phone's search button: the person asked for it, so it gets focus.
        // biome-ignore lint/a11y/noAutofocus: only when the person just opened search
        autoFocus={autoFocus}
        placeholder={SHELL.searchEverything}
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
          className="absolute inset-x-0 top-11 z-50 max-h-[70dvh] overflow-y-auto rounded-xl border border-app bg-surface py-1 shadow-xl lg:left-auto lg:w-96"
        >
          {hits.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">{results.isFetching ? SHELL.searching : SHELL.nothingFound}</p>
          ) : (
            (['events', 'items', 'people'] as const).map((group) => {
              const inGroup = hits.map((hit, i) => ({ hit, i })).filter(({ hit }) => hit.group === group)
              if (inGroup.length === 0) return null
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups; a fieldset groups form controls
                <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                  <div
                    id={`${id}-${group}`}
                    role="presentation"
                    className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {SHELL.searchGroups[group]}
                  </div>
                  {inGroup.map(({ hit, i }) => (
                    <div
                      key={hit.key}
                      id={optionId(i)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={i === active}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(hit)}
                      onKeyDown={() => {}}
                      className={cn(
                        'flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm',
                        i === active && 'bg-surface-2',
                      )}
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-app">{hit.name}</span>
                        <span className="block truncate text-xs text-muted">{hit.detail}</span>
                      </span>
                      {hit.badge && <span className="shrink-0 text-xs text-muted">{hit.badge}</span>}
                    </div>
                  ))}
                </div>
              )
            })
          )}
        </div>
      )}
    </div>
  )
}
