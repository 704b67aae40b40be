// Every provider's answer goes through the same checks as the offline reader:
// JSON -> zod (lenient about numbers-as-strings and nulls) -> reconciliation.
import { reconcileReceipt } from '../../src/domain/receipt/reconcile'
import { modelReceiptSchema, type ParsedReceipt } from '../../src/domain/receipt/schema'
import * as RECEIPTS from '../../src/messages/receipts'

export const RESPONSE_TEXT_UNDEFINED = RECEIPTS.modelAnsweredNothing
export const RESPONSE_JSON_INVALID = RECEIPTS.modelAnswerNotJson

export function receiptFromModelText(text: string | undefined | null): ParsedReceipt {
  if (text === undefined || text === null || text.trim() === '') throw new Error(RESPONSE_TEXT_UNDEFINED)
  let json: unknown
  try {
    json = JSON.parse(stripFences(text))
  } catch {
    throw new Error(RESPONSE_JSON_INVALID)
  }
  return receiptFromModelJson(json)
}

export function receiptFromModelJson(json: unknown): ParsedReceipt {
  const parsed = modelReceiptSchema.safeParse(json)
  if (!parsed.success) throw new Error(RESPONSE_JSON_INVALID)
  return reconcileReceipt(parsed.data)
}

/** Models sometimes wrap JSON in a Markdown fence or add a sentence around it. */
function stripFences(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)
  if (fenced) return fenced[1] as string
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  return start >= 0 && end > start ? text.slice(start, end + 1) : text
}

/** Base64 without Buffer (works in workerd, browsers and Node). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}
