import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { signedInUser } from './helpers'

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])

async function hostWithEvent() {
  const host = await signedInUser('rcpt')
  const res = await host.c.fetch('/api/events', { method: 'POST', json: { title: 'Receipt night' } })
  const snap = (await res.json()) as EventSnapshot
  return { host, id: snap.event.id, joinCode: snap.event.joinCode }
}

function upload(bytes: Uint8Array, name: string, type = 'image/jpeg') {
  const form = new FormData()
  form.set('file', new File([bytes], name, { type }))
  return { method: 'POST', body: form }
}

describe('receipt upload', () => {
  it('stores a JPEG, PNG or HEIC by its bytes and serves it only to members', async () => {
    const { host, id, joinCode } = await hostWithEvent()
    for (const [bytes, name] of [
      [PNG, 'a.png'],
      [HEIC, 'b.heic'],
      [JPEG, 'My Receipt (1).jpg'],
    ] as const) {
      const res = await host.c.fetch(`/api/events/${id}/receipt`, upload(bytes, name))
      expect(res.status, name).toBe(201)
    }
    const row = await env.DB.prepare('select receipt_key from events where id = ?')
      .bind(id)
      .first<{ receipt_key: string }>()
    expect(row?.receipt_key).toMatch(
      /^receipt-\d+-[0-9a-f]{8}-My-Receipt-1-\.jpg$|^receipt-\d+-[0-9a-f]{8}-My-Receipt-1\.jpg$/,
    )
    // Replaced photos are deleted from R2; only the current one remains.
    const listed = await env.FILES.list({ include: ['customMetadata'] })
    expect(listed.objects.map((o) => o.key)).toContain(row?.receipt_key)
    expect(listed.objects.filter((o) => o.customMetadata?.eventId === id)).toHaveLength(1)

    const got = await host.c.fetch(`/api/events/${id}/receipt`)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(JPEG)

    // Someone outside the event gets exactly the answer for an event that does not exist: nothing tells
    // them this one does (issue 38, item 10).
    const stranger = await signedInUser('rcpts')
    const denied = await stranger.c.fetch(`/api/events/${id}/receipt`)
    expect(denied.status).toBe(404)
    expect(denied.headers.get('content-type')).toContain('application/json')
    const missing = await stranger.c.fetch('/api/events/no-such-event/receipt')
    expect(missing.status).toBe(404)
    expect(await denied.json()).toEqual(await missing.json())
    const member = await signedInUser('rcptm')
    await member.c.fetch('/api/join', { method: 'POST', json: { code: joinCode } })
    expect((await member.c.fetch(`/api/events/${id}/receipt`)).status).toBe(200)
    // Members may look, but only the host may upload.
    expect((await member.c.fetch(`/api/events/${id}/receipt`, upload(JPEG, 'x.jpg'))).status).toBe(403)
  })

  it('refuses a spoofed extension, a wrong type and a file over 10 MB, writing nothing', async () => {
    const { host, id } = await hostWithEvent()
    const text = new TextEncoder().encode('not an image at all, just text')
    const spoofed = await host.c.fetch(`/api/events/${id}/receipt`, upload(text, 'receipt.jpg', 'image/jpeg'))
    expect(spoofed.status).toBe(415)
    expect(((await spoofed.json()) as { error: { message: string } }).error.message).toBe(
      'Please select a valid image file (JPEG, PNG, HEIC)',
    )
    const gif = new TextEncoder().encode('GIF89a....')
    expect((await host.c.fetch(`/api/events/${id}/receipt`, upload(gif, 'r.gif', 'image/gif'))).status).toBe(415)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(JPEG)
    const tooBig = await host.c.fetch(`/api/events/${id}/receipt`, upload(big, 'big.jpg'))
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe('Image must be less than 10MB')
    const row = await env.DB.prepare('select receipt_key from events where id = ?')
      .bind(id)
      .first<{ receipt_key: string | null }>()
    expect(row?.receipt_key).toBeNull()
  })
})

/** A multipart upload of one JPEG `size` bytes long, generated lazily as a stream with no
 * Content-Length (chunked), counting what the worker actually pulled. */
function streamedUpload(size: number) {
  const boundary = 'opentab-test-boundary'
  const enc = new TextEncoder()
  const head = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  )
  const tail = enc.encode(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(64 * 1024)
  const parts = { started: false, left: size - JPEG.length, ended: false }
  const pulled = { bytes: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (parts.ended) return controller.close()
      let part = tail
      if (!parts.started) part = new Uint8Array([...head, ...JPEG])
      else if (parts.left > 0) part = chunk.subarray(0, Math.min(chunk.length, parts.left))
      else parts.ended = true
      if (parts.started && !parts.ended) parts.left -= part.length
      parts.started = true
      pulled.bytes += part.length
      controller.enqueue(part)
    },
  })
  const init = { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
  return { init, pulled }
}

