import { type ComponentProps, useMemo } from 'react'
import { SelectField } from '@/components/ui/field'
import { useViewerLocale } from '@/lib/viewer-locale'
import { EVENTS } from '@/messages/events'

const known = () =>
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? ['USD', 'EUR']

/** The event's currency: every ISO 4217 code the browser knows, named in the viewer's language ("EUR · Euro"). */
export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'label'>) {
  const locale = useViewerLocale()
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' })
    return known().map((code) => ({ code, name: names.of(code) ?? code }))
  }, [locale])
  return (
    <SelectField label={EVENTS.currency} {...props}>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.code} · {o.name}
        </option>
      ))}
    </SelectField>
  )
}
