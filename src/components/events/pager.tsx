import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pagerEntries } from '@/domain/pager'
import { cn } from '@/lib/cn'
import * as EVENTS from '@/messages/events-more'

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm tabular-nums transition'

/**
 * Page links, not buttons: each page is a URL (?page=N), so back/forward and refresh keep your place.
 * `hrefFor` builds the link so the pager stays ignorant of the rest of the query string.
 */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null
  const step = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > pages ? (
      <span aria-hidden className={cn(cell, 'text-muted opacity-40')}>
        {icon}
      </span>
    ) : (
      <Link to={hrefFor(target)} aria-label={label} className={cn(cell, 'text-app hover:bg-surface-2')}>
        {icon}
      </Link>
    )
  return (
    <nav aria-label={EVENTS.pagination} className="flex items-center justify-center gap-1">
      {step(page - 1, EVENTS.previousPage, <ChevronLeft aria-hidden size={18} />)}
      <ul className="flex items-center gap-1">
        {pagerEntries(page, pages).map((entry, i) =>
          entry === 'ellipsis' ? (
            // Ellipses are at most one before and one after the current page, so the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${i}`} aria-hidden className={cn(cell, 'min-w-6 px-0 text-muted')}>
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-label={EVENTS.page(entry)}
                aria-current={entry === page ? 'page' : undefined}
                className={cn(
                  cell,
                  entry === page ? 'bg-brand-500 font-semibold text-emerald-950' : 'text-app hover:bg-surface-2',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, EVENTS.nextPage, <ChevronRight aria-hidden size={18} />)}
    </nav>
  )
}
