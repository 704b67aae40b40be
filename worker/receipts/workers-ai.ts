// Workers AI vision model through the AI binding. These models have no
// response schema option, so the prompt asks for JSON and the answer is
// validated like every other reader's.
import { RECEIPT_PROMPT } from './prompt'
import type { ReceiptImage, ReceiptReader } from './types'
import { RESPONSE_TEXT_UNDEFINED, receiptFromModelJson, receiptFromModelText, toBase64 } from './validate'

/** The user turn beside the image; the system prompt says what to read. */
const USER_PROMPT = 'Read this receipt. Reply with the JSON object only.'

/** No licence prompt needed (Llama 3.2 Vision first needs a one-off "agree" request). */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/mistralai/mistral-small-3.1-24b-instruct'

/**
 * The part of the Workers AI binding used here. `env.AI` (type `Ai`) provides
 * it; typed structurally so domain tests can pass a recorded fake.
 */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>
}

export interface WorkersAiOptions {
  ai: AiRunner
  model?: string
}

export function createWorkersAiReader(options: WorkersAiOptions): ReceiptReader {
  const model = options.model || DEFAULT_WORKERS_AI_MODEL
  return {
    async read(image: ReceiptImage) {
      const dataUrl = `data:${image.mimeType};base64,${toBase64(image.bytes)}`
      const output = (await options.ai.run(model, {
        messages: [
          { role: 'system', content: RECEIPT_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: USER_PROMPT },
              { type: 'image_url', image_url: { url: dataUrl } },
            ],
          },
        ],
        max_tokens: 2048,
        temperature: 0,
      })) as { response?: unknown } | null
      const response = output?.response
      // Some models already return the JSON as an object.
      if (response !== null && typeof response === 'object') return receiptFromModelJson(response)
      if (response !== undefined && typeof response !== 'string') throw new Error(RESPONSE_TEXT_UNDEFINED)
      return receiptFromModelText(response)
    },
  }
}
