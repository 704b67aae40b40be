import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createEvent, expectError, receiptBody, rows, send, snapOf } from './event-fixtures'
import { type Client, signedInUser } from './helpers'

// Replacing a receipt photo and applying its reading (docs/decisions/011): the new photo waits under
// pending/ until Apply, Cancel keeps the old one, no R2 object is left behind, and only the tax and
// tip the host confirms are written.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

function form(bytes: Uint8Array, name: string) {
  const body = new FormData()
  body.set('file', new File([bytes], name, { type: 'image/jpeg' }))
  return { method: 'POST', body }
}

async function hostWithPhoto(taxMilliPct = 0, tipMilliPct = 0) {
  const host = await signedInUser('rrepl')
  const snap = await createEvent(host, { taxMilliPct, tipMilliPct })
  const id = snap.event.id
  await snapOf(await host.c.fetch(`/api/events/${id}/receipt`, form(JPEG, 'old.jpg')), 201)
  return { host, id, joinCode: snap.event.joinCode }
}

async function pendingUpload(c: Client, id: string, bytes = PNG) {
  const res = await c.fetch(`/api/events/${id}/receipt/pending`, form(bytes, 'new photo.png'))
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { pendingPhoto: string }).pendingPhoto
}

/** Every R2 object this event owns, pending or current. */
async function objectsOf(id: string) {
  const listed = await env.FILES.list({ include: ['customMetadata'] })
  return listed.objects.filter((o) => o.customMetadata?.eventId === id).map((o) => o.key)
}

async function photoBytes(c: Client, id: string) {
  const res = await c.fetch(`/api/events/${id}/receipt`)
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

const include = { location: false, dateTime: false, totals: true, items: true }

describe('replacing the receipt photo', () => {
  it('keeps the old photo until Apply; Cancel deletes only the waiting photo', async () => {
    const { host, id } = await hostWithPhoto()
    const [current] = await objectsOf(id)
    const name = await pendingUpload(host.c, id)
    expect(name).toMatch(/^receipt-\d+-[0-9a-f]{8}-new-photo\.png$/)
    // The event still shows the old photo while the new one is read.
    expect(await photoBytes(host.c, id)).toEqual(JPEG)
    expect(await objectsOf(id)).toEqual(expect.arrayContaining([current, `pending/${id}/${name}`]))

    const cancel = await send(host.c, 'DELETE', `/api/events/${id}/receipt/pending/${name}`)
    expect(cancel.status, await cancel.clone().text()).toBe(200)
    expect(await objectsOf(id)).toEqual([current])
    expect(await photoBytes(host.c, id)).toEqual(JPEG)
  })

  it('Apply makes the waiting photo the receipt and deletes the old one and any earlier waiting photo', async () => {
    const { host, id } = await hostWithPhoto()
    await pendingUpload(host.c, id, JPEG)
    const name = await pendingUpload(host.c, id) // a second choice replaces the first waiting photo
    expect(await objectsOf(id)).toHaveLength(2)
    const snap = await snapOf(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include,
        receipt: receiptBody(),
        pendingPhoto: name,
      }),
    )
    expect(snap.items.map((i) => i.name)).toEqual(['Pasta'])
    expect(await photoBytes(host.c, id)).toEqual(PNG)
    expect(await objectsOf(id)).toEqual([name])
    const [analysis] = await rows<{ image_key: string }>(
      'select image_key from receipt_analyses where event_id = ?',
      id,
    )
    expect(analysis?.image_key).toBe(name)
  })

  it('refuses to apply a photo that is no longer waiting, writing nothing', async () => {
    const { host, id } = await hostWithPhoto()
    const name = await pendingUpload(host.c, id)
    await send(host.c, 'DELETE', `/api/events/${id}/receipt/pending/${name}`)
    await expectError(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include,
        receipt: receiptBody(),
        pendingPhoto: name,
      }),
      409,
      'The new photo is no longer waiting to be applied. Choose it again.',
      'photo_gone',
    )
    const after = await snapOf(await send(host.c, 'GET', `/api/events/${id}`))
    expect(after.items).toHaveLength(0)
    expect(await photoBytes(host.c, id)).toEqual(JPEG)
    expect(await objectsOf(id)).toHaveLength(1)
  })

  it('Remove Receipt also clears a waiting photo', async () => {
    const { host, id } = await hostWithPhoto()
    await pendingUpload(host.c, id)
    await snapOf(await send(host.c, 'DELETE', `/api/events/${id}/receipt`))
    expect(await objectsOf(id)).toEqual([])
  })

  it('only the host may upload, read or cancel a waiting photo, and names are checked', async () => {
    const { host, id, joinCode } = await hostWithPhoto()
    const name = await pendingUpload(host.c, id)
    const member = await signedInUser('rreplm')
    await send(member.c, 'POST', '/api/join', { code: joinCode })
    await expectError(await member.c.fetch(`/api/events/${id}/receipt/pending`, form(PNG, 'x.png')), 403)
    await expectError(await send(member.c, 'DELETE', `/api/events/${id}/receipt/pending/${name}`), 403)
    await expectError(await send(member.c, 'POST', `/api/events/${id}/receipt/read?pending=${name}`), 403)
    await expectError(await send(host.c, 'DELETE', `/api/events/${id}/receipt/pending/..%2Fother`), 400)
    await expectError(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include,
        receipt: receiptBody(),
        pendingPhoto: 'x',
      }),
      400,
    )
    const text = new TextEncoder().encode('not an image')
    await expectError(await host.c.fetch(`/api/events/${id}/receipt/pending`, form(text, 'r.jpg')), 415)
    expect(await objectsOf(id)).toHaveLength(2)
    // With no reader configured the browser reads its own copy; the waiting photo is found first.
    await expectError(await send(host.c, 'POST', `/api/events/${id}/receipt/read?pending=${name}`), 409)
  })
})

describe('applying tax and tip', () => {
  it('writes only the tax and tip the host confirmed, leaving the other as it was', async () => {
    const { host, id } = await hostWithPhoto(8000, 18000)
    const noTip = await snapOf(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include: { ...include, tax: true, tip: false },
        receipt: receiptBody(),
      }),
    )
    // 1.80 / 20.00 = 9%; the receipt has no tip, and the event's 18% stays.
    expect(noTip.event.taxMilliPct).toBe(9000)
    expect(noTip.event.tipMilliPct).toBe(18000)

    const tipOnly = await snapOf(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include: { ...include, items: false, tax: false, tip: true },
        receipt: receiptBody({ items: [], taxCents: 300, tipCents: 400 }),
      }),
    )
    expect(tipOnly.event.taxMilliPct).toBe(9000)
    expect(tipOnly.event.tipMilliPct).toBe(20000)

    const neither = await snapOf(
      await send(host.c, 'POST', `/api/events/${id}/receipt/apply`, {
        include: { ...include, items: false, totals: false, tax: true, tip: true },
        receipt: receiptBody({ items: [], taxCents: 0, tipCents: 0 }),
      }),
    )
    expect([neither.event.taxMilliPct, neither.event.tipMilliPct]).toEqual([9000, 20000])
  })
})
