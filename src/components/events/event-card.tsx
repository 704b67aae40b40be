import { Crown, ReceiptText } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { EventCard as EventCardDto } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import { useMoneyIn } from '@/lib/money'
import * as EVENTS from '@/messages/events-more'

/** A 'My Events' card. The whole card is the link; the title in state lets the event page show its
 * breadcrumb before the snapshot arrives. */
export function EventCard({ event }: { event: EventCardDto }) {
  const money = useMoneyIn(event.currency)
  const dates = useDates()
  const open = event.status === 'open'
  // Screen readers hear the title as the link's name and the rest as its description, not one long name.
  const id = useId()
  return (
    <Link
      to={`/events/${event.id}`}
      state={{ from: 'dashboard', title: event.title }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status${event.isHost ? ` ${id}-host` : ''} ${id}-about ${id}-meta`}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-2xl border border-app border-l-4 bg-surface p-4 shadow-sm transition hover:bg-surface-2 sm:p-5',
        open ? 'border-l-brand-500' : 'border-l-slate-400 dark:border-l-slate-600',
      )}
    >
      <div className="flex items-start gap-2">
        <span
          className={cn('mt-2 h-2.5 w-2.5 shrink-0 rounded-full', open ? 'bg-brand-500' : 'bg-slate-400')}
          id={`${id}-status`}
          role="img"
          aria-label={open ? EVENTS.open : EVENTS.closed}
        />
        <h3
          id={`${id}-title`}
          className="min-w-0 flex-1 wrap-anywhere text-base font-semibold text-app group-hover:text-brand-500"
        >
          {event.title}
        </h3>
        {event.isHost && (
          <Crown
            id={`${id}-host`}
            role="img"
            aria-label={EVENTS.host}
            size={18}
            className="mt-0.5 shrink-0 text-amber-400"
          />
        )}
      </div>
      <p
        id={`${id}-about`}
        className={cn('line-clamp-2 text-sm', event.description ? 'text-muted' : 'italic text-muted/70')}
      >
        {event.description || EVENTS.noDescription}
      </p>
      <div id={`${id}-meta`} className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <time dateTime={event.createdAt}>
          {dates.format(event.createdAt, 'dayMonth')} · {dates.format(event.createdAt, 'time')}
        </time>
        {event.itemCount > 0 && (
          <span className="inline-flex items-center gap-1">
            <ReceiptText aria-hidden size={14} />
            {EVENTS.itemCount(event.itemCount)}
          </span>
        )}
        {event.totalCents > 0 && (
          <span className="font-semibold tabular-nums text-app">{money.format(event.totalCents)}</span>
        )}
        <span className="ml-auto rounded-md bg-surface-2 px-2 py-0.5 font-mono text-xs tracking-wider text-app">
          <span className="sr-only">{EVENTS.joinCodePrefix}</span>
          {event.joinCode}
        </span>
      </div>
    </Link>
  )
}
