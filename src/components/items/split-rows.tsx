import { Plus, X } from 'lucide-react'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'
import type { PersonOption } from './people'

/** One person's line in Split Item: name, the cents they would pay, and the box of the split's mode (a
 * percent by default; a share count or an amount with `label` and `suffix`; none in the equal mode). */
export function SplitRowView({
  name,
  note,
  percent,
  label,
  suffix = '%',
  noBox = false,
  invalid,
  cents,
  onPercent,
  onRemove,
}: {
  name: string
  note?: string
  percent: string
  /** The box's accessible name (default: "<name> percent"). */
  label?: string
  suffix?: string | null
  noBox?: boolean
  /** Marks the box the form's message is about (a fourth decimal). */
  invalid?: boolean
  cents: number | null
  onPercent: (raw: string) => void
  onRemove?: () => void
}) {
  const money = useMoney()
  return (
    <li className="flex items-center gap-2 rounded-xl border border-app bg-surface px-3 py-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{name}</span>
        <span className="block truncate text-xs text-muted">
          {cents === null ? '-' : money.format(cents)}
          {note && ` · ${note}`}
        </span>
      </span>
      {!noBox && (
        <span className="relative w-28 shrink-0">
          <input
            value={percent}
            onChange={(e) => onPercent(e.target.value)}
            onFocus={(e) => e.target.select()}
            inputMode="decimal"
            autoComplete="off"
            aria-label={label ?? ITEMS.percentOf(name)}
            aria-invalid={invalid || undefined}
            className={`h-11 aria-[invalid]:border-red-500 w-full rounded-lg border border-app bg-surface-2 pl-2 ${suffix ? 'pr-7' : 'pr-2'} text-right tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30`}
          />
          {suffix && (
            <span
              aria-hidden
              className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-sm text-muted"
            >
              {suffix}
            </span>
          )}
        </span>
      )}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={ITEMS.removeName(name)}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-red-500"
        >
          <X aria-hidden size={18} />
        </button>
      ) : (
        <span aria-hidden className="w-11 shrink-0" />
      )}
    </li>
  )
}

/** People not yet in the split, as chips: one tap adds them. */
export function AddParticipantChips({ people, onAdd }: { people: PersonOption[]; onAdd: (p: PersonOption) => void }) {
  return (
    <section aria-labelledby="split-add-heading" className="space-y-2">
      <h3 id="split-add-heading" className="text-sm font-medium text-muted">
        {ITEMS.addParticipant}
      </h3>
      {people.length === 0 ? (
        <p className="text-sm text-muted">{ITEMS.everyoneInSplit}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((p) => (
            <li key={p.key}>
              <button
                type="button"
                onClick={() => onAdd(p)}
                aria-label={ITEMS.addName(p.name)}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-app bg-surface-2 pl-2.5 pr-3.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700 dark:hover:text-brand-400"
              >
                <Plus aria-hidden size={16} />
                {p.name}
                {p.kind === 'guest' && <span className="text-xs font-normal text-muted">{ITEMS.guestMark}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
