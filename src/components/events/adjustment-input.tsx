import { useId } from 'react'
import { Field } from '@/components/ui/field'
import {
  type Adjustment,
  type AdjustmentMode,
  type AdjustmentOrigin,
  resolveAdjustment,
  switchMode,
} from '@/domain/adjustment'
import { rateText } from '@/domain/locale-number'
import { RATE_HINT } from '@/domain/percent'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as EVENTS from '@/messages/events-more'

const modes: { value: AdjustmentMode; label: string }[] = [
  { value: 'percent', label: EVENTS.percentage },
  { value: 'amount', label: EVENTS.amount },
]

/** 'Tax Adjustment' / 'Tip Adjustment': a mode switch, one input, and what the other mode reads. */
export function AdjustmentInput({
  label,
  value,
  origin,
  onChange,
  disabled = false,
}: {
  /** 'Tax' or 'Tip'. */
  label: string
  value: Adjustment
  origin: AdjustmentOrigin
  onChange: (next: Adjustment) => void
  /** A closed event's tax and tip cannot change (the worker refuses); the native fieldset locks every input. */
  disabled?: boolean
}) {
  const id = useId()
  const money = useMoney()
  const r = resolveAdjustment(value, origin)
  const percentMode = value.mode === 'percent'
  let linked = ''
  if (r.ok) {
    linked = percentMode
      ? EVENTS.percentCharges(RATE_HINT, money.format(r.amountCents), money.format(origin.subtotalCents))
      : EVENTS.amountIsPercent(rateText(r.milliPct, money.locale, money.currency))
    // Above a $1,000 subtotal a 0.001% step is worth more than a cent: say what will actually be charged.
    if (!percentMode && r.typedCents !== null && r.typedCents !== r.amountCents)
      linked += EVENTS.chargedAs(money.format(r.amountCents))
  }
  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-xl border border-app p-4 disabled:opacity-60">
      <legend className="px-1 text-sm font-semibold text-app">{EVENTS.adjustmentLegend(label)}</legend>
      {/* Native radios: arrow keys, form semantics and screen readers work without any ARIA of ours. */}
      <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1">
        <legend className="sr-only">{EVENTS.modeLegend(label)}</legend>
        {modes.map((m) => (
          <label
            key={m.value}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
              value.mode === m.value ? 'bg-surface text-app shadow-sm' : 'text-muted hover:text-app',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${label}-mode-${id}`}
              value={m.value}
              checked={value.mode === m.value}
              onChange={() => onChange(switchMode(value, m.value, origin))}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <Field
        // A new input per mode, so the browser's own undo history never mixes percent and dollars.
        key={value.mode}
        label={percentMode ? EVENTS.percentageLabel(label) : EVENTS.amountLabel(label)}
        // Text, not type=number: a number input reads the browser's own way ("7,5" became 75 in a German
        // Chromium); both modes read the viewer's locale like every amount field (decision 050).
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={percentMode ? value.percent : value.amount}
        onChange={(e) => onChange({ ...value, [percentMode ? 'percent' : 'amount']: e.target.value })}
        error={r.ok ? null : r.error}
        hint={!percentMode && origin.subtotalCents === 0 ? EVENTS.noSubtotalYet : linked}
      />
    </fieldset>
  )
}
