// Gemini generateContent over REST: the photo as inline base64 data, JSON out
// against a response schema (GEMINI_RECEIPT_SCHEMA), so the answer is already the parsed-receipt shape.
import { GEMINI_RECEIPT_SCHEMA, RECEIPT_PROMPT } from './prompt'
import type { ReceiptImage, ReceiptReader } from './types'
import { receiptFromModelText, toBase64 } from './validate'

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash-lite'

export interface GeminiOptions {
  apiKey: string
  /** A flash-lite model by default; override with GEMINI_MODEL. */
  model?: string
  /** Injected so tests replay recorded responses. */
  fetch?: typeof fetch
  baseUrl?: string
}

interface GenerateContentResponse {
  candidates?: { content?: { parts?: { text?: string }[] }; finishReason?: string }[]
}

export function createGeminiReader(options: GeminiOptions): ReceiptReader {
  const doFetch = options.fetch ?? fetch
  const model = options.model || DEFAULT_GEMINI_MODEL
  const base = options.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta'
  return {
    async read(image: ReceiptImage) {
      const res = await doFetch(`${base}/models/${encodeURIComponent(model)}:generateContent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
        body: JSON.stringify({
          contents: [
            {
              role: 'user',
              parts: [
                { inline_data: { mime_type: image.mimeType, data: toBase64(image.bytes) } },
                { text: RECEIPT_PROMPT },
              ],
            },
          ],
          generationConfig: {
            responseMimeType: 'application/json',
            responseSchema: GEMINI_RECEIPT_SCHEMA,
            temperature: 0,
          },
        }),
      })
      if (!res.ok) throw new Error(`Gemini request failed with HTTP ${res.status}.`)
      const body = (await res.json()) as GenerateContentResponse
      const text = body.candidates?.[0]?.content?.parts
        ?.map((p) => p.text)
        .filter((t): t is string => typeof t === 'string')
        .join('')
      return receiptFromModelText(text)
    },
  }
}
