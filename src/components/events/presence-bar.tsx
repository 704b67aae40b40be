import { LoaderCircle } from 'lucide-react'
import { Avatar } from '@/components/shell/avatar'
import { useLive } from '@/lib/event-live'
import * as EVENTS from '@/messages/events'

const SHOWN = 5

/** Who else has this event open right now (live), and a quiet note while the socket reconnects. */
export function PresenceBar({ viewerId }: { viewerId: string }) {
  const { presence, connection } = useLive()
  const others = presence.filter((p) => p.id !== viewerId)
  const name = (p: (typeof others)[number]) => p.firstName || p.username
  return (
    <div className="flex shrink-0 items-center gap-2">
      {connection === 'reconnecting' && (
        <span role="status" className="flex items-center gap-1 text-xs text-muted">
          <LoaderCircle size={12} aria-hidden className="animate-spin" />
          {EVENTS.reconnecting}
        </span>
      )}
      {others.length > 0 && (
        <span aria-hidden className="hidden text-xs text-muted sm:inline">
          {EVENTS.hereNow}
        </span>
      )}
      {others.length > 0 && (
        // Overlapping by 4 px only: the second initial stays readable ("PK", not "PI").
        <ul aria-label={EVENTS.hereNow} className="flex items-center -space-x-1">
          {others.slice(0, SHOWN).map((p) => (
            <li key={p.id} title={EVENTS.isHere(name(p))} className="rounded-full ring-2 ring-[var(--bg)]">
              <Avatar name={name(p)} className="h-7 w-7 text-[11px]" />
              <span className="sr-only">{name(p)}</span>
            </li>
          ))}
          {others.length > SHOWN && (
            <li className="flex h-7 w-7 items-center justify-center rounded-full bg-surface-2 text-[11px] font-semibold text-muted ring-2 ring-[var(--bg)]">
              +{others.length - SHOWN}
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
