import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  SECURITY_HEADERS,
  USER_CONTENT_CSP,
} from '../../worker/middleware/security-headers'
import { createEvent } from './event-fixtures'
import { signedInUser } from './helpers'

// Decision 006: every response carries the security headers. Static assets get them from the generated
// `_headers` file (checked in tests/e2e/security-headers.spec.ts); everything the worker answers, here.

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
}

const get = (path: string, init: RequestInit = {}) => exports.default.fetch(`http://localhost${path}`, init)

describe('security headers on worker responses', () => {
  it('holds the policy the brief asks for', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? ''
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v.join(' ')]),
    )
    expect(directives.get('script-src')).toBe("'self' 'wasm-unsafe-eval'") // no 'unsafe-inline', no 'unsafe-eval'
    expect(directives.get('frame-ancestors')).toBe("'none'")
    expect(directives.get('object-src')).toBe("'none'")
    expect(directives.get('base-uri')).toBe("'self'")
    expect(directives.get('form-action')).toBe("'self'")
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY')
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=(self)')
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('microphone=()')
  })

  it('adds a nonce to script-src only for a page that passes the one it made, and changes nothing else', () => {
    // JSON and static files get the policy without a nonce; a page drawn by the worker (in dev and in a
    // build alike) allows exactly the inline scripts that carry its own response's nonce.
    expect(contentSecurityPolicy()).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    const page = contentSecurityPolicy('n0nce')
    expect(page).toContain("script-src 'self' 'nonce-n0nce' 'wasm-unsafe-eval';")
    expect(page.replace(" 'nonce-n0nce'", '')).toBe(SECURITY_HEADERS['Content-Security-Policy'])
  })

  it('the static assets file carries the same values for every path', () => {
    const lines = headersFile().split('\n')
    expect(lines).toContain('/*')
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines).toContain(`  ${name}: ${value}`)
  })

  it('on JSON', async () => {
    const res = await get('/api/health')
    expect(res.status).toBe(200)
    expectSecurityHeaders(res)
  })

  it.each([
    ['401 Not authenticated', '/api/me', {}, 401],
    ['404 in the API', '/api/no-such-route', {}, 404],
    ['404 outside the API (a missing asset falls through to the worker)', '/assets/missing.js', {}, 404],
    [
      '403 cross-site refusal',
      '/api/events',
      { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' },
      403,
    ],
    ["415 from better-auth's own handler", '/api/auth/sign-in/email', { method: 'POST', body: 'x' }, 415],
  ] as const)('on errors: %s', async (_, path, init, status) => {
    const res = await get(path, init as RequestInit)
    expect(res.status).toBe(status)
    expectSecurityHeaders(res)
  })

  it('on receipt image downloads', async () => {
    const host = await signedInUser('hdrs')
    const snap = await createEvent(host)
    const form = new FormData()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    form.set('file', new File([png], 'r.png', { type: 'image/png' }))
    const up = await host.c.fetch(`/api/events/${snap.event.id}/receipt`, { method: 'POST', body: form })
    expect(up.status).toBe(201)
    expectSecurityHeaders(up)
    const res = await host.c.fetch(`/api/events/${snap.event.id}/receipt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    // User content gets the stricter sandboxed policy instead of the app's (decision 006); the rest stay.
    const { 'Content-Security-Policy': _appCsp, ...rest } = SECURITY_HEADERS
    for (const [name, value] of Object.entries(rest)) expect(res.headers.get(name), name).toBe(value)
    expect(res.headers.get('content-security-policy')).toBe(USER_CONTENT_CSP)
  })
})
