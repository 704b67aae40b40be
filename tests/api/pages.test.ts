import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../worker/auth'
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers'
import { signedInUser } from './helpers'

// Decision 025: `/` and `/auth` reach the worker first (wrangler.toml), which serves the pages prerendered
// at build time from the static assets, or sends a signed-in visitor of `/` to the dashboard and gives one
// of `/auth` the app.

const get = (path: string, cookie?: string) =>
  exports.default.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

async function expectPage(res: Response, file: string) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  expect(await res.text()).toContain(`<!-- ${file} -->`)
}

describe('/ (the landing page)', () => {
  it('a visitor gets the prerendered landing page with the security headers', async () => {
    await expectPage(await get('/'), 'landing.html')
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
    await expectPage(await get('/', `${SESSION_COOKIE}=${forged}`), 'landing.html')
    await expectPage(await get('/', `${SESSION_COOKIE}=${token}`), 'landing.html')
  })
})

describe('/auth', () => {
  it.each([
    ['/auth', 'auth.html'],
    ['/auth?redirect=%2Fjoin%2FABC123', 'auth.html'],
    ['/auth?mode=signup', 'auth-signup.html'],
    ['/auth?mode=forgot', 'index.html'],
  ])('%s serves %s with the security headers', async (path, file) => {
    await expectPage(await get(path), file)
  })

  // The prerendered form starts the app only when used; with a session the app must run at once to send
  // the person on (to a pending join, the redirect or the dashboard).
  it('a visitor with a signed session cookie gets the app, which sends them on', async () => {
    const { c } = await signedInUser('authpage')
    await expectPage(await get('/auth?redirect=%2Fprofile', c.cookie), 'index.html')
    await expectPage(await get('/auth?mode=signup', c.cookie), 'index.html')
  })
})
