import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../worker/auth'
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers'
import { signedInUser } from './helpers'
import { expectPageHeaders, warmUpPages } from './page-headers'

// Decision 033: the public pages React Router prerenders at build time are served by the worker from the
// static assets (tests/fixtures/assets stands in for them), with this response's nonce on their scripts;
// a signed-in visitor of `/` goes to the dashboard; an address with a query is drawn by React Router.

const get = (path: string, cookie?: string) =>
  exports.default.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

async function expectPage(res: Response, marker: string) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  const html = await res.text()
  expect(html).toContain(marker)
  return expectPageHeaders(res, html)
}

warmUpPages()

describe('/ (the landing page)', () => {
  it('a visitor gets the prerendered landing page, its scripts stamped with a nonce of its own', async () => {
    const first = await expectPage(await get('/'), '<!-- prerendered / -->')
    const second = await expectPage(await get('/'), '<!-- prerendered / -->')
    expect(second).not.toBe(first)
  })

  it('a visitor with a correctly signed session cookie goes to /dashboard', async () => {
    const { c } = await signedInUser('landing')
    const res = await get('/', c.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard')
    expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy'])
  })

  it('a forged or unsigned session cookie gets the landing page', async () => {
    const { c } = await signedInUser('forged')
    const real = c.cookie.match(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`))?.[1] ?? ''
    const [token] = decodeURIComponent(real).split('.')
    expect(token).toBeTruthy()
    const forged = encodeURIComponent(`${token}.${'A'.repeat(43)}=`)
    await expectPage(await get('/', `${SESSION_COOKIE}=${forged}`), '<!-- prerendered / -->')
    await expectPage(await get('/', `${SESSION_COOKIE}=${token}`), '<!-- prerendered / -->')
  })
})

describe('/auth', () => {
  it('/auth is the prerendered page', async () => {
    await expectPage(await get('/auth'), '<!-- prerendered /auth -->')
  })

  it.each([
    ['/auth?redirect=%2Fjoin%2FABC123', 'Welcome back'],
    ['/auth?mode=signup', 'Create your account'],
    ['/auth?mode=forgot', 'Reset your password'],
  ])('%s is drawn by React Router, with the security headers and nonced scripts', async (path, text) => {
    await expectPage(await get(path), text)
  })
})

describe('other pages', () => {
  it.each([
    ['/features', 'prerendered at build time, drawn here without the files'],
    ['/dashboard', 'the signed-in shell, drawn before the session is known'],
    ['/no-such-page', 'the 404 route'],
  ])('%s: %s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expectPageHeaders(res, await res.text())
  })
})
