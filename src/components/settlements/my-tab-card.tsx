import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { lazyPart } from '@/components/ui/lazy-part'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import { useSettlements } from '@/lib/settlements'
import * as MY_TAB from '@/messages/my-tab'
import { nameOf, whoPaysNow, wordsOf } from './tab-people'

// Pay links show only to someone who owes, once tabs are sent: their code loads then (decision 026).
const PayLinks = lazyPart(() => import('./pay-links').then((m) => m.PayLinks))

/**
 * On a closed event, what the viewer owes or is owed ('You owe Maria $61.20'), where to pay it and
 * where their payment stands. The host sees the whole list on the settlements page instead.
 */
export function MyTabCard({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const money = useMoney()
  const { event, viewerId } = snapshot
  const isHost = event.hostId === viewerId
  const query = useSettlements(event.status === 'closed' && !isHost ? event.id : undefined)
  const mine = (query.data?.settlements ?? []).filter((s) => s.debtor.id === viewerId || s.creditor.id === viewerId)
  if (isHost || mine.length === 0) return null
  return (
    <section
      aria-label={MY_TAB.yourTab}
      className={cn('space-y-3 rounded-2xl border border-app bg-surface p-4', className)}
    >
      {mine.map((s) => {
        const { payer, payee, payableCents } = whoPaysNow(s)
        const left = Math.abs(s.outstandingCents)
        const youPay = payer.id === viewerId
        const words = wordsOf(s, money, viewerId)
        const disputed = s.payments.filter((p) => p.status === 'disputed')
        return (
          <div key={s.id} className="space-y-2" data-testid="my-tab">
            <p className="text-lg font-semibold text-app">
              {left === 0
                ? MY_TAB.allSquareWith(nameOf(youPay ? payee : payer))
                : youPay
                  ? MY_TAB.youOwe(nameOf(payee), money.format(left))
                  : MY_TAB.owesYou(nameOf(payer), money.format(left))}
            </p>
            <p className="text-sm text-muted">
              {words.figures}
              {words.awaiting}
              {disputed.length > 0 && MY_TAB.disputedPart}
            </p>
            {youPay && payableCents > 0 && <PayLinks payTo={s.payTo} cents={payableCents} eventTitle={event.title} />}
            <Button asChild size="sm" variant={youPay && payableCents > 0 ? 'primary' : 'secondary'}>
              <Link to={`/events/${event.id}/settlements`} state={{ title: event.title }}>
                {youPay && payableCents > 0 ? MY_TAB.iPaid : MY_TAB.payments}
              </Link>
            </Button>
          </div>
        )
      })}
    </section>
  )
}
