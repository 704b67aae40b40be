import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CurrencyMark, currencyMarkPadding } from '@/components/ui/currency-mark'
import { inputClass } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as RECEIPTS from '@/messages/receipts'
import { type DraftItem, newDraftItem } from './confirm-receipt-model'

/** The parsed line items, each editable (name, price) and removable; a missed line can be added. */
export function ReceiptItemsEditor({
  items,
  errors,
  disabled,
  onChange,
}: {
  items: DraftItem[]
  errors: Record<number, string>
  disabled?: boolean
  onChange: (items: DraftItem[]) => void
}) {
  const money = useMoney()
  const edit = (key: number, patch: Partial<DraftItem>) =>
    onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)))
  return (
    <div className={cn('space-y-2', disabled && 'opacity-60')}>
      {items.length === 0 && <p className="text-sm text-muted">{RECEIPTS.noLineItems}</p>}
      <ol className="space-y-2">
        {items.map((item, n) => (
          <li key={item.key} className="rounded-xl border border-app bg-surface-2/50 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label={RECEIPTS.itemNameN(n + 1)}
                className={cn(inputClass, 'h-11 min-w-0 basis-full sm:basis-0 sm:flex-1')}
                value={item.name}
                disabled={disabled}
                maxLength={120}
                onChange={(e) => edit(item.key, { name: e.target.value })}
              />
              <div className="relative min-w-0 flex-1 sm:w-28 sm:flex-none">
                <CurrencyMark symbol={money.symbol} />
                <input
                  aria-label={RECEIPTS.itemPriceN(n + 1)}
                  className={cn(inputClass, 'h-11 text-right tabular-nums', currencyMarkPadding(money.symbol))}
                  inputMode="decimal"
                  value={item.price}
                  disabled={disabled}
                  onChange={(e) => edit(item.key, { price: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                className="h-11 shrink-0 px-3 text-red-700 dark:text-red-500"
                disabled={disabled}
                onClick={() => onChange(items.filter((i) => i.key !== item.key))}
              >
                <Trash2 size={16} aria-hidden />
                {RECEIPTS.remove}
                <span className="sr-only"> {item.name || RECEIPTS.itemN(n + 1)}</span>
              </Button>
            </div>
            {errors[item.key] && (
              <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-500">
                {errors[item.key]}
              </p>
            )}
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onChange([...items, newDraftItem()])}
      >
        <Plus size={14} aria-hidden /> {RECEIPTS.addLine}
      </Button>
    </div>
  )
}
