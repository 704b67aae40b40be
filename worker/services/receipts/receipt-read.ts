// Reading the stored receipt photo with the configured model provider (docs/decisions/003).
// The route stays thin: which reader, and how its outcomes map to the user's messages, live here
// as small functions that tests call directly with a fake reader.
import { sniffImageType } from '../../../src/domain/file-type'
import type { ParsedReceipt } from '../../../src/domain/receipt/schema'
import * as RECEIPTS from '../../../src/messages/receipts'
import { ApiError } from '../../lib/http-error'
import { scrubSecrets } from '../../lib/scrub-secrets'
import { type ReceiptImage, type ReceiptReader, type ReceiptReaderEnv, receiptReaderFromEnv } from '../../receipts'

/** A slow provider must not hold the phone's spinner forever; the browser can still read offline. */
const READ_TIMEOUT_MS = 60_000

export type ReaderMode = 'offline' | 'gemini' | 'workers-ai'

/** The worker's env seen as optional reader settings (the AI binding is never declared in wrangler.toml). */
export function readerEnv(env: object): ReceiptReaderEnv {
  return env as ReceiptReaderEnv
}

/** Same precedence as receiptReaderFromEnv: Gemini key, then a Workers AI binding, else offline. */
export function readerMode(env: ReceiptReaderEnv): ReaderMode {
  if (env.GEMINI_API_KEY) return 'gemini'
  if (env.AI) return 'workers-ai'
  return 'offline'
}

export function readerFor(env: ReceiptReaderEnv): ReceiptReader {
  const reader = receiptReaderFromEnv(env)
  if (!reader) throw new ApiError(409, 'reader_offline', RECEIPTS.readerOffline)
  return reader
}

/** The R2 object's bytes with a trustworthy type (the stored metadata came from sniffing at upload). */
export function receiptImage(bytes: Uint8Array, storedType: string | undefined): ReceiptImage {
  return { bytes, mimeType: storedType || sniffImageType(bytes) || 'image/jpeg' }
}

/**
 * Runs the reader and maps its outcome: not a receipt → 422 'Could not identify as receipt...'; any provider
 * failure (HTTP error, bad JSON, timeout) → 502 'Failed to analyze receipt.'. The provider's own
 * message is logged with secrets scrubbed and never sent to the client.
 */
export async function analyzeReceipt(
  reader: ReceiptReader,
  image: ReceiptImage,
  secrets: (string | undefined)[] = [],
  timeoutMs = READ_TIMEOUT_MS,
): Promise<ParsedReceipt> {
  let receipt: ParsedReceipt
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Receipt reader timed out after ${timeoutMs} ms.`)), timeoutMs)
    })
    receipt = await Promise.race([reader.read(image), timeout])
  } catch (err) {
    console.error('Receipt reader failed:', scrubSecrets(err instanceof Error ? err.message : String(err), secrets))
    throw new ApiError(502, 'reader_failed', RECEIPTS.analyzeFailed)
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
  if (!receipt.isReceipt) throw new ApiError(422, 'not_a_receipt', RECEIPTS.notAReceipt)
  return receipt
}
