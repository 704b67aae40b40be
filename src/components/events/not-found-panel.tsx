import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import * as EVENTS from '@/messages/events-more'

/** A full-width "can't show this" panel with a way home (unknown event, bad link, not allowed). */
export function NotFoundPanel({
  title,
  message,
  action = EVENTS.backToDashboard,
  to = '/dashboard',
  icon,
}: {
  title: string
  message?: ReactNode
  action?: string
  to?: string
  icon?: ReactNode
}) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md rounded-2xl border border-app bg-surface p-8 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-surface-2 text-muted">
        {icon ?? <SearchX aria-hidden size={22} />}
      </span>
      <h1 className="mt-4 text-xl font-semibold text-app">{title}</h1>
      {message && <p className="mt-2 text-sm text-muted">{message}</p>}
      <Button asChild variant="secondary" className="mt-6">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  )
}
