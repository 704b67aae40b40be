import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { centsToDollarsString, parseDollarsToCents } from '@/domain/money'
import { amountFromBp, bpFromAmount, bpToPercentString, parsePercentToBp } from '@/domain/percent'

type Mode = 'percent' | 'amount'

export const CLOSED_ADJUSTMENT_HINT = 'This event is closed. Reopen it to change tax and tip.'

/**
 * Tax Adjustment / Tip Adjustment: a percentage or a fixed amount, linked through the subtotal
 * (spec 5): switching converts to 2 decimals; with no subtotal an amount means 0%.
 * The worker converts amounts with the same domain rule (bpFromAmount), so what you see is what is stored.
 */
export function AdjustmentBlock({
  label,
  bp,
  subtotalCents,
  onSave,
  saving,
  disabled = false,
}: {
  label: 'Tax' | 'Tip'
  bp: number
  subtotalCents: number
  onSave: (value: { bp: number } | { amountCents: number }) => Promise<unknown>
  saving: boolean
  /** A closed event's tax and tip cannot change (the worker refuses); the native fieldset locks every input. */
  disabled?: boolean
}) {
  const [mode, setMode] = useState<Mode>('percent')
  const [percent, setPercent] = useState(bpToPercentString(bp))
  const [amount, setAmount] = useState(centsToDollarsString(amountFromBp(subtotalCents, bp)))
  const [error, setError] = useState<string | null>(null)

  const switchTo = (next: Mode) => {
    if (next === mode) return
    if (next === 'amount') {
      const p = parsePercentToBp(percent) ?? 0
      setAmount(centsToDollarsString(amountFromBp(subtotalCents, p)))
    } else {
      const cents = parseDollarsToCents(amount) ?? 0
      setPercent(bpToPercentString(Math.min(10000, bpFromAmount(cents, subtotalCents))))
    }
    setError(null)
    setMode(next)
  }

  const save = async () => {
    setError(null)
    if (mode === 'percent') {
      const value = parsePercentToBp(percent)
      if (value === null) return setError('Enter a percentage from 0 to 100')
      await onSave({ bp: value }).catch(() => setError(`Failed to update ${label.toLowerCase()}`))
    } else {
      const cents = parseDollarsToCents(amount)
      if (cents === null) return setError('Enter an amount of at least 0')
      await onSave({ amountCents: cents }).catch(() => setError(`Failed to update ${label.toLowerCase()}`))
    }
  }

  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-xl border border-app p-3 disabled:opacity-60">
      <legend className="px-1 text-sm font-semibold">{label} Adjustment</legend>
      <div className="flex gap-2 text-sm">
        {(['percent', 'amount'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => switchTo(m)}
            className={`rounded-lg px-3 py-1.5 ${mode === m ? 'bg-brand-500 text-emerald-950' : 'bg-surface-2 text-app'}`}
          >
            {m === 'percent' ? 'Percentage' : 'Fixed amount'}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        {mode === 'percent' ? (
          <Field
            className="flex-1"
            label={`${label} Percentage`}
            inputMode="decimal"
            type="number"
            min={0}
            max={100}
            step={0.01}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            error={error}
          />
        ) : (
          <Field
            className="flex-1"
            label={`${label} Amount`}
            inputMode="decimal"
            type="number"
            min={0}
            step={0.01}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
        )}
        <Button type="button" variant="secondary" onClick={save} disabled={saving} aria-label={`Save ${label}`}>
          Save
        </Button>
      </div>
    </fieldset>
  )
}
