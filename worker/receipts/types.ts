// A receipt reader turns a photo into the parsed-receipt shape (src/domain/receipt/schema.ts). The
// offline reader runs in the browser (src/lib/ocr); these run in the worker
// when a model is configured (GEMINI_API_KEY, or a Workers AI binding).
import type { ParsedReceipt } from '../../src/domain/receipt/schema'

export type { ParsedReceipt }

export interface ReceiptImage {
  bytes: Uint8Array
  /** e.g. "image/jpeg", "image/png", "image/heic". */
  mimeType: string
}

export interface ReceiptReader {
  read(image: ReceiptImage): Promise<ParsedReceipt>
}
