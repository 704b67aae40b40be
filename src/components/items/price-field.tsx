import type { ComponentProps } from 'react'
import { Field } from '@/components/ui/field'
import * as ITEMS from '@/messages/items-more'

/** The dollars input of Add Item and Edit Item: a decimal keypad on phones, right-aligned figures. */
export function PriceField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  return (
    <Field
      label={ITEMS.price}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      className="[&_input]:text-right [&_input]:tabular-nums"
      {...props}
    />
  )
}
