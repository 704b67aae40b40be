import { ApiRequestError } from '@/lib/api'

// The receipt flow's user-facing texts, in one place so the UI and the tests use the same words.
export { RECEIPT_SIZE_MESSAGE, RECEIPT_TYPE_MESSAGE } from '@/domain/file-type'

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.'
export const uploadFailedWith = (message: string) => `Upload failed: ${message}`
export const NOT_A_RECEIPT = 'Could not identify as receipt. Please check the image and try again.'
export const ANALYZE_FAILED = 'Failed to analyze receipt.'
const APPLY_FAILED = 'Failed to apply receipt data'
/** Apply's failure: the product's fixed words, then the server's reason when it refused (a limit names itself). */
export function applyFailure(err: unknown): string {
  if (err instanceof ApiRequestError && err.status < 500 && err.message) return `${APPLY_FAILED}: ${err.message}`
  return APPLY_FAILED
}
export const REMOVE_FAILED = 'Failed to remove receipt image.'
export const COUNT_FAILED = 'Failed to check imported items.'

/** Receipt error texts disappear after 3 s: they report a moment's failure, not a lasting state. */
export const RECEIPT_ERROR_MS = 3000

/**
 * The receipt's currency, when the reader was sure of it, differs from the event's: amounts are applied as
 * the numbers read, in the event's currency, so the host should look before applying.
 */
export function currencyMismatch(receiptCurrency: string, eventCurrency: string, locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'currency' })
  const name = (code: string) => `${names.of(code) ?? code} (${code})`
  return `This receipt looks like it is in ${name(receiptCurrency)}, but the event is in ${name(eventCurrency)}. The amounts will be applied as they are, in ${eventCurrency}.`
}
