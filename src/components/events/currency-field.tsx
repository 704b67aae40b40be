import { type ComponentProps, useMemo } from 'react'
import { SelectField } from '@/components/ui/field'
import { useViewerLocale } from '@/lib/viewer-locale'
import * as EVENTS from '@/messages/events-more'

const known = () =>
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? ['USD', 'EUR']

/** Every ISO 4217 code the browser knows as options, named in the viewer's language ("EUR · Euro"). */
export function CurrencyOptions() {
  const locale = useViewerLocale()
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' })
    return known().map((code) => ({ code, name: names.of(code) ?? code }))
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
