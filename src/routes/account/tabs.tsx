import { useState } from 'react'
import { Link } from 'react-router'
import { PayLinks } from '@/components/settlements/pay-links'
import { PerCurrency } from '@/components/settlements/per-currency'
import { nameOf } from '@/components/settlements/settlement-row'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { readMinor } from '@/domain/currency'
import type { HistoryPayment, TabRow, TabsDto } from '@/domain/schemas/settlement'
import { tabWords } from '@/domain/tab-words'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import { CurrencyProvider, useMoneyIn } from '@/lib/money'
import { useSettleUp, useTabs } from '@/lib/tabs'
import * as COMMON from '@/messages/common'
import * as OPEN_TABS from '@/messages/open-tabs'

type View = 'owed' | 'owe' | 'net' | 'history'

/** /tabs: what others owe you and what you owe (what the bills say less confirmed payments), the net per person, the payments. */
export default function Component() {
  useTitle(OPEN_TABS.openTabs)
  const query = useTabs()
  const [picked, setView] = useState<View | null>(null)
  if (query.isPending) return <FullPageSpinner />
  if (query.isError)
    return (
      <main className="mx-auto max-w-3xl p-6">
        <Alert tone="error">{errorMessage(query.error, COMMON.loadFailed)}</Alert>
      </main>
    )
  const t = query.data
  // Open on the side that has something.
  const view = picked ?? (t.owedToYou.length === 0 && t.youOwe.length > 0 ? 'owe' : 'owed')
  const views: { id: View; label: string }[] = [
    { id: 'owed', label: OPEN_TABS.owedToYouCount(t.owedToYou.length) },
    { id: 'owe', label: OPEN_TABS.youOweCount(t.youOwe.length) },
    { id: 'net', label: OPEN_TABS.netPerPerson },
    { id: 'history', label: OPEN_TABS.history },
  ]
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-app sm:text-3xl">{OPEN_TABS.openTabs}</h1>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <Card>
          <p className="text-sm text-muted">{OPEN_TABS.owedToYou}</p>
          <p
            className={cn(
              'mt-1 text-xl font-bold tabular-nums sm:text-2xl',
              t.totals.some((x) => x.owedToYouCents > 0) ? 'text-emerald-600 dark:text-emerald-400' : 'text-app',
            )}
          >
            <PerCurrency totals={t.totals} pick={(x) => x.owedToYouCents} />
          </p>
        </Card>
        <Card>
          <p className="text-sm text-muted">{OPEN_TABS.youOwe}</p>
          <p
            className={cn(
              'mt-1 text-xl font-bold tabular-nums sm:text-2xl',
              t.totals.some((x) => x.youOweCents > 0) ? 'text-red-600 dark:text-red-400' : 'text-app',
            )}
          >
            <PerCurrency totals={t.totals} pick={(x) => x.youOweCents} />
          </p>
        </Card>
      </div>
      {/* Four views: two rows of two on a phone, so no label is cut or scrolled out of sight. */}
      <div
        role="tablist"
        aria-label={OPEN_TABS.tabs}
        className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1 sm:flex"
      >
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
        {view === 'owed' && <TabList rows={t.owedToYou} empty={OPEN_TABS.noPendingToYou} youOwe={false} />}
        {view === 'owe' && <TabList rows={t.youOwe} empty={OPEN_TABS.noPendingFromYou} youOwe />}
        {view === 'net' && <NetList net={t.net} />}
        {view === 'history' && <History payments={t.history} />}
      </Card>
    </main>
  )
}

function TabList({ rows, empty, youOwe }: { rows: TabRow[]; empty: string; youOwe: boolean }) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>
  return (
    <ul className="divide-y divide-[var(--border)]">
      {rows.map((r) => (
        <CurrencyProvider key={r.settlementId} currency={r.currency}>
          <TabLine r={r} youOwe={youOwe} />
        </CurrencyProvider>
      ))}
    </ul>
  )
}

