import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { useId } from 'react'
import { CurrencyMark, currencyMarkPadding } from '@/components/ui/currency-mark'
import { CheckboxField, inputClass } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as RECEIPTS from '@/messages/receipts'
import {
  type Draft,
  type DraftErrors,
  gaps,
  type Money,
  rateComparison,
  type TaxTipLine,
} from './confirm-receipt-model'

const LABELS: Record<Money, string> = RECEIPTS.amountLabels

/**
 * Subtotal, tax, tip and total as read (editable), with the two checks stated plainly so a misread
 * number is caught before it reaches everyone's bill. Tax and tip each show the event's current
 * figure and a box to choose whether the receipt's replaces it.
 */
export function ReceiptTotalsEditor({
  draft,
  lines,
  errors,
  disabled,
  onChange,
  onUse,
}: {
  draft: Draft
  lines: Record<'tax' | 'tip', TaxTipLine>
  errors: DraftErrors['money']
  disabled?: boolean
  onChange: (money: Draft['money']) => void
  onUse: (k: 'tax' | 'tip', on: boolean) => void
}) {
  const money = useMoney()
  const g = gaps(draft, money)
  const id = useId()
  return (
    <div className={cn('space-y-3', disabled && 'opacity-60')}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['subtotal', 'tax', 'tip', 'total'] as const).map((k) => (
          <div key={k} className="space-y-1 text-sm">
            {/* A separate label (not wrapping the input), so the name is just 'Tax', not 'Tax 4.68'. */}
            <label htmlFor={`${id}-${k}`} className="block font-medium">
              {LABELS[k]}
            </label>
            <span className="relative block">
              <CurrencyMark symbol={money.symbol} />
              <input
                id={`${id}-${k}`}
                className={cn(inputClass, 'h-11 text-right tabular-nums', currencyMarkPadding(money.symbol))}
                inputMode="decimal"
                value={draft.money[k]}
                disabled={disabled}
                aria-invalid={errors[k] ? true : undefined}
                onChange={(e) => onChange({ ...draft.money, [k]: e.target.value })}
              />
            </span>
            {errors[k] && <span className="block text-red-700 dark:text-red-500">{errors[k]}</span>}
            {(k === 'tax' || k === 'tip') && (
              <TaxTipChoice
                which={k}
                line={lines[k]}
                checked={draft.include[k]}
                disabled={disabled || !draft.include.totals}
                onChange={(on) => onUse(k, on)}
              />
            )}
          </div>
        ))}
      </div>
      {g && (
        <ul className="space-y-1.5 text-sm">
          <Check ok={g.itemsVsSubtotal === 0 || draft.items.length === 0}>
            {draft.items.length === 0
              ? RECEIPTS.noLinesToCompare
              : g.itemsVsSubtotal === 0
                ? RECEIPTS.itemsMatchSubtotal(money.format(g.itemsCents))
                : `${RECEIPTS.itemsVsSubtotal(
                    money.format(g.itemsCents),
                    money.format(Math.abs(g.itemsVsSubtotal)),
                    g.itemsVsSubtotal > 0,
                  )}${Math.abs(g.itemsVsSubtotal) > 1 && draft.include.items ? RECEIPTS.ratesFromItems : ''}`}
          </Check>
          <Check ok={g.sumVsTotal === 0}>
            {g.sumVsTotal === 0
              ? RECEIPTS.sumMatchesTotal(money.format(g.sumCents))
              : RECEIPTS.sumVsTotal(money.format(g.sumCents), money.format(Math.abs(g.sumVsTotal)), g.sumVsTotal > 0)}
          </Check>
        </ul>
      )}
    </div>
  )
}

function TaxTipChoice({
  which,
  line,
  checked,
  disabled,
  onChange,
}: {
  which: 'tax' | 'tip'
  line: TaxTipLine
  checked: boolean
  disabled: boolean
  onChange: (on: boolean) => void
}) {
  const money = useMoney()
  return (
    <div className="space-y-1 pt-1">
      <CheckboxField
        label={RECEIPTS.useReceipt(which)}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <p className="text-xs text-muted">{rateComparison(line, money)}</p>
    </div>
  )
}

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={cn('flex items-start gap-2', ok ? 'text-muted' : 'text-amber-600 dark:text-amber-300')}>
      {ok ? (
        <CheckCircle2 size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-500" />
      ) : (
        <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
      )}
      <span>{children}</span>
    </li>
  )
}
