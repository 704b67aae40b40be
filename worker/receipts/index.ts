// Picks the receipt reader for this deployment: Gemini when GEMINI_API_KEY is
// set, else Workers AI when an AI binding exists, else null (the browser reads
// receipts offline with src/lib/ocr/read-receipt.ts).
import { createGeminiReader } from './gemini'
import type { ReceiptReader } from './types'
import { type AiRunner, createWorkersAiReader } from './workers-ai'

export type { ReceiptImage, ReceiptReader } from './types'
export { RESPONSE_JSON_INVALID, RESPONSE_TEXT_UNDEFINED } from './validate'

export interface ReceiptReaderEnv {
  GEMINI_API_KEY?: string
  GEMINI_MODEL?: string
  AI?: unknown
  WORKERS_AI_RECEIPT_MODEL?: string
}

export function receiptReaderFromEnv(env: ReceiptReaderEnv, fetchImpl?: typeof fetch): ReceiptReader | null {
  if (env.GEMINI_API_KEY) {
    return createGeminiReader({ apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL, fetch: fetchImpl })
  }
  if (env.AI) return createWorkersAiReader({ ai: env.AI as AiRunner, model: env.WORKERS_AI_RECEIPT_MODEL })
  return null
}