/** The viewer on a row's figures: rows carry only the other person, so the viewer gets an id of their own. */
const VIEWER = '\u0000viewer'

function TabLine({ r, youOwe }: { r: TabRow; youOwe: boolean }) {
  const money = useMoneyIn(r.currency)
  const dates = useDates()
  // The row's figures read in the direction the money goes now: the viewer pays on 'You Owe' rows.
  const words = tabWords(
    {
      debtorId: youOwe ? VIEWER : r.counterparty.id,
      creditorId: youOwe ? r.counterparty.id : VIEWER,
      owedCents: r.owedCents,
      paidCents: r.paidCents,
      reportedCents: r.reportedCents,
    },
    { money, name: () => nameOf(r.counterparty), viewerId: VIEWER },
  )
  return (
    <li className="space-y-2 py-3" data-testid="tab-row">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-app">{nameOf(r.counterparty)}</p>
          <p className="truncate text-sm text-muted">
            <Link to={`/events/${r.eventId}/settlements`} className="hover:underline">
              {r.eventTitle}
            </Link>{' '}
            · {dates.format(r.createdAt, 'date')}
            {(r.paidCents !== 0 || r.reportedCents !== 0) && OPEN_TABS.figuresPart(words.figures)}
            {words.awaiting}
          </p>
        </div>
        <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-app">
          {money.format(r.amountCents)}
        </span>
      </div>
      {r.payableCents > 0 && <PayLinks payTo={r.payTo} cents={r.payableCents} eventTitle={r.eventTitle} />}
    </li>
  )
}

function NetList({ net }: { net: TabsDto['net'] }) {
  // Held here: the person's row goes once the whole net is settled, the note saying where it went stays.
  const settle = useSettleUp()
  return (
    <>
      {settle.data && <SettledNote parts={settle.data.parts} currency={settle.variables?.currency ?? 'USD'} />}
      {net.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{OPEN_TABS.noPendingPayments}</p>
      ) : (
        <ul className="divide-y divide-[var(--border)]">
          {net.map((n) => (
            <CurrencyProvider key={`${n.person.id} ${n.currency}`} currency={n.currency}>
              <NetPerson n={n} settle={settle} />
            </CurrencyProvider>
          ))}
        </ul>
      )}
    </>
  )
}

