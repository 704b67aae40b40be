/**
 * The locale a server render formats amounts and dates in: the first language the request prefers
 * (Accept-Language, which browsers fill from the same setting as navigator.language), when the runtime
 * knows it; en-US otherwise. The browser's hydrating render uses the same (src/lib/viewer-locale.ts).
 */
export function requestLocale(headers: Headers): string {
  const first = (headers.get('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim() ?? ''
  if (first === '' || first === '*' || first.length > 35) return 'en-US'
  try {
    const [canonical] = Intl.getCanonicalLocales(first)
    return canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0 ? canonical : 'en-US'
  } catch {
    return 'en-US'
  }
}
