import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import * as EVENTS from '@/messages/events-more'

export type Crumb = { label: string; to?: string }

/** 'Dashboard > Create Event' style trail; the last crumb is the current page (not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={EVENTS.breadcrumb} className="mb-4 text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-muted">
        {items.map((c, i) => (
          <Fragment key={c.to ?? c.label}>
            {i > 0 && (
              <li aria-hidden>
                <ChevronRight size={14} />
              </li>
            )}
            {/* The crumb itself truncates (not just its item), so a long title's link ends at the edge. */}
            <li className="min-w-0 max-w-full">
              {c.to && i < items.length - 1 ? (
                <Link to={c.to} className="block truncate hover:text-app hover:underline underline-offset-4">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={i === items.length - 1 ? 'page' : undefined} className="block truncate text-app">
                  {c.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}
