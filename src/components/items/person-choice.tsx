import { Crown } from 'lucide-react'
import { cn } from '@/lib/cn'
import * as ITEMS from '@/messages/items-more'
import type { PersonOption } from './people'

/**
 * A person as a big tappable row wrapping a real radio or checkbox: the native input gives keyboard,
 * screen-reader and form semantics for free; the label makes the whole row the target.
 */
export function PersonChoice({
  person,
  type,
  name,
  checked,
  onChange,
  note,
}: {
  person: PersonOption
  type: 'radio' | 'checkbox'
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  note?: string
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition',
        checked ? 'border-brand-500 bg-brand-500/10' : 'border-app hover:bg-surface-2',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand-500"
      />
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-sm font-semibold text-muted"
      >
        {person.name.slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        {/* The ellipsis needs its own box: a flex container does not truncate its text. */}
        <span className="flex min-w-0 items-center gap-1.5 font-medium">
          <span className="truncate">{person.name}</span>
          {person.isHost && <Crown aria-label={ITEMS.host} size={14} className="shrink-0 text-amber-500" />}
        </span>
        {(person.handle || note) && (
          <span className="block truncate text-xs text-muted">
            {[person.handle && `@${person.handle}`, note].filter(Boolean).join(' · ')}
          </span>
        )}
      </span>
      {person.kind === 'guest' && (
        <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{ITEMS.guest}</span>
      )}
    </label>
  )
}
