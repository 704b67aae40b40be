import { canPayOnline, PayLinks } from '@/components/settlements/pay-links'
import { Card } from '@/components/ui/card'
import type { SharedGuestBill } from '@/domain/schemas/guest-share'
import { useMoney } from '@/lib/money'
import * as MY_TAB from '@/messages/my-tab'
import * as PUBLIC from '@/messages/public'
import * as TAB_LINK from '@/messages/tab-link'

/**
 * Whom the person behind a share or tab link pays, and how (decision 055). A placeholder guest pays the
 * host the whole bill; a guest account has the tabs the host sent, in the event page's words, and what
 * it already paid.
 */
export function SharedTabCard({ bill }: { bill: SharedGuestBill }) {
  const money = useMoney()
  const { tabs } = bill
  if (bill.owes === 'host')
    return tabs.map((t) => (
      <Card key={t.name} className="mt-4 space-y-3">
        <h2 className="font-semibold">{PUBLIC.payHost(t.name, money.format(t.leftCents))}</h2>
        {bill.event.status === 'open' && <p className="text-sm text-muted">{PUBLIC.theBillIsStill}</p>}
        <HowToPay bill={bill} tab={t} />
      </Card>
    ))
  return (
    <Card className="mt-4 space-y-4">
      {tabs.length === 0 && <p className="text-sm text-muted">{TAB_LINK.tabsNotSent}</p>}
      {tabs.map((t) => (
        <div key={t.name} className="space-y-2" data-testid="shared-tab">
          <h2 className="font-semibold">
            {t.leftCents === 0
              ? MY_TAB.allSquareWith(t.name)
              : t.pays
                ? MY_TAB.youOwe(t.name, money.format(t.leftCents))
                : MY_TAB.owesYou(t.name, money.format(t.leftCents))}
          </h2>
          {t.pays && t.payableCents > 0 && <HowToPay bill={bill} tab={t} />}
        </div>
      ))}
      {(bill.paidCents > 0 || bill.reportedCents > 0) && (
        <p className="border-t border-app pt-3 text-sm text-muted">
          {bill.paidCents > 0 && TAB_LINK.alreadyPaid(money.format(bill.paidCents))}
          {bill.paidCents > 0 && bill.reportedCents > 0 && ' · '}
          {bill.reportedCents > 0 && TAB_LINK.awaitingConfirmation(money.format(bill.reportedCents))}
        </p>
      )}
    </Card>
  )
}

function HowToPay({ bill, tab }: { bill: SharedGuestBill; tab: SharedGuestBill['tabs'][number] }) {
  return canPayOnline(tab.payTo, bill.currency) ? (
    <PayLinks payTo={tab.payTo} cents={tab.payableCents} eventTitle={bill.event.title} />
  ) : (
    <p className="text-sm text-muted">{PUBLIC.noPayLinks(tab.name)}</p>
  )
}
