import { useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { MobileTabBar, TAB_PARAM } from '@/components/events/event-tabs'
import { CalculatorCard } from '@/components/settlements/calculator-card'
import { PayLinks } from '@/components/settlements/pay-links'
import { PayersCard } from '@/components/settlements/payers-card'
import { PrintSummary } from '@/components/settlements/print-summary'
import { SettlementRow } from '@/components/settlements/settlement-row'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { useEventLive } from '@/lib/event-live'
import { useMoney } from '@/lib/money'
import { useCalculateSettlements, usePaymentAction, useRecordPayment, useSettlements } from '@/lib/settlements'
import * as EVENT_PAGES from '@/messages/event-pages-more'

type Banner = { ok: true; count: number; cents: number } | { ok: false; message: string }

/** /events/:id/settlements: Send Tabs (host) and everyone's view of their own tabs. */
export default function Component() {
  const money = useMoney()
  const { id = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const query = useSettlements(id)
  useEventLive(id)
  const calculate = useCalculateSettlements(id)
  const record = useRecordPayment(id)
  const paymentAction = usePaymentAction(id)
  const [banner, setBanner] = useState<Banner | null>(null)
  const title = query.data?.event.title ?? (location.state as { title?: string } | null)?.title ?? EVENT_PAGES.event
  useTitle(EVENT_PAGES.settlementsTitle(title))

  if (query.isPending) return <FullPageSpinner />
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return (
      <main className="mx-auto max-w-md p-6 text-center">
        <h1 className="text-xl font-bold text-app">
          {notFound ? EVENT_PAGES.eventNotFound : errorMessage(query.error)}
        </h1>
        <Button asChild className="mt-4">
          <Link to="/dashboard">{EVENT_PAGES.returnToDashboard}</Link>
        </Button>
      </main>
    )
  }
  const page = query.data
  const pending = page.settlements.filter((s) => s.outstandingCents !== 0).length
  const busy = record.isPending || paymentAction.isPending
  const failed = record.error ?? paymentAction.error

  const onCalculate = () => {
    setBanner(null)
    calculate.mutate(undefined, {
      onSuccess: (r) => setBanner({ ok: true, count: r.settlements_created, cents: r.total_debt_cents }),
      onError: (err) => setBanner({ ok: false, message: errorMessage(err, EVENT_PAGES.calculationError) }),
    })
  }

  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-24 pt-6 sm:py-10 md:pb-10">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: EVENT_PAGES.dashboard, to: '/dashboard' },
            { label: title, to: `/events/${id}` },
            { label: EVENT_PAGES.settlements },
          ]}
        />
      </div>
      <h1 className="text-2xl font-bold text-app sm:text-3xl print:hidden">
        {page.isHost ? EVENT_PAGES.settlementManagement : EVENT_PAGES.yourTabFor(page.event.title)}
      </h1>
      <p className="mt-1 text-sm text-muted print:hidden">
        {page.isHost
          ? EVENT_PAGES.hostIntro
          : page.settlements.length > 0
            ? EVENT_PAGES.guestIntro
            : EVENT_PAGES.notCalculatedIntro}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="secondary" size="sm">
          <a href={`/api/events/${encodeURIComponent(id)}/settlements/export.csv`} download>
            {EVENT_PAGES.downloadCsv}
          </a>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {EVENT_PAGES.printSummary}
        </Button>
      </div>
      <PrintSummary eventId={id} settlements={page.settlements} />
      <div className="mt-6 space-y-6 print:hidden">
        {banner &&
          (banner.ok ? (
            <Alert tone="success">
              <p className="font-semibold">{EVENT_PAGES.calculated}</p>
              <p>{EVENT_PAGES.createdSettlements(banner.count, money.format(banner.cents))}</p>
            </Alert>
          ) : (
            <Alert tone="error">
              <p className="font-semibold">{EVENT_PAGES.calculationFailed}</p>
              <p>{banner.message}</p>
            </Alert>
          ))}
        {(page.isHost || page.positions.length > 0) && <PayersCard page={page} />}
        {page.isHost && <CalculatorCard page={page} calculating={calculate.isPending} onCalculate={onCalculate} />}
        <Card>
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-app">{EVENT_PAGES.currentSettlements}</h2>
            <span className="text-sm text-muted">{EVENT_PAGES.pendingCount(pending)}</span>
          </div>
          {failed && (
            <Alert tone="error" className="mt-3">
              {errorMessage(failed)}
            </Alert>
          )}
          {page.settlements.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">{EVENT_PAGES.noSettlements}</p>
          ) : (
            <ul className="divide-y divide-[var(--border)]">
              {page.settlements.map((s) => (
                <SettlementRow
                  key={s.id}
                  s={s}
                  viewerId={page.viewerId}
                  busy={busy}
                  onRecord={(input) => record.mutate(input)}
                  onPaymentAction={(paymentId, input) => paymentAction.mutate({ paymentId, ...input })}
                  payLinks={(cents) => <PayLinks payTo={s.payTo} cents={cents} eventTitle={page.event.title} />}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <MobileTabBar
        active={null}
        onSelect={(tab) => {
          const param = TAB_PARAM[tab]
          navigate(param ? `/events/${id}?tab=${param}` : `/events/${id}`)
        }}
      />
    </main>
  )
}
