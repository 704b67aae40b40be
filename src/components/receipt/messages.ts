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
