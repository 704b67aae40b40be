import { Search } from 'lucide-react'
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

// The top bar's search box is shared chrome; what it searches belongs to the screen
// being shown. A screen calls useShellSearch(handler) and receives every query while it
// is mounted (events search plugs in here later). With no handler the box does nothing.
type Handler = (query: string) => void
type Registry = { current: Handler | null }

const SearchContext = createContext<Registry>({ current: null })

export function SearchProvider({ children }: { children: ReactNode }) {
  const registry = useRef<Handler | null>(null)
  return <SearchContext.Provider value={registry}>{children}</SearchContext.Provider>
}

/** Registers `onSearch` as the current screen's search while the screen is mounted. */
export function useShellSearch(onSearch: Handler) {
  const registry = useContext(SearchContext)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => {
    const handler: Handler = (q) => latest.current(q)
    registry.current = handler
    return () => {
      if (registry.current === handler) registry.current = null
    }
  }, [registry])
}

export function SearchBox({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const registry = useContext(SearchContext)
  const [query, setQuery] = useState('')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // Opened by the phone's search button: the person asked for it, so it gets focus.
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  return (
    <search className={cn('relative block', className)}>
      <form
        className="relative"
        onSubmit={(e) => {
          e.preventDefault()
          registry.current?.(query.trim())
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search
        </label>
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={query}
          ref={input}
          onChange={(e) => {
            setQuery(e.target.value)
            registry.current?.(e.target.value.trim())
          }}
          placeholder="Search events"
          className="h-9 w-full rounded-lg border border-app bg-surface-2 pl-9 pr-3 text-sm text-app placeholder:text-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </form>
    </search>
  )
}