describe('receipt upload without a Content-Length', () => {
  it('stops reading a chunked 200 MB upload past the limit: 413, nothing stored', async () => {
    const { host, id } = await hostWithEvent()
    const before = (await env.FILES.list()).objects.length
    const { init, pulled } = streamedUpload(200 * 1024 * 1024)
    const started = Date.now()
    const res = await host.c.fetch(`/api/events/${id}/receipt`, init)
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Image must be less than 10MB')
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(pulled.bytes).toBeLessThan(20 * 1024 * 1024)
    expect((await env.FILES.list()).objects.length).toBe(before)
    const row = await env.DB.prepare('select receipt_key from events where id = ?')
      .bind(id)
      .first<{ receipt_key: string | null }>()
    expect(row?.receipt_key).toBeNull()
  })

  it('still stores a 9 MB photo, streamed or sent whole', async () => {
    const { host, id } = await hostWithEvent()
    const { init } = streamedUpload(9 * 1024 * 1024)
    const streamed = await host.c.fetch(`/api/events/${id}/receipt`, init)
    expect(streamed.status, await streamed.clone().text()).toBe(201)
    const nine = new Uint8Array(9 * 1024 * 1024)
    nine.set(JPEG)
    expect((await host.c.fetch(`/api/events/${id}/receipt`, upload(nine, 'nine.jpg'))).status).toBe(201)
    const got = await host.c.fetch(`/api/events/${id}/receipt`)
    expect((await got.arrayBuffer()).byteLength).toBe(nine.length)
  })
})

describe('receipt apply and remove', () => {
  it('applies items, location and derived tax/tip, then removes the receipt with its items', async () => {
    const { host, id } = await hostWithEvent()
    await host.c.fetch(`/api/events/${id}/items`, { method: 'POST', json: { name: 'Hand-added', priceCents: 500 } })
    await host.c.fetch(`/api/events/${id}/receipt`, upload(JPEG, 'r.jpg'))
    const apply = await host.c.fetch(`/api/events/${id}/receipt/apply`, {
      method: 'POST',
      json: {
        include: { location: true, dateTime: true, totals: true, items: true },
        replaceExisting: false,
        receipt: {
          location_name: 'Green Field',
          street: '5305 E Pacific Coast Hwy',
          city: 'Long Beach',
          state: 'CA',
          zip: '90804',
          date_time: '2016-05-26T12:53:10',
          items: [
            { name: 'Coffee', priceCents: 300 },
            { name: 'Lunch', priceCents: 2295 },
            { name: 'Lunch', priceCents: 2295 },
            { name: 'Coke', priceCents: 300 },
          ],
          subtotalCents: 5190,
          taxCents: 468,
          tipCents: 0,
          totalCents: 5658,
        },
      },
    })
    expect(apply.status, await apply.clone().text()).toBe(200)
    const snap = (await apply.json()) as EventSnapshot
    expect(snap.items.map((i) => i.name)).toEqual(['Coffee', 'Lunch', 'Lunch', 'Coke', 'Hand-added'])
    expect(snap.items.filter((i) => i.fromReceipt)).toHaveLength(4)
    expect(snap.event.locationName).toBe('Green Field')
    // The receipt's tax is kept as the amount printed; the rate shown beside it is that amount over the
    // event's whole subtotal: 4.68 / 56.90 = 8.2249...% -> 8.225% (8225 thousandths).
    expect(snap.event.taxMilliPct).toBe(8225)
    expect(snap.event.subtotalCents).toBe(5690)
    // The receipt's tax is an amount and is charged as printed, not 9.017% of the hand-added item too.
    expect([snap.event.taxAmountCents, snap.event.taxCents]).toEqual([468, 468])
    expect([snap.event.tipAmountCents, snap.event.tipCents]).toEqual([0, 0])

    const count = await host.c.fetch(`/api/events/${id}/receipt/imported-count`)
    expect(await count.json()).toEqual({ count: 4 })
    const removed = await host.c.fetch(`/api/events/${id}/receipt?removeItems=true`, { method: 'DELETE' })
    const after = (await removed.json()) as EventSnapshot
    expect(after.event.hasReceipt).toBe(false)
    expect(after.items.map((i) => i.name)).toEqual(['Hand-added'])
    expect(after.event.subtotalCents).toBe(500)
  })
})
