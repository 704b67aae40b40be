import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatUSD } from '@/domain/money'
import type { SettlementDto, UpdateSettlementInput } from '@/domain/schemas/settlement'
import { cn } from '@/lib/cn'

/** How a settlement row names a person: first name, else username, else 'Unknown' (no profile with the row). */
export const nameOf = (p: { firstName: string | null; username: string } | null | undefined) =>
  p?.firstName || p?.username || 'Unknown'

const badge = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  paid: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  disputed: 'bg-red-500/15 text-red-700 dark:text-red-300',
} as const

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type Props = {
  s: SettlementDto
  viewerId: string
  isHost: boolean
  busy: boolean
  onAction: (input: UpdateSettlementInput) => void
  /** 'Pay with ...' links for the debtor, when the creditor has payment handles. */
  payLinks?: React.ReactNode
}

/** One tab: 'debtor owes creditor', when, status, amount, notes, and what the viewer may do with it. */
export function SettlementRow({ s, viewerId, isHost, busy, onAction, payLinks }: Props) {
  const [form, setForm] = useState<null | 'report_paid' | 'dispute'>(null)
  const [note, setNote] = useState('')
  const isDebtor = s.debtor.id === viewerId
  const isCreditor = s.creditor.id === viewerId
  // 'I paid' is the debtor's own words; the host (usually the creditor) confirms instead.
  const canReport = isDebtor && s.status === 'pending' && !s.paymentReported
  const canConfirm = (isCreditor || isHost) && s.status !== 'paid'
  const canDispute = (isDebtor || isCreditor || isHost) && s.status !== 'disputed'
  const submit = () => {
    if (!form) return
    onAction({ action: form, note: note.trim() || undefined })
    setForm(null)
    setNote('')
  }
  return (
    <li className="space-y-2 py-4" data-testid="settlement-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-app">
            {isDebtor ? 'You' : nameOf(s.debtor)} <span className="text-muted">owes</span>{' '}
            {isCreditor ? 'you' : nameOf(s.creditor)}
          </p>
          <p className="text-xs text-muted">
            Calculated {new Date(s.calculatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badge[s.status])}>
            {capitalise(s.status)}
          </span>
          <span className="font-semibold tabular-nums text-app">{formatUSD(s.amountCents)}</span>
        </div>
      </div>
      {s.paymentReported && (
        <p className="text-sm text-sky-700 dark:text-sky-300">
          {isDebtor ? 'You said you paid' : `${nameOf(s.debtor)} says they paid`}: waiting for confirmation.
        </p>
      )}
      {s.notes && <p className="text-sm text-muted">Notes: {s.notes}</p>}
      {payLinks}
      {form ? (
        <div className="space-y-2">
          <label className="block text-sm font-medium text-app" htmlFor={`note-${s.id}`}>
            {form === 'dispute' ? 'What is wrong?' : 'Note (optional)'}
          </label>
          <input
            id={`note-${s.id}`}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="h-10 w-full rounded-lg border border-app bg-surface-2 px-3 text-app"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={submit} disabled={busy || (form === 'dispute' && !note.trim())}>
              {form === 'dispute' ? 'Mark Disputed' : 'Mark as Paid'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setForm(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2 print:hidden">
          {canReport && (
            <Button size="sm" onClick={() => setForm('report_paid')} disabled={busy}>
              I paid
            </Button>
          )}
          {canConfirm && (
            <Button size="sm" onClick={() => onAction({ action: 'confirm_paid' })} disabled={busy}>
              Confirm paid
            </Button>
          )}
          {canDispute && (
            <Button size="sm" variant="secondary" onClick={() => setForm('dispute')} disabled={busy}>
              Dispute
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
