import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { PaymentDto, RecordPaymentInput, SettlementDto, UpdatePaymentInput } from '@/domain/schemas/settlement'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import { useMoney } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as MY_TAB from '@/messages/my-tab-more'
import * as SETTLEMENTS from '@/messages/settlements'
import { nameOf, whoPaysNow, wordsOf } from './tab-people'

// Other pages name people as the rows do (the tabs page imports it from here).
export { nameOf }

const badge = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  paid: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  confirmed: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  disputed: 'bg-red-500/15 text-red-700 dark:text-red-300',
} as const

type Props = {
  s: SettlementDto
  viewerId: string
  busy: boolean
  onRecord: (input: RecordPaymentInput) => void
  onPaymentAction: (paymentId: string, input: UpdatePaymentInput) => void
  /** 'Pay with ...' links, given the amount left to pay, when the viewer is the one paying. */
  payLinks?: (cents: number) => React.ReactNode
}

/** One tab: who owes whom, the bill's amount, what was paid, what is left, its payments and what the viewer may do. */
export function SettlementRow({ s, viewerId, busy, onRecord, onPaymentAction, payLinks }: Props) {
  const money = useMoney()
  const dates = useDates()
  const [form, setForm] = useState(false)
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const { payer, payee, back, payableCents } = whoPaysNow(s)
  const words = wordsOf(s, money, viewerId)
  const you = (p: { id: string }, name: string) => (p.id === viewerId ? name : null)
  const viewerPays = payer.id === viewerId
  const viewerIsPaid = payee.id === viewerId
  const left = Math.abs(s.outstandingCents)
  const who = you(payer, SETTLEMENTS.you) ?? nameOf(payer)
  const verb = payer.id === viewerId ? SETTLEMENTS.owe : SETTLEMENTS.owes
  const whom = you(payee, SETTLEMENTS.youLower) ?? nameOf(payee)
  const reading = money.parse(amount)
  const cents = reading.ok ? reading.minor : null
  const amountError =
    amount.trim() === ''
      ? null
      : cents === null || cents <= 0
        ? SETTLEMENTS.enterAmountLike(money.input(20 * 10 ** money.exponent))
        : cents > payableCents
          ? SETTLEMENTS.atMostLeft(money.format(payableCents))
          : null
  const open = () => {
    setAmount(money.input(payableCents))
    setNote('')
    setForm(true)
  }
  const submit = () => {
    if (cents === null || amountError) return
    const trimmed = note.trim() || undefined
    onRecord(
      // The figure on screen goes along: if the tab changed meanwhile, the worker refuses instead of guessing.
      viewerPays
        ? { toId: payee.id, amountCents: cents, note: trimmed, expectedOutstandingCents: left }
        : { fromId: payer.id, amountCents: cents, note: trimmed, expectedOutstandingCents: left },
    )
    setForm(false)
  }
  return (
    <li className="space-y-2 py-4" data-testid="settlement-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-app">
            {left === 0 ? (
              <>
                {you(s.debtor, SETTLEMENTS.you) ?? nameOf(s.debtor)}{' '}
                <span className="text-muted">{SETTLEMENTS.paid}</span>{' '}
                {you(s.creditor, SETTLEMENTS.youLower) ?? nameOf(s.creditor)}
              </>
            ) : (
              <>
                {who} <span className="text-muted">{verb}</span> {whom}
                {back && <span className="text-muted">{SETTLEMENTS.back}</span>}
              </>
            )}
          </p>
          <p className="text-xs text-muted" data-testid="tab-figures">
            {words.figures}
            {words.awaiting}
            {s.calculatedAt && MY_TAB.calculatedPart(dates.format(s.calculatedAt, 'dateTime'))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge[s.status])}>
            {SETTLEMENTS.status[s.status]}
          </span>
          <span className="font-semibold tabular-nums text-app" data-testid="tab-outstanding">
            {money.format(left)}
          </span>
        </div>
      </div>
      {s.payments.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-surface-2 px-3 py-2 text-sm" aria-label={MY_TAB.payments}>
          {s.payments.map((p) => (
            <PaymentLine key={p.id} p={p} viewerId={viewerId} busy={busy} onAction={onPaymentAction} />
          ))}
        </ul>
      )}
      {viewerPays && payableCents > 0 && payLinks?.(payableCents)}
      {form ? (
        <div className="space-y-2 rounded-lg border border-app p-3">
          <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
            <div>
              <label className="block text-sm font-medium text-app" htmlFor={`amount-${s.id}`}>
                {viewerPays ? SETTLEMENTS.amountYouPaid : SETTLEMENTS.amountTheyPaid(nameOf(payer))}
              </label>
              <input
                id={`amount-${s.id}`}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={`amount-hint-${s.id}`}
                className="h-10 w-full rounded-lg border border-app bg-surface-2 px-3 tabular-nums text-app"
              />
              <p id={`amount-hint-${s.id}`} className={cn('text-xs', amountError ? 'text-red-600' : 'text-muted')}>
                {amountError ?? SETTLEMENTS.ofLeft(money.format(payableCents))}
              </p>
            </div>
            <div>
              <label className="block text-sm font-medium text-app" htmlFor={`note-${s.id}`}>
                {SETTLEMENTS.noteOptional}
              </label>
              <input
                id={`note-${s.id}`}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
                className="h-10 w-full rounded-lg border border-app bg-surface-2 px-3 text-app"
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={submit} disabled={busy || cents === null || !!amountError}>
              {viewerPays ? SETTLEMENTS.recordPayment : SETTLEMENTS.recordAsReceived}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setForm(false)}>
              {COMMON.cancel}
            </Button>
          </div>
        </div>
      ) : (
        payableCents > 0 &&
        (viewerPays || viewerIsPaid) && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button size="sm" onClick={open} disabled={busy}>
              {viewerPays ? MY_TAB.iPaid : SETTLEMENTS.markReceived}
            </Button>
          </div>
        )
      )}
    </li>
  )
}

