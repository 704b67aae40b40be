import { type PaymentHandles, payLinks } from '@/domain/pay-links'

/** 'Pay with ...' links for a tab the viewer owes, amount and event title filled in. */
export function PayLinks({
  payTo,
  cents,
  eventTitle,
}: {
  payTo: PaymentHandles | null
  cents: number
  eventTitle: string
}) {
  const links = payLinks(payTo, cents, eventTitle)
  if (links.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {links.map((l) => (
        <a
          key={l.label}
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-app px-3 py-1 text-sm font-medium text-brand-500 hover:bg-surface-2"
        >
          {l.label}
        </a>
      ))}
    </div>
  )
}
