import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { USER_CONTENT_CSP } from '../../worker/middleware/security-headers'
import { createEvent } from './event-fixtures'
import { client, freshIp, signedInUser, signIn, signUp, uniqueUser } from './helpers'

// Standing hardening checks not covered elsewhere: the session cookie's attributes and the rate limits
// without a test of their own (docs/decisions/004), and what a hostile upload looks like when it is
// served back (docs/decisions/024).
// (Headers on JSON, errors and 404s: security-headers.test.ts; the origin check: origin.test.ts; spoofed
// extensions, oversize and chunked uploads: receipts.test.ts; the other limits: rate-limit.test.ts,
// join.test.ts, auth-account.test.ts.)

const enc = (s: string) => new TextEncoder().encode(s)
const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]

function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.set('file', new File([bytes], name, { type }))
  return { method: 'POST', body: form }
}

describe('the session cookie', () => {
  it('is HttpOnly, Secure and SameSite=Lax, and sign-out clears it', async () => {
    const c = client()
    const { user } = await signUp(c, uniqueUser('cookie'))
    await env.DB.prepare('UPDATE user SET email_verified = 1 WHERE email = ?').bind(user.email).run()
    const res = await signIn(c, user.email, user.password)
    expect(res.status).toBe(200)
    const cookies = res.headers.getSetCookie()
    const session = cookies.find((line) => /session_token=/.test(line))
    expect(session, cookies.join('\n')).toBeTruthy()
    for (const line of cookies) {
      expect(line, line).toMatch(/;\s*HttpOnly/i)
      expect(line, line).toMatch(/;\s*Secure/i)
      expect(line, line).toMatch(/;\s*SameSite=Lax/i)
      expect(line, line).toMatch(/;\s*Path=\//i)
    }
    const out = await c.fetch('/api/auth/sign-out', { method: 'POST', json: {} })
    expect(out.status).toBe(200)
    const cleared = out.headers.getSetCookie().find((line) => /session_token=/.test(line))
    expect(cleared).toMatch(/session_token=;|Max-Age=0/i)
    expect((await c.fetch('/api/me')).status).toBe(401)
  })
})

describe('rate limits without a test elsewhere', () => {
  it('answers 429 after 10 password resets in 5 minutes from one IP', async () => {
    const ip = freshIp()
    const reset = () =>
      client(ip).fetch('/api/auth/reset-password', {
        method: 'POST',
        json: { token: 'not-a-real-token', newPassword: 'another horse battery staple' },
      })
    for (let i = 0; i < 10; i++) expect((await reset()).status).not.toBe(429)
    const blocked = await reset()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await client().fetch('/api/auth/get-session')).status).toBe(200)
  })

  it('answers 429 past 120 requests a minute to any other auth endpoint from one IP', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await client(ip).fetch('/api/auth/get-session')).status)
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
  })
})

describe('a hostile receipt upload', () => {
  it('refuses SVG, HTML and PDF whatever they claim to be, storing nothing', async () => {
    const host = await signedInUser('poly')
    const { event } = await createEvent(host)
    const cases: Array<[Uint8Array, string, string]> = [
      [enc('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'r.svg', 'image/svg+xml'],
      [enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'r.jpg', 'image/jpeg'],
      [enc('<!doctype html><script>alert(1)</script>'), 'r.png', 'image/png'],
      [enc('%PDF-1.7\n1 0 obj <</JS (app.alert(1))>>'), 'r.heic', 'image/heic'],
      [enc('GIF89a<script>alert(1)</script>'), 'r.gif', 'image/gif'],
    ]
    for (const [bytes, name, type] of cases) {
      const res = await host.c.fetch(`/api/events/${event.id}/receipt`, upload(bytes, name, type))
      expect(res.status, name).toBe(415)
    }
    const stored = await env.FILES.list()
    expect(stored.objects.filter((o) => o.customMetadata?.eventId === event.id)).toHaveLength(0)
  })

  it('a JPEG that is also HTML comes back as an image in a sandbox, under a fixed name', async () => {
    const host = await signedInUser('polyj')
    const { event } = await createEvent(host)
    const polyglot = new Uint8Array([...JPEG_MAGIC, ...enc('<html><script>alert(document.cookie)</script></html>')])
    const up = await host.c.fetch(
      `/api/events/${event.id}/receipt`,
      upload(polyglot, '"><img src=x onerror=alert(1)>.html', 'text/html'),
    )
    expect(up.status).toBe(201)
    const res = await host.c.fetch(`/api/events/${event.id}/receipt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="receipt.jpeg"')
    expect(res.headers.get('content-security-policy')).toBe(USER_CONTENT_CSP)
    expect(USER_CONTENT_CSP).toMatch(/\bsandbox\b/)
    expect(USER_CONTENT_CSP).toMatch(/default-src 'none'/)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(polyglot)
  })
})
