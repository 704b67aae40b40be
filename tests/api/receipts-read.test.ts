import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app'
import { DEFAULT_WORKERS_AI_MODEL } from '../../worker/receipts/workers-ai'
import { createEvent, expectError, join, send } from './event-fixtures'
import { type Client, signedInUser } from './helpers'

// Provider tests go through the real app with the env a deployment would have: a fake Workers AI
// binding (`AI`) or a Gemini key, passed to app.fetch like the runtime does. No module-level hooks:
// the binding is the seam, and Gemini's HTTPS call is answered by a stubbed global fetch.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const SECRET = 'AIza-test-key-that-must-never-leak'

const reading = {
  isReceipt: true,
  location_name: 'Green Field',
  street: '5305 E Pacific Coast Hwy',
  city: 'Long Beach',
  state: 'CA',
  zip: '90804',
  date_time: '2016-05-26T12:53:10',
  items: [
    { name: 'Coffee', price: 3 },
    { name: 'Lunch', price: '22.95' },
    { name: 'Lunch', price: 22.95 },
    { name: 'Coke', price: 3 },
  ],
  subtotal: 51.9,
  tax: 4.68,
  tip: '',
  total: 56.58,
}

async function hostWithReceipt() {
  const host = await signedInUser('rread')
  const snap = await createEvent(host)
  const form = new FormData()
  form.set('file', new File([JPEG], 'r.jpg', { type: 'image/jpeg' }))
  const up = await host.c.fetch(`/api/events/${snap.event.id}/receipt`, { method: 'POST', body: form })
  expect(up.status).toBe(201)
  return { host, id: snap.event.id, joinCode: snap.event.joinCode }
}

/** The same request the test client would send, but to an app running with extra bindings. */
function fetchWith(c: Client, path: string, bindings: Record<string, unknown>, method = 'POST') {
  const headers = new Headers({ origin: 'http://localhost', cookie: c.cookie, 'cf-connecting-ip': c.ip })
  return app.fetch(new Request(`http://localhost${path}`, { method, headers }), { ...env, ...bindings })
}

const fakeAi = (run: (model: string, inputs: Record<string, unknown>) => Promise<unknown>) => ({ AI: { run } })

afterEach(() => vi.restoreAllMocks())

describe('POST /api/events/:id/receipt/read', () => {
  it('answers 409 reader_offline when no provider is configured, so the browser reads it', async () => {
    const { host, id } = await hostWithReceipt()
    await expectError(await send(host.c, 'POST', `/api/events/${id}/receipt/read`), 409, undefined, 'reader_offline')
    const mode = await host.c.fetch('/api/receipt-reader')
    expect(await mode.json()).toEqual({ mode: 'offline' })
  })

  it('is for the host only, and needs a stored receipt', async () => {
    const { id, joinCode } = await hostWithReceipt()
    const member = await signedInUser('rreadm')
    await join(member, joinCode)
    await expectError(await send(member.c, 'POST', `/api/events/${id}/receipt/read`), 403)
    const stranger = await signedInUser('rreads')
    await expectError(await send(stranger.c, 'POST', `/api/events/${id}/receipt/read`), 404)
    const host = await signedInUser('rreadn')
    const bare = await createEvent(host)
    await expectError(
      await send(host.c, 'POST', `/api/events/${bare.event.id}/receipt/read`),
      404,
      'This event has no receipt',
    )
  })

  it('reads the photo with a Workers AI binding and returns the reconciled parsed receipt', async () => {
    const { host, id } = await hostWithReceipt()
    const calls: { model: string; inputs: Record<string, unknown> }[] = []
    const ai = fakeAi(async (model, inputs) => {
      calls.push({ model, inputs })
      return { response: JSON.stringify(reading) }
    })
    expect(await (await fetchWith(host.c, '/api/receipt-reader', ai, 'GET')).json()).toEqual({ mode: 'workers-ai' })
    const res = await fetchWith(host.c, `/api/events/${id}/receipt/read`, ai)
    expect(res.status, await res.clone().text()).toBe(200)
    const body = (await res.json()) as typeof reading & { checks: { items_gap_cents: number; total_gap_cents: number } }
    expect(body.items.map((i) => i.price)).toEqual([3, 22.95, 22.95, 3])
    expect(body.total).toBe(56.58)
    expect(body.checks).toMatchObject({ items_gap_cents: 0, total_gap_cents: 0 })
    // The stored bytes went to the model as a data URL of the sniffed type.
    expect(calls[0]?.model).toBe(DEFAULT_WORKERS_AI_MODEL)
    expect(JSON.stringify(calls[0]?.inputs)).toContain('data:image/jpeg;base64,/9j/')
  })

  it("maps 'not a receipt' to 422 and any provider failure to 502 with the product's words", async () => {
    const { host, id } = await hostWithReceipt()
    const path = `/api/events/${id}/receipt/read`
    const notReceipt = fakeAi(async () => ({ response: JSON.stringify({ ...reading, isReceipt: false, items: [] }) }))
    await expectError(
      await fetchWith(host.c, path, notReceipt),
      422,
      'Could not identify as receipt. Please check the image and try again.',
      'not_a_receipt',
    )
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const broken of [
      fakeAi(async () => ({ response: 'Sorry, I cannot help with that.' })),
      fakeAi(async () => ({})),
      fakeAi(async () => {
        throw new Error('upstream 500')
      }),
    ]) {
      await expectError(await fetchWith(host.c, path, broken), 502, 'Failed to analyze receipt.', 'reader_failed')
    }
    expect(errorSpy).toHaveBeenCalled()
  })

  it('uses Gemini when a key is set, and never leaks the key when Gemini fails', async () => {
    const { host, id } = await hostWithReceipt()
    const path = `/api/events/${id}/receipt/read`
    const gemini = { GEMINI_API_KEY: SECRET, AI: undefined }
    const answer = { candidates: [{ content: { parts: [{ text: JSON.stringify(reading) }] } }] }
    const seen: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push(new Request(input, init))
      return Response.json(answer)
    })
    expect(await (await fetchWith(host.c, '/api/receipt-reader', gemini, 'GET')).json()).toEqual({ mode: 'gemini' })
    const ok = await fetchWith(host.c, path, gemini)
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect(seen[0]?.url).toMatch(/generativelanguage\.googleapis\.com\/v1beta\/models\/gemini-[\w.-]+:generateContent$/)
    expect(seen[0]?.headers.get('x-goog-api-key')).toBe(SECRET)

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new Error(`connect failed for key=${SECRET}`)
    })
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
    const failed = await fetchWith(host.c, path, gemini)
    const text = await failed.text()
    expect(failed.status).toBe(502)
    expect(text).not.toContain(SECRET)
    expect(logged.join('\n')).not.toContain(SECRET)
    expect(logged.join('\n')).toContain('[redacted]')
  })
})
