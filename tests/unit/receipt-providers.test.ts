// Model providers replayed from response fixtures (tests/fixtures/receipts):
// no network. The fixtures follow the providers' documented response shapes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createGeminiReader, DEFAULT_GEMINI_MODEL } from '../../worker/receipts/gemini'
import { receiptReaderFromEnv } from '../../worker/receipts/index'
import { RESPONSE_JSON_INVALID, RESPONSE_TEXT_UNDEFINED } from '../../worker/receipts/validate'
import { type AiRunner, createWorkersAiReader, DEFAULT_WORKERS_AI_MODEL } from '../../worker/receipts/workers-ai'

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/receipts', name), 'utf8')) as unknown

const image = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), mimeType: 'image/jpeg' }

function replay(name: string, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(fixture(name), { status }))
}

function fakeAi(name: string) {
  const run = vi.fn(async (_model: string, _inputs: Record<string, unknown>) => fixture(name))
  return { ai: { run } satisfies AiRunner, run }
}

describe('Gemini reader', () => {
  it('sends the photo inline with a JSON response schema to generateContent', async () => {
    const fetch = replay('gemini-1000-receipt.json')
    await createGeminiReader({ apiKey: 'test-key', fetch }).read(image)

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`https://generativelanguage.googleapis.com/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent`)
    expect(DEFAULT_GEMINI_MODEL).toMatch(/flash-lite/)
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['x-goog-api-key']).toBe('test-key')
    const body = JSON.parse(init.body as string)
    const parts = body.contents[0].parts
    expect(parts[0].inline_data).toEqual({ mime_type: 'image/jpeg', data: btoa(String.fromCharCode(...image.bytes)) })
    expect(parts[1].text).toMatch(/one item per unit at the unit price/)
    expect(body.generationConfig.responseMimeType).toBe('application/json')
    expect(body.generationConfig.responseSchema.properties.tip).toEqual({ type: 'STRING' })
    expect(body.generationConfig.responseSchema.properties.items.type).toBe('ARRAY')
  })

  it('uses the configured model name', async () => {
    const fetch = replay('gemini-1000-receipt.json')
    await createGeminiReader({ apiKey: 'k', model: 'gemini-2.0-flash-lite', fetch }).read(image)
    expect(fetch.mock.calls[0]?.[0]).toContain('/models/gemini-2.0-flash-lite:generateContent')
  })

  it('returns the parsed receipt, reconciled', async () => {
    const receipt = await createGeminiReader({ apiKey: 'k', fetch: replay('gemini-1000-receipt.json') }).read(image)
    expect(receipt).toMatchObject({
      isReceipt: true,
      location_name: 'Green Field',
      zip: '90804',
      date_time: '2016-05-26T12:53:10',
      subtotal: 51.9,
      tax: 4.68,
      tip: '',
      total: 56.58,
    })
    expect(receipt.items.map((i) => i.price)).toEqual([3, 22.95, 22.95, 3])
    expect(receipt.checks).toEqual({
      items_sum_cents: 5190,
      printed_subtotal_cents: 5190,
      items_gap_cents: 0,
      total_gap_cents: 0,
    })
  })

  it('accepts numbers written as strings and uses the item sum when it differs from the subtotal', async () => {
    const receipt = await createGeminiReader({ apiKey: 'k', fetch: replay('gemini-items-gap.json') }).read(image)
    expect(receipt.items.map((i) => i.price)).toEqual([29.88, 2])
    expect(receipt.subtotal).toBe(31.88)
    expect(receipt.tip).toBe('4.48')
    expect(receipt.checks).toMatchObject({ printed_subtotal_cents: 2988, items_gap_cents: -200, total_gap_cents: -200 })
  })

  it('passes isReceipt false through', async () => {
    const receipt = await createGeminiReader({ apiKey: 'k', fetch: replay('gemini-not-receipt.json') }).read(image)
    expect(receipt.isReceipt).toBe(false)
    expect(receipt.items).toEqual([])
  })

  it("throws 'Response text is undefined.' when the response has no text", async () => {
    const reader = createGeminiReader({ apiKey: 'k', fetch: replay('gemini-no-text.json') })
    await expect(reader.read(image)).rejects.toThrow(new Error(RESPONSE_TEXT_UNDEFINED))
    expect(RESPONSE_TEXT_UNDEFINED).toBe('Response text is undefined.')
  })

  it("throws 'Failed to parse JSON from the model response.' on malformed JSON", async () => {
    const reader = createGeminiReader({ apiKey: 'k', fetch: replay('gemini-malformed.json') })
    await expect(reader.read(image)).rejects.toThrow(new Error(RESPONSE_JSON_INVALID))
    expect(RESPONSE_JSON_INVALID).toBe('Failed to parse JSON from the model response.')
  })

  it('reports an HTTP failure', async () => {
    const reader = createGeminiReader({ apiKey: 'k', fetch: replay('gemini-no-text.json', 429) })
    await expect(reader.read(image)).rejects.toThrow(/HTTP 429/)
  })
})

describe('Workers AI reader', () => {
  it('runs the vision model with the prompt and the photo as a data URL', async () => {
    const { ai, run } = fakeAi('workers-ai-1128-receipt.json')
    const receipt = await createWorkersAiReader({ ai }).read(image)

    const [model, inputs] = run.mock.calls[0] as [string, { messages: { role: string; content: unknown }[] }]
    expect(model).toBe(DEFAULT_WORKERS_AI_MODEL)
    expect(inputs.messages[0]?.role).toBe('system')
    expect(JSON.stringify(inputs.messages[1]?.content)).toContain('data:image/jpeg;base64,')
    expect(receipt.location_name).toBe('Kalaveras - Bellflower')
    expect(receipt.items).toHaveLength(5)
    expect(receipt.tip).toBe('')
    expect(receipt.total).toBe(68.99)
    expect(receipt.checks?.total_gap_cents).toBe(0)
  })

  it('accepts a response that is already an object', async () => {
    const receipt = await createWorkersAiReader({ ai: fakeAi('workers-ai-object.json').ai }).read(image)
    expect(receipt.subtotal).toBe(63)
  })

  it("throws 'Response text is undefined.' when there is no response", async () => {
    const reader = createWorkersAiReader({ ai: fakeAi('workers-ai-no-response.json').ai })
    await expect(reader.read(image)).rejects.toThrow(new Error(RESPONSE_TEXT_UNDEFINED))
  })

  it("throws 'Failed to parse JSON from the model response.' on malformed JSON", async () => {
    const reader = createWorkersAiReader({ ai: fakeAi('workers-ai-malformed.json').ai })
    await expect(reader.read(image)).rejects.toThrow(new Error(RESPONSE_JSON_INVALID))
  })
})

describe('receiptReaderFromEnv', () => {
  it('prefers Gemini, then Workers AI, else none (offline in the browser)', async () => {
    const fetch = replay('gemini-1000-receipt.json')
    const gemini = receiptReaderFromEnv(
      { GEMINI_API_KEY: 'k', GEMINI_MODEL: 'm', AI: fakeAi('workers-ai-object.json').ai },
      fetch,
    )
    await gemini?.read(image)
    expect(fetch).toHaveBeenCalledOnce()
    const { ai, run } = fakeAi('workers-ai-object.json')
    await receiptReaderFromEnv({ AI: ai })?.read(image)
    expect(run).toHaveBeenCalledOnce()
    expect(receiptReaderFromEnv({})).toBeNull()
  })
})
