import { exports } from 'cloudflare:workers'
import { beforeAll, expect } from 'vitest'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../worker/middleware/security-headers'

/**
 * A page's headers: every security header, its script policy with the nonce made for this response, and
 * every script in the page carrying that nonce (none without it). Returns the nonce.
 */
export function expectPageHeaders(res: Response, html: string): string {
  const csp = res.headers.get('content-security-policy') ?? ''
  const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1] ?? ''
  // 128 bits, base64.
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(csp).toBe(contentSecurityPolicy(nonce))
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (name !== 'Content-Security-Policy') expect(res.headers.get(name), name).toBe(value)
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
  return nonce
}

/** The first page a test worker draws compiles every route module on the way (as `vite dev` does). */
export function warmUpPages() {
  beforeAll(async () => {
    await (await exports.default.fetch('http://localhost/events/warm-up')).text()
  }, 180_000)
}
