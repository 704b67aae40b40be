import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import * as EVENTS from '@/messages/events'

export function EventProblem({ title }: { title: string }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{EVENTS.notFoundHint}</p>
      <Button asChild>
        <Link to="/dashboard">{EVENTS.backToDashboard}</Link>
      </Button>
    </main>
  )
}

/** Placeholder blocks shaped like the page, so nothing jumps when the data arrives. */
export function EventPageSkeleton() {
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 pt-4" aria-busy="true" aria-label={EVENTS.loadingEvent}>
      <div className="h-4 w-40 animate-pulse rounded bg-surface-2" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4">
          <div className="h-40 animate-pulse rounded-2xl bg-surface-2" />
          <div className="h-10 animate-pulse rounded-xl bg-surface-2" />
          <div className="h-64 animate-pulse rounded-2xl bg-surface-2" />
        </div>
        <div className="hidden h-56 animate-pulse rounded-2xl bg-surface-2 md:block" />
      </div>
    </main>
  )
}
