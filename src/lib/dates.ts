import { useMemo } from 'react'
import { type DateWriter, dateWriter } from '@/domain/dates'
import { useViewerLocale, useViewerTimeZone } from './viewer-locale'

/**
 * Dates as this viewer reads them: their locale and time zone. The server draws in the request's locale
 * and UTC, and so does the browser's hydrating render; right after, the browser's own zone takes over.
 */
export function useDates(): DateWriter {
  const locale = useViewerLocale()
  const timeZone = useViewerTimeZone()
  return useMemo(() => dateWriter(locale, timeZone), [locale, timeZone])
}
