import { type ComponentProps, useMemo } from 'react'
import { SelectField } from '@/components/ui/field'
import { CURRENCY_CODES } from '@/domain/currency-exponents'
import { useViewerLocale } from '@/lib/viewer-locale'
import * as EVENTS from '@/messages/events-more'

/** Every currency of our table (decision 047) as options, named in the viewer's language ("EUR · Euro"):
 * the same list whatever the browser's own currency data holds, and the list the API accepts. */
export function CurrencyOptions() {
  const locale = useViewerLocale()
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' })
    return CURRENCY_CODES.map((code) => ({ code, name: names.of(code) ?? code }))
  }, [locale])
  return options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.code} · {o.name}
    </option>
  ))
}

/** The event's currency. */
export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'label'>) {
  return (
    <SelectField label={EVENTS.currency} {...props}>
      <CurrencyOptions />
    </SelectField>
  )
}
