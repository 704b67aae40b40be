import { cn } from '@/lib/cn'
import * as EVENTS from '@/messages/events'

/**
 * The event's status. `live` is the state of the live updates: 'on' says LIVE (or CLOSED); 'offline' (no
 * network) and 'connecting' (the socket is down, retrying) turn the badge grey, so a page that cannot
 * hear changes never claims to be live. Without `live`, plain Open/Closed.
 */
export function StatusBadge({ status, live }: { status: 'open' | 'closed'; live?: 'on' | 'connecting' | 'offline' }) {
  const down = live === 'offline' || live === 'connecting'
  const open = status === 'open' && !down
  const downText = live === 'offline' ? EVENTS.offline : EVENTS.connecting
  const text = down ? downText : live ? (open ? EVENTS.live : EVENTS.closedUpper) : open ? EVENTS.open : EVENTS.closed
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' : 'bg-slate-500/20 text-muted',
      )}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', open ? 'bg-emerald-500' : 'bg-slate-400')} />
      {text}
    </span>
  )
}
