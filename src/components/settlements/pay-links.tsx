import { type PaymentHandles, payLinks } from '@/domain/pay-links'
import { useMoney } from '@/lib/money'
import * as MY_TAB from '@/messages/my-tab'

type PayTo = PaymentHandles & { paymentNote?: string | null }

/** Whether there is any way shown to pay this person in this currency (a link it serves, or their note). */
export const canPayOnline = (payTo: PayTo | null, currency: string) =>
  !!payTo && (payLinks(payTo, 0, '', currency).length > 0 || !!payTo.paymentNote)

/**
 * 'Pay with ...' links for a tab the viewer owes, amount and event title filled in, for the services that
 * move the event's currency; and the payee's payment note (an IBAN, bank details) when they wrote one.
 */
export function PayLinks({ payTo, cents, eventTitle }: { payTo: PayTo | null; cents: number; eventTitle: string }) {
  const money = useMoney()
  const links = payLinks(payTo, cents, eventTitle, money.currency)
  const note = payTo?.paymentNote
  if (links.length === 0 && !note) return null
  return (
    <div className="space-y-2 print:hidden">
      {links.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {links.map((l) => (
            <a
              key={l.label}
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg border border-app px-3 py-1 text-sm font-medium text-brand-700 hover:bg-surface-2 dark:text-brand-400"
            >
              {l.label}
            </a>
          ))}
        </div>
      )}
      {note && (
        <p className="text-sm text-app">
          <span className="text-muted">{MY_TAB.paymentNote}: </span>
          <span className="whitespace-pre-wrap wrap-anywhere">{note}</span>
        </p>
      )}
    </div>
  )
}
