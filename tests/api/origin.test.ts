import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE } from '../../worker/middleware/same-origin'
import { createEvent, eventRow, expectError, rows, send, type User } from './event-fixtures'
import { type Client, client, signedInUser, signUp, uniqueUser } from './helpers'

// Decision 006: state-changing requests and WebSocket upgrades must come from our own origin.
// The helpers' client always sends `Origin: http://localhost` (our origin in tests); these requests are
// built by hand so each can carry exactly the browser headers a foreign page would send.

const OURS = 'http://localhost'
const EVIL = 'https://evil.example'

type BrowserHeaders = { origin?: string; site?: string }

/** A request as a browser would send it from some page: the user's cookie plus the given Origin / Sec-Fetch-Site. */
function fromPage(c: Client, path: string, init: RequestInit, { origin, site }: BrowserHeaders) {
  const headers = new Headers(init.headers)
  headers.set('cf-connecting-ip', c.ip)
  if (c.cookie) headers.set('cookie', c.cookie)
  if (origin !== undefined) headers.set('origin', origin)
  if (site !== undefined) headers.set('sec-fetch-site', site)
  return exports.default.fetch(`${OURS}${path}`, { ...init, headers, redirect: 'manual' })
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const refused = (res: Response) => expectError(res, 403, CROSS_SITE_MESSAGE, 'cross_site')

// Every way a browser marks a request as not ours.
const foreign: Array<[string, BrowserHeaders]> = [
  ['a foreign Origin', { origin: EVIL, site: 'cross-site' }],
  ['a foreign Origin alone', { origin: EVIL }],
  ['a sibling subdomain (same-site)', { origin: 'http://app.localhost', site: 'same-site' }],
  ['another port', { origin: 'http://localhost:8080' }],
  ['Origin: null (sandboxed frame, cross-site redirect)', { origin: 'null' }],
  ['no Origin, Sec-Fetch-Site: cross-site', { site: 'cross-site' }],
  ['no Origin, Sec-Fetch-Site: same-site', { site: 'same-site' }],
]

async function hostWithEvent(): Promise<{ host: User; eventId: string }> {
  const host = await signedInUser('origin')
  const snap = await createEvent(host, { title: 'Before' })
  return { host, eventId: snap.event.id }
}

describe('cross-site writes are refused with nothing changed', () => {
  it.each(foreign)('PATCH of an event with %s', async (_, headers) => {
    const { host, eventId } = await hostWithEvent()
    const before = await eventRow(eventId)
    await refused(await fromPage(host.c, `/api/events/${eventId}`, json('PATCH', { title: 'Hijacked' }), headers))
    // Read it back through the API as the host: untouched.
    const read = (await (await host.c.fetch(`/api/events/${eventId}`)).json()) as { event: { title: string } }
    expect(read.event.title).toBe('Before')
    expect(await eventRow(eventId)).toEqual(before)
  })

  it('POST, PUT and DELETE too, on our routes and on better-auth', async () => {
    const { host, eventId } = await hostWithEvent()
    const before = await eventRow(eventId)
    const items = `/api/events/${eventId}/items`
    await refused(await fromPage(host.c, items, json('POST', { name: 'Wine', priceCents: 900 }), { origin: EVIL }))
    await refused(await fromPage(host.c, `/api/events/${eventId}`, { method: 'DELETE' }, { origin: EVIL }))
    await refused(await fromPage(host.c, `/api/events/${eventId}`, json('PUT', { title: 'x' }), { origin: EVIL }))
    await refused(await fromPage(host.c, '/api/me/profile', json('PATCH', { firstName: 'Mallory' }), { origin: EVIL }))
    await refused(await fromPage(host.c, '/api/auth/sign-out', json('POST', {}), { site: 'cross-site' }))
    expect(await eventRow(eventId)).toEqual(before)
    expect(await rows('SELECT id FROM items WHERE event_id = ?', eventId)).toEqual([])
    const me = (await (await host.c.fetch('/api/me')).json()) as { profile: { firstName: string | null } }
    expect(me.profile.firstName).not.toBe('Mallory') // and the session survived the sign-out attempt
  })

  it('a form-encoded POST (an HTML form on another site): no sign-in, no sign-out', async () => {
    // Login CSRF: a foreign form signs the victim's browser into the attacker's account.
    const attacker = client()
    const { user } = await signUp(attacker, uniqueUser('mallory'))
    const form = (fields: Record<string, string>): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const signIn = await fromPage(
      client(),
      '/api/auth/sign-in/email',
      form({ email: user.email, password: user.password }),
      { origin: EVIL, site: 'cross-site' },
    )
    await refused(signIn)
    expect(signIn.headers.getSetCookie()).toEqual([])
    const sessions = await rows(
      'SELECT s.id FROM session s JOIN user u ON u.id = s.user_id WHERE u.email = ?',
      user.email,
    )
    expect(sessions).toEqual([])

    // Logout CSRF with the victim's cookie: refused, the victim stays signed in.
    const { host } = await hostWithEvent()
    await refused(await fromPage(host.c, '/api/auth/sign-out', form({}), { origin: EVIL }))
    expect((await host.c.fetch('/api/me')).status).toBe(200)
  })

  it('a multipart receipt upload', async () => {
    const { host, eventId } = await hostWithEvent()
    const form = new FormData()
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
    form.set('file', new File([jpeg], 'receipt.jpg', { type: 'image/jpeg' }))
    const res = await fromPage(
      host.c,
      `/api/events/${eventId}/receipt`,
      { method: 'POST', body: form },
      {
        origin: EVIL,
        site: 'cross-site',
      },
    )
    await refused(res)
    const [row] = await rows<{ receipt_key: string | null }>('SELECT receipt_key FROM events WHERE id = ?', eventId)
    expect(row?.receipt_key).toBeNull()
    expect((await host.c.fetch(`/api/events/${eventId}/receipt`)).status).toBe(404)
  })
})

describe('WebSocket upgrades must come from our origin', () => {
  const openLive = (c: Client, eventId: string, headers: BrowserHeaders) =>
    fromPage(c, `/api/events/${eventId}/live`, { headers: { upgrade: 'websocket' } }, headers)

  it.each(foreign)('GET /api/events/:id/live with %s is refused', async (_, headers) => {
    const { host, eventId } = await hostWithEvent()
    const res = await openLive(host.c, eventId, headers)
    expect(res.webSocket).toBeNull()
    await refused(res)
  })

  it('opens from our own page', async () => {
    const { host, eventId } = await hostWithEvent()
    const res = await openLive(host.c, eventId, { origin: OURS, site: 'same-origin' })
    expect(res.status).toBe(101)
    res.webSocket?.accept()
    res.webSocket?.close()
  })
})

describe('our own requests still work', () => {
  it.each<[string, BrowserHeaders]>([
    ['Origin and Sec-Fetch-Site of our page', { origin: OURS, site: 'same-origin' }],
    ['our Origin alone', { origin: OURS }],
    ['Sec-Fetch-Site: same-origin alone', { site: 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { site: 'none' }],
    ['no browser headers at all (curl, server-to-server)', {}],
  ])('PATCH with %s', async (_, headers) => {
    const { host, eventId } = await hostWithEvent()
    const res = await fromPage(host.c, `/api/events/${eventId}`, json('PATCH', { title: 'After' }), headers)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await eventRow(eventId))?.title).toBe('After')
  })

  it('reads are not refused from other sites (CORS keeps their answers from the page)', async () => {
    const { host, eventId } = await hostWithEvent()
    expect((await fromPage(host.c, `/api/events/${eventId}`, {}, { origin: EVIL, site: 'cross-site' })).status).toBe(
      200,
    )
  })

  it('same-origin writes through the usual client', async () => {
    const { host, eventId } = await hostWithEvent()
    expect((await send(host.c, 'PATCH', `/api/events/${eventId}`, { title: 'Client' })).status).toBe(200)
  })
})
