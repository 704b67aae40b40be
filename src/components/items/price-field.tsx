import type { InputHTMLAttributes } from 'react'
import { Field } from '@/components/ui/field'

/** The dollars input of Add Item and Edit Item: a decimal keypad on phones, right-aligned figures. */
export function PriceField({
  value,
  onValueChange,
  ...rest
}: { value: string; onValueChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  return (
    <Field
      label="Price"
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      className="[&_input]:text-right [&_input]:tabular-nums"
      {...rest}
    />
  )
}
