import { Link, useParams } from 'react-router'
import { MoneyRow } from '@/components/bill/money-row'
import { SharedTabCard } from '@/components/settlements/shared-tab-card'
import { useTitle } from '@/components/shell/use-title'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { FULL_MILLI_PCT, milliPctToPercentString } from '@/domain/percent'
import { ApiRequestError } from '@/lib/api'
import { useDates } from '@/lib/dates'
import { useSharedBill } from '@/lib/guest-shares'
import { CurrencyProvider, useMoneyIn } from '@/lib/money'
import * as PUBLIC from '@/messages/public'
import * as TAB_LINK from '@/messages/tab-link'

/** /guest-share/:token: one person's items, bill and what they owe, read-only, for someone without an account
 * (a host's guest share, or a guest account's own tab link: decision 055). */
export default function Component() {
  const { token = '' } = useParams()
  const bill = useSharedBill(token)
  useTitle(bill.data ? `${bill.data.guestName}'s bill` : PUBLIC.sharedBill)
  const money = useMoneyIn(bill.data?.currency ?? 'USD')
  const dates = useDates()

  if (bill.isPending)
    return (
      <main className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={PUBLIC.loadingBill} />
      </main>
    )
  if (bill.isError) {
    const revoked = bill.error instanceof ApiRequestError && bill.error.status === 410
    return (
      <main className="mx-auto max-w-lg px-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{revoked ? PUBLIC.linkRevoked : PUBLIC.linkNotValid}</h1>
        <p className="mt-2 text-muted">{bill.error.message}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/">{PUBLIC.goToOpentab}</Link>
        </Button>
      </main>
    )
  }
  const b = bill.data
  return (
    <CurrencyProvider currency={b.currency}>
      <main className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
        <p className="text-sm text-muted">
          {b.owes === 'host' ? PUBLIC.sharedWithYou(b.hostName) : TAB_LINK.tabLinkFrom}
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight wrap-anywhere">{PUBLIC.guestBill(b.guestName)}</h1>
        <p className="mt-1 text-muted wrap-anywhere">
          {b.event.title} · {dates.format(b.event.createdAt, 'date')}
        </p>
        <Card className="mt-6">
          <h2 className="mb-3 font-semibold">{PUBLIC.items}</h2>
          {b.lines.length === 0 ? (
            <p className="text-sm text-muted">{PUBLIC.noItemsYet}</p>
          ) : (
            <dl aria-label={PUBLIC.items} className="space-y-2">
              {b.lines.map((l, i) => (
                <MoneyRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines carry no id on this page (none leaves the worker)
                  key={i}
                  label={l.name}
                  cents={l.amountCents}
                  detail={
                    l.shareMilliPct < FULL_MILLI_PCT
                      ? `${milliPctToPercentString(l.shareMilliPct)}% of ${money.format(l.priceCents)}`
                      : undefined
                  }
                />
              ))}
            </dl>
          )}
          <dl aria-label={PUBLIC.bill} className="mt-4 space-y-2 border-t border-app pt-4">
            <MoneyRow label={PUBLIC.subtotal} cents={b.subtotalCents} />
            <MoneyRow label={PUBLIC.tax(milliPctToPercentString(b.taxMilliPct))} cents={b.taxCents} />
            <MoneyRow label={PUBLIC.tip(milliPctToPercentString(b.tipMilliPct))} cents={b.tipCents} />
            <MoneyRow label={PUBLIC.total} cents={b.totalCents} strong className="border-t border-app pt-2 text-lg" />
          </dl>
        </Card>
        <SharedTabCard bill={b} />
        <p className="mt-6 text-center text-sm text-muted">
          {PUBLIC.splitYourNextTab}{' '}
          <Link to="/auth?mode=signup" className="text-brand-700 hover:underline dark:text-brand-400">
            {PUBLIC.getStarted}
          </Link>
        </p>
      </main>
    </CurrencyProvider>
  )
}
