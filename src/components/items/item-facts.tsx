import type { ReactNode } from 'react'
import { holderCount, isFullyShared } from '@/domain/item-rules'
import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import { ownerKeyOf } from '@/domain/person-key'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { partyLabel, personName } from '@/lib/bill'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'
import { ItemStatusBadge } from './item-status-badge'
import { ownerLabel, shareKey } from './people'
import { initialSplit, previewSplit } from './split-model'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-app">{children}</dd>
    </div>
  )
}

/** Item detail: price, status, who added it and who has it, and how it is shared (with the cents each pays). */
export function ItemFacts({ snapshot, item }: { snapshot: EventSnapshot; item: ItemDto }) {
  const money = useMoney()
  const owner = ownerLabel(snapshot, item)
  const ownerKey = ownerKeyOf(item)
  // Exactly the cents the bill charges for this item (same domain code), so the numbers never disagree.
  const form = initialSplit(item)
  const amounts = previewSplit(item, ownerKey, form)

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="whitespace-nowrap text-3xl font-bold tabular-nums">{money.format(item.priceCents)}</p>
        <ItemStatusBadge item={item} className="text-sm" />
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Fact label={ITEMS.addedBy}>{item.addedBy ? personName(snapshot, item.addedBy) : ITEMS.receipt}</Fact>
        <Fact label={ITEMS.assignedTo}>
          {owner ?? (isFullyShared(item) ? ITEMS.sharedBy(holderCount(item)) : ITEMS.nobodyYet)}
        </Fact>
      </dl>
      {item.shares.length > 0 && (
        <section aria-labelledby={`sharing-${item.id}`} className="rounded-xl border border-app">
          <h3 id={`sharing-${item.id}`} className="border-b border-app px-3 py-2 text-sm font-semibold">
            {ITEMS.sharing}
          </h3>
          <ul className="divide-y divide-[var(--border)] text-sm">
            {item.shares.map((s) => {
              const key = shareKey(s)
              return (
                <ShareLine
                  // One share per person or guest (src/domain/split.ts merges a person listed twice).
                  key={key}
                  name={partyLabel(snapshot, key)}
                  percent={milliPctToPercentString(s.shareMilliPct)}
                  cents={amounts.rows.get(key) ?? null}
                />
              )
            })}
            {/* The rest of the item: its owner's, or Unassigned while part of an ownerless item is nobody's. */}
            {(owner || !isFullyShared(item)) && (
              <ShareLine
                name={owner ?? ITEMS.unassigned}
                note={ITEMS.keepsTheRest}
                percent={form.ownerPercent}
                cents={amounts.owner}
              />
            )}
          </ul>
          {owner && hasOddCents(item) && (
            <p className="border-t border-app px-3 py-2 text-xs text-muted">{ITEMS.oddCents}</p>
          )}
        </section>
      )}
    </div>
  )
}

/** Whether some share of the price is not a whole number of cents, so rounding decides who pays a cent. */
function hasOddCents(item: ItemDto) {
  return item.shares.some((s) => (item.priceCents * s.shareMilliPct) % FULL_MILLI_PCT !== 0)
}

function ShareLine({
  name,
  note,
  percent,
  cents,
}: {
  name: string
  note?: string
  percent: string
  cents: number | null
}) {
  const money = useMoney()
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 break-words" title={name}>
          {name}
        </span>
        {note && <span className="block truncate text-xs text-muted">{note}</span>}
      </span>
      <span className="shrink-0 tabular-nums text-muted">{percent}%</span>
      <span className="min-w-20 shrink-0 whitespace-nowrap text-right font-medium tabular-nums">
        {cents === null ? '-' : money.format(cents)}
      </span>
    </li>
  )
}
