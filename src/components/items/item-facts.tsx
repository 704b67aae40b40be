import type { ReactNode } from 'react'
import { computeBill } from '@/domain/bill'
import { holderCount, isFullyShared } from '@/domain/item-rules'
import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import { billInputOf, ownerKeyOf, UNASSIGNED } from '@/domain/person-key'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { partyLabel, personName } from '@/lib/bill'
import { useMoney } from '@/lib/money'
import * as ITEMS from '@/messages/items-more'
import { ItemStatusBadge } from './item-status-badge'
import { ownerLabel, shareKey } from './people'

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
  // Exactly the cents and percents the bill charges for this item, in the mode its split was chosen in
  // (decision 046): the same computeBill on this one item, so the numbers never disagree.
  const bill = computeBill(billInputOf({ taxMilliPct: 0, tipMilliPct: 0 }, [item]))
  const lineOf = (key: string) => bill.parties.find((p) => p.key === key)?.lines[0]
  const restKey = ownerKey ?? UNASSIGNED

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
                  percent={milliPctToPercentString(lineOf(key)?.shareMilliPct ?? s.shareMilliPct)}
                  cents={lineOf(key)?.amountCents ?? null}
                />
              )
            })}
            {/* The rest of the item: its owner's, or Unassigned while part of an ownerless item is nobody's. */}
            {(owner || !isFullyShared(item)) && (
              <ShareLine
                name={owner ?? ITEMS.unassigned}
                note={ITEMS.keepsTheRest}
                percent={milliPctToPercentString(lineOf(restKey)?.shareMilliPct ?? 0)}
                cents={lineOf(restKey)?.amountCents ?? 0}
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
