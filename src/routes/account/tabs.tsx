import { useState } from 'react'
import { Link } from 'react-router'
import { PayLinks } from '@/components/settlements/pay-links'
import { nameOf } from '@/components/settlements/settlement-row'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { formatUSD } from '@/domain/money'
import type { TabRow, TabsDto } from '@/domain/schemas/settlement'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import { useTabs } from '@/lib/tabs'

type View = 'owed' | 'owe' | 'net'

/** /tabs: what others owe you and what you owe, over pending settlements only. */
export default function Component() {
  useTitle('Open Tabs')
  const query = useTabs()
  const [view, setView] = useState<View>('owed')
  if (query.isPending) return <FullPageSpinner />
  if (query.isError)
    return (
      <main className="mx-auto max-w-3xl p-6">
        <Alert tone="error">{errorMessage(query.error, 'Failed to load data')}</Alert>
      </main>
    )
  const t = query.data
  const views: { id: View; label: string }[] = [
    { id: 'owed', label: `Owed to You (${t.owedToYou.length})` },
    { id: 'owe', label: `You Owe (${t.youOwe.length})` },
    { id: 'net', label: 'Net per person' },
  ]
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-app sm:text-3xl">Open Tabs</h1>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <Card>
          <p className="text-sm text-muted">Owed to You</p>
          <p className="mt-1 text-xl font-bold tabular-nums sm:text-2xl text-emerald-600 dark:text-emerald-400">
            {formatUSD(t.owedToYouCents)}
          </p>
        </Card>
        <Card>
          <p className="text-sm text-muted">You Owe</p>
          <p className="mt-1 text-xl font-bold tabular-nums sm:text-2xl text-red-600 dark:text-red-400">
            {formatUSD(t.youOweCents)}
          </p>
        </Card>
      </div>
      <div role="tablist" aria-label="Tabs" className="mt-6 flex gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            aria-selected={view === v.id}
            onClick={() => setView(v.id)}
            className={cn(
              'flex-1 whitespace-nowrap rounded-lg px-2 py-2 text-xs font-medium transition sm:px-3 sm:text-sm',
              view === v.id ? 'bg-surface text-app shadow' : 'text-muted hover:text-app',
            )}
          >
            {v.label}
          </button>
        ))}
      </div>
      <Card className="mt-4">
        {view === 'owed' && <TabList rows={t.owedToYou} empty="No pending payments to you" />}
        {view === 'owe' && <TabList rows={t.youOwe} empty="No pending payments from you" />}
        {view === 'net' && <NetList net={t.net} />}
      </Card>
    </main>
  )
}

function TabList({ rows, empty }: { rows: TabRow[]; empty: string }) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>
  return (
    <ul className="divide-y divide-[var(--border)]">
      {rows.map((r) => (
        <li key={r.settlementId} className="space-y-2 py-3" data-testid="tab-row">
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-app">{nameOf(r.counterparty)}</p>
              <p className="truncate text-sm text-muted">
                <Link to={`/events/${r.eventId}/settlements`} className="hover:underline">
                  {r.eventTitle}
                </Link>{' '}
                · {new Date(r.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                {r.paymentReported && ' · payment reported'}
              </p>
            </div>
            <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-app">
              {formatUSD(r.amountCents)}
            </span>
          </div>
          <PayLinks payTo={r.payTo} cents={r.amountCents} eventTitle={r.eventTitle} />
        </li>
      ))}
    </ul>
  )
}

function NetList({ net }: { net: TabsDto['net'] }) {
  if (net.length === 0) return <p className="py-6 text-center text-sm text-muted">No pending payments</p>
  return (
    <ul className="divide-y divide-[var(--border)]">
      {net.map((n) => (
        <li key={n.person.id} className="py-3">
          <div className="flex items-center justify-between gap-3">
            <p className="font-medium text-app">
              {n.netCents > 0
                ? `${nameOf(n.person)} owes you`
                : n.netCents < 0
                  ? `You owe ${nameOf(n.person)}`
                  : `You and ${nameOf(n.person)} are even`}
            </p>
            <span className="font-semibold tabular-nums text-app">{formatUSD(Math.abs(n.netCents))}</span>
          </div>
          <ul className="mt-1 space-y-0.5 text-sm text-muted">
            {n.lines.map((l) => (
              <li key={l.eventId} className="flex justify-between gap-3">
                <span className="truncate">
                  {l.eventTitle}: {l.netCents >= 0 ? 'they owe you' : 'you owe them'}
                </span>
                <span className="tabular-nums">{formatUSD(Math.abs(l.netCents))}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
