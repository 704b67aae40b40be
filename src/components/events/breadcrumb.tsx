import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'

export type Crumb = { label: string; to?: string }

/** 'Dashboard > Create Event' style trail; the last crumb is the current page (not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-muted">
        {items.map((c, i) => (
          <Fragment key={c.to ?? c.label}>
            {i > 0 && (
              <li aria-hidden>
                <ChevronRight size={14} />
              </li>
            )}
            <li className="min-w-0 max-w-full truncate">
              {c.to && i < items.length - 1 ? (
                <Link to={c.to} className="hover:text-app hover:underline underline-offset-4">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={i === items.length - 1 ? 'page' : undefined} className="text-app">
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