function NetPerson({ n, settle }: { n: TabsDto['net'][number]; settle: ReturnType<typeof useSettleUp> }) {
  const [amount, setAmount] = useState<string | null>(null)
  const money = useMoneyIn(n.currency)
  const events = `${n.lines.length} event${n.lines.length === 1 ? '' : 's'}`
  // What was reported and awaits confirmation is not offered again (decision 048): only the rest can be settled.
  const left = Math.abs(n.payableCents)
  const cents = amount === null ? null : readMinor(money, amount)
  const invalid = cents === null || cents <= 0 || cents > left
  const them = nameOf(n.person)
  return (
    <li className="space-y-2 py-3" data-testid="net-row">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-app">
          {n.netCents > 0
            ? OPEN_TABS.owesYouOver(them, money.format(n.netCents), events)
            : n.netCents < 0
              ? OPEN_TABS.youOweOver(them, money.format(-n.netCents), events)
              : OPEN_TABS.evenWith(them, events)}
        </p>
        {n.payableCents !== 0 && amount === null && (
          <Button size="sm" className="shrink-0 whitespace-nowrap" onClick={() => setAmount(money.input(left))}>
            {OPEN_TABS.settleUp}
          </Button>
        )}
      </div>
      {(n.reportedByYouCents > 0 || n.reportedToYouCents > 0) && (
        <p className="text-sm text-muted" data-testid="net-awaiting">
          {n.reportedByYouCents > 0 && OPEN_TABS.youReportedAwaits(money.format(n.reportedByYouCents), them)}{' '}
          {n.reportedToYouCents > 0 && OPEN_TABS.theyReportedAwaits(money.format(n.reportedToYouCents), them)}{' '}
          {n.payableCents === 0 && OPEN_TABS.nothingMoreToSettle}
        </p>
      )}
      <ul className="space-y-0.5 text-sm text-muted">
        {n.lines.map((l) => (
          <li key={l.eventId} className="flex justify-between gap-3">
            <Link to={`/events/${l.eventId}/settlements`} className="truncate hover:underline">
              {l.eventTitle}: {l.netCents >= 0 ? 'they owe you' : 'you owe them'}
            </Link>
            <span className="tabular-nums">{money.format(Math.abs(l.netCents))}</span>
          </li>
        ))}
      </ul>
      {n.payableCents < 0 && (
        <PayLinks payTo={n.payTo} cents={left} eventTitle={OPEN_TABS.payNoteAcrossEvents(events)} />
      )}
      {amount !== null && (
        <div className="flex flex-wrap items-end gap-2 rounded-lg border border-app p-3">
          <label className="text-sm text-app">
            {n.payableCents > 0 ? OPEN_TABS.amountPaidYou(them) : OPEN_TABS.amountYouPaid(them)}
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="mt-1 block h-10 w-36 rounded-lg border border-app bg-surface-2 px-3 tabular-nums text-app"
            />
          </label>
          <Button
            size="sm"
            disabled={invalid || settle.isPending}
            onClick={() =>
              cents !== null &&
              settle.mutate(
                { personId: n.person.id, currency: n.currency, amountCents: cents, expectedNetCents: n.netCents },
                { onSuccess: () => setAmount(null) },
              )
            }
          >
            {OPEN_TABS.recordPayment}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAmount(null)}>
            {COMMON.cancel}
          </Button>
          <p className="w-full text-xs text-muted">{OPEN_TABS.settleWholeHint(money.format(left))}</p>
        </div>
      )}
      {settle.isError && settle.variables?.personId === n.person.id && settle.variables.currency === n.currency && (
        <Alert tone="error">{errorMessage(settle.error)}</Alert>
      )}
    </li>
  )
}

/** Settled with someone: which events' tabs the payment went to, shown after the net row has gone. */
function SettledNote({ parts, currency }: { parts: { eventTitle: string; cents: number }[]; currency: string }) {
  const money = useMoneyIn(currency)
  return (
    <Alert tone="success" className="mb-3">
      {OPEN_TABS.recorded(parts.map((p) => `${p.eventTitle} ${money.format(p.cents)}`).join(', '))}
    </Alert>
  )
}

function History({ payments }: { payments: HistoryPayment[] }) {
  if (payments.length === 0) return <p className="py-6 text-center text-sm text-muted">{OPEN_TABS.noPaymentsYet}</p>
  return (
    <ul className="divide-y divide-[var(--border)]" aria-label={OPEN_TABS.paymentHistory}>
      {payments.map((p) => (
        <HistoryLine key={p.id} p={p} />
      ))}
    </ul>
  )
}

function HistoryLine({ p }: { p: HistoryPayment }) {
  const money = useMoneyIn(p.currency)
  const dates = useDates()
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="history-row">
      <div className="min-w-0">
        <p className="truncate font-medium text-app">{OPEN_TABS.paidLine(nameOf(p.from), nameOf(p.to))}</p>
        <p className="truncate text-sm text-muted">
          <Link to={`/events/${p.eventId}/settlements`} className="hover:underline">
            {p.eventTitle}
          </Link>{' '}
          · {dates.format(p.createdAt, 'date')} · {p.status === 'pending' ? 'awaiting confirmation' : p.status}
          {p.note && ` · ${p.note}`}
        </p>
      </div>
      <span className="shrink-0 font-semibold tabular-nums text-app">{money.format(p.amountCents)}</span>
    </li>
  )
}
