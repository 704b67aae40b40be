// The receipt texts from the spec (section 8), word for word, in one place for the UI and tests.
export { RECEIPT_SIZE_MESSAGE, RECEIPT_TYPE_MESSAGE } from '@/domain/file-type'

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.'
export const uploadFailedWith = (message: string) => `Upload failed: ${message}`
export const NOT_A_RECEIPT = 'Could not identify as receipt. Please check the image and try again.'
export const ANALYZE_FAILED = 'Failed to analyze receipt.'
export const APPLY_FAILED = 'Failed to apply receipt data'
export const REMOVE_FAILED = 'Failed to remove receipt image.'
export const COUNT_FAILED = 'Failed to check imported items.'

/** Receipt error texts disappear after 3 s (spec section 9). */
export const RECEIPT_ERROR_MS = 3000
