import type { ReactNode } from 'react'
import { useMoney } from '@/lib/money'
import * as PARTICIPANTS from '@/messages/participants'

/** One person in the Participants panel: initial, name and badge, handle or 'Guest', and their total. */
export function PersonLine({
  name,
  sub,
  totalCents,
  badge,
  action,
  note,
}: {
  name: string
  sub: string
  /** A third, smaller line (e.g. how a participant joined). */
  note?: string
  totalCents: number
  badge?: ReactNode
  action?: ReactNode
}) {
  const money = useMoney()
  return (
    <li className="flex min-h-16 items-center gap-3 px-4 py-2">
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500/15 font-semibold text-brand-700 dark:text-brand-300"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium">{name}</span>
          {badge}
        </span>
        <span className="block truncate text-sm text-muted">{sub}</span>
        {note && <span className="block text-xs text-muted">{note}</span>}
      </span>
      <span className="shrink-0 whitespace-nowrap text-right">
        <span className="block font-semibold tabular-nums">{money.format(totalCents)}</span>
        <span className="block text-xs text-muted">{PARTICIPANTS.total}</span>
      </span>
      {action}
    </li>
  )
}
