import { type APIResponse, expect, type Page, type Response, test } from '@playwright/test'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../worker/middleware/security-headers'
import { createConfirmedUser, signInViaForm } from './support/helpers'

// Decision 006: the app runs under its Content-Security-Policy with nothing refused, the HTML document and
// the JS assets carry the same headers as the API (one definition: worker/middleware/security-headers.ts),
// and no other site can frame it. Violations are collected in the page (securitypolicyviolation) and from
// the console, where Chromium reports CSP refusals.

type Violation = { directive: string; blocked: string; source: string }
declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

function watchCsp(page: Page) {
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) consoleErrors.push(m.text())
  })
  return {
    consoleErrors,
    install: () =>
      page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations?.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }),
        )
      }),
    async expectNone() {
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
      expect(consoleErrors).toEqual([])
    },
  }
}

function expectSecurityHeaders(res: Response | APIResponse | null, what: string) {
  if (!res) throw new Error(`no response for ${what}`)
  const headers = res.headers()
  // A page (decision 033) allows its own inline scripts by the nonce made for that response, and no other.
  const nonce = headers['content-type']?.includes('text/html')
    ? headers['content-security-policy']?.match(/'nonce-([A-Za-z0-9+/=]{24})'/)?.[1]
    : undefined
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(
      name === 'Content-Security-Policy' && nonce ? contentSecurityPolicy(nonce) : value,
    )
}

test('the app runs under its CSP: landing, sign-in, event page with its live socket, dev mailbox', async ({
  page,
  baseURL,
}) => {
  const csp = watchCsp(page)
  await csp.install()

  // The landing page: the HTML document and one of its JS assets carry the headers.
  const doc = await page.goto('/')
  expectSecurityHeaders(doc, 'landing HTML')
  await expect(page.getByRole('link', { name: 'OpenTab' }).first()).toBeVisible()
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  expectSecurityHeaders(await page.request.get(script ?? ''), `JS asset ${script}`)
  // The theme script (no longer inline) still runs in <head>: a saved light theme drops the dark class.
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await csp.expectNone()

  // Sign in through the real form.
  const user = await createConfirmedUser(page.request, 'csp')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => url.pathname !== '/auth')
  const origin = baseURL ?? ''
  const headers = { origin }
  expect((await page.request.patch('/api/me/profile', { data: { firstName: 'Cass' }, headers })).ok()).toBe(true)
  const created = await page.request.post('/api/events', { data: { title: 'Policy dinner' }, headers })
  expect(created.status()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string } }

  // A deep link is served by the SPA fallback: same headers; the live WebSocket connects (connect-src 'self').
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith(`/api/events/${event.id}/live`))
  const deep = await page.goto(`/events/${event.id}`)
  expectSecurityHeaders(deep, 'SPA fallback for /events/:id')
  await expect(page.getByRole('heading', { name: 'Policy dinner' }).first()).toBeVisible()
  const ws = await socket
  await page.waitForTimeout(500)
  expect(ws.isClosed()).toBe(false)
  await csp.expectNone()

  // The dev mailbox page lists the confirmation mail.
  const mailbox = await page.goto('/dev/mailbox')
  expectSecurityHeaders(mailbox, 'dev mailbox HTML')
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible()
  await page.getByLabel('Recipient').fill(user.email)
  await expect(page.getByRole('article').first()).toBeVisible()
  await csp.expectNone()
})

test('another site cannot frame the app', async ({ page, baseURL }) => {
  // A page that is not ours (about:blank, written by the test) puts the app in an iframe and notes when
  // the frame has finished loading, whatever it loaded. (A made-up public origin would not do: Chromium's
  // private network rules would refuse to frame localhost for it, headers or not.)
  await page.setContent(
    `<iframe id="victim" src="${baseURL}/events/abc" onload="document.title = 'frame loaded'"></iframe>`,
  )
  await expect(page).toHaveTitle('frame loaded')
  const frame = page.frames().find((f) => f !== page.mainFrame())
  // Chromium replaces a frame refused by frame-ancestors / X-Frame-Options with its error page.
  expect(frame?.url()).toBe('chrome-error://chromewebdata/')
  await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(0)
})
