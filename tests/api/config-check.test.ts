import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { configProblem, EXAMPLE_SECRET } from '../../worker/lib/config-check'
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers'
import { signedInUser } from './helpers'

// A worker started without a usable BETTER_AUTH_SECRET says so, on every path, instead of a 500 on every
// signed-in request.

const fetchWith = (secret: string | undefined, path: string, cookie = '') =>
  worker.fetch(
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
    { ...env, BETTER_AUTH_SECRET: secret as string },
    createExecutionContext(),
  )

describe('the worker without a usable secret', () => {
  for (const [what, secret] of [
    ['missing', undefined],
    ['empty', ''],
    ['short', 'only-twenty-chars-xx'],
    ['the placeholder', EXAMPLE_SECRET],
  ] as const) {
    it(`${what}: the API answers 503 naming what to set and where, never the value`, async () => {
      const { c } = await signedInUser(`cfg${what.replace(/\W/g, '')}`)
      const res = await fetchWith(secret, '/api/me', c.cookie)
      expect(res.status).toBe(503)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('not_configured')
      expect(body.error.message).toContain('BETTER_AUTH_SECRET')
      expect(body.error.message).toContain('.dev.vars')
      expect(body.error.message).toContain('wrangler secret put BETTER_AUTH_SECRET')
      if (secret) expect(body.error.message).not.toContain(secret)
      expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    })
  }

  it('pages answer 503 in plain words too', async () => {
    for (const path of ['/', '/auth', '/events/abc']) {
      const res = await fetchWith('', path)
      expect(res.status, path).toBe(503)
      expect(await res.text(), path).toContain('BETTER_AUTH_SECRET is not set')
    }
  })

  it('with a good secret nothing changes', async () => {
    const res = await fetchWith(env.BETTER_AUTH_SECRET, '/api/health')
    expect(res.status).toBe(200)
  })
})

describe('configProblem', () => {
  it('accepts 32 characters and refuses 31', () => {
    expect(configProblem({ BETTER_AUTH_SECRET: 'x'.repeat(32) })).toBeNull()
    expect(configProblem({ BETTER_AUTH_SECRET: 'x'.repeat(31) })).toMatch(/31 characters long; it must be at least 32/)
  })
})