function PaymentLine({
  p,
  viewerId,
  busy,
  onAction,
}: {
  p: PaymentDto
  viewerId: string
  busy: boolean
  onAction: (paymentId: string, input: UpdatePaymentInput) => void
}) {
  const money = useMoney()
  const dates = useDates()
  const [disputing, setDisputing] = useState(false)
  const [note, setNote] = useState('')
  const canConfirm = p.to.id === viewerId && p.status !== 'confirmed'
  const canDispute = (p.to.id === viewerId || p.from.id === viewerId) && p.status !== 'disputed'
  const from = p.from.id === viewerId ? SETTLEMENTS.you : nameOf(p.from)
  const to = p.to.id === viewerId ? SETTLEMENTS.youLower : nameOf(p.to)
  return (
    <li className="space-y-1" data-testid="payment-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-app">
          {SETTLEMENTS.paymentLine(from, to)}
          <span className="font-semibold tabular-nums">{money.format(p.amountCents)}</span>
          <span className="text-muted">
            {' '}
            · {dates.format(p.createdAt, 'date')}
            {p.note && ` · ${p.note}`}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge[p.status])}>
            {p.status === 'pending' ? SETTLEMENTS.awaitingConfirmation : SETTLEMENTS.status[p.status]}
          </span>
          {canConfirm && (
            <Button size="sm" onClick={() => onAction(p.id, { action: 'confirm' })} disabled={busy}>
              {SETTLEMENTS.confirm}
            </Button>
          )}
          {canDispute && !disputing && (
            <Button size="sm" variant="secondary" onClick={() => setDisputing(true)} disabled={busy}>
              {SETTLEMENTS.dispute}
            </Button>
          )}
        </span>
      </div>
      {disputing && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm text-app">
            {SETTLEMENTS.whatIsWrong}
            <input
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 h-9 w-full rounded-lg border border-app bg-surface px-3 text-app"
            />
          </label>
          <Button
            size="sm"
            variant="danger"
            disabled={busy || !note.trim()}
            onClick={() => {
              onAction(p.id, { action: 'dispute', note: note.trim() })
              setDisputing(false)
            }}
          >
            {SETTLEMENTS.markDisputed}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDisputing(false)}>
            {COMMON.cancel}
          </Button>
        </div>
      )}
    </li>
  )
}
