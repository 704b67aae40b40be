import { Users } from 'lucide-react'
import { type BillInput, computeBill } from '@/domain/bill'
import { formatUSD } from '@/domain/money'
import * as PUBLIC from '@/messages/public'

// An illustrative tab on the landing page. The numbers are not typed in: they come from the same
// computeBill() that the app and the worker use, so the example is always exactly what OpenTab
// would charge (8.25% tax, 20% tip, shared nachos split three ways).
const people = [
  { key: 'u:maya', name: 'Maya', color: 'bg-sky-500' },
  { key: 'u:leo', name: 'Leo', color: 'bg-amber-500' },
  { key: 'u:sam', name: 'Sam', color: 'bg-fuchsia-500' },
] as const

const example: BillInput = {
  taxMilliPct: 8250,
  tipMilliPct: 20_000,
  items: [
    { id: 'a', name: PUBLIC.margheritaPizza, priceCents: 1750, ownerKey: 'u:maya', shares: [] },
    { id: 'b', name: PUBLIC.smashBurger, priceCents: 1500, ownerKey: 'u:leo', shares: [] },
    {
      id: 'c',
      name: PUBLIC.nachosToShare,
      priceCents: 1200,
      ownerKey: 'u:sam',
      shares: [
        { personKey: 'u:maya', shareMilliPct: 33_333 },
        { personKey: 'u:leo', shareMilliPct: 33_333 },
      ],
    },
    { id: 'd', name: PUBLIC.icedTea, priceCents: 425, ownerKey: 'u:sam', shares: [] },
  ],
}

const bill = computeBill(example)
const nameOf = (key: string | null) => people.find((p) => p.key === key)?.name ?? PUBLIC.unassigned

export function BillPreview() {
  return (
    <figure className="w-full rounded-2xl border border-app bg-surface p-5 shadow-xl shadow-black/10 sm:p-6">
      <figcaption className="flex items-center justify-between gap-3">
        <span className="font-semibold text-app">{PUBLIC.fridayDinner}</span>
        <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted">{PUBLIC.exampleTab}</span>
      </figcaption>
      <ul className="mt-4 space-y-2.5 text-sm">
        {example.items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate text-app">{item.name}</span>
            <span className="flex shrink-0 items-center gap-3">
              <span className="text-xs text-muted">
                {item.shares.length ? (
                  <span className="inline-flex items-center gap-1">
                    <Users aria-hidden size={12} /> {PUBLIC.splitThreeWays}
                  </span>
                ) : (
                  nameOf(item.ownerKey)
                )}
              </span>
              <span className="w-16 text-right tabular-nums text-app">{formatUSD(item.priceCents)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-app pt-3 text-xs text-muted">
        {PUBLIC.previewTaxAndTip(formatUSD(bill.taxCents), formatUSD(bill.tipCents))}
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={PUBLIC.whatEachPersonPays}>
        {people.map((p) => {
          const party = bill.parties.find((x) => x.key === p.key)
          return (
            <li key={p.key} className="rounded-xl bg-surface-2 px-2 py-2.5 text-center">
              <span className="flex items-center justify-center gap-1.5 text-xs text-muted">
                <span aria-hidden className={`h-2 w-2 rounded-full ${p.color}`} />
                {p.name}
              </span>
              <span className="mt-1 block font-semibold tabular-nums text-app">
                {formatUSD(party?.totalCents ?? 0)}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="mt-3 flex justify-between text-sm font-medium text-app">
        <span>{PUBLIC.tableTotal}</span>
        <span className="tabular-nums text-brand-700 dark:text-brand-400">{formatUSD(bill.totalCents)}</span>
      </p>
    </figure>
  )
}
