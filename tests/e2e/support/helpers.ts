import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
  test,
} from '@playwright/test'

/** Saves a full-page screenshot under test-results/screenshots/<project>/<name>.png (kept as a CI artifact). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true })
}

let n = 0
export function newUser(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${(++n).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}.${id}@example.com`,
    password: 'Tangerine-Harbor-42',
  }
}

type Mail = { to: string; subject: string; text: string; links: string[]; created_at: string }

/** Waits for a mail to `to` with a link to `path`, returns that link (from the dev mailbox JSON). */
export async function mailLink(request: APIRequestContext, to: string, path: string) {
  let link = ''
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
      const mails = (await res.json()) as Mail[]
      link = mails.flatMap((m) => m.links).find((l) => new URL(l).pathname === path) ?? ''
      return link
    })
    .not.toBe('')
  return link
}

/**
 * Creates a confirmed account through the API (fast path for tests about other journeys); `username`
 * overrides the generated one. The confirmation runs in a throwaway context: confirming signs that
 * context in, and the caller's context should stay signed out, as after a real sign-up elsewhere.
 */
export async function createConfirmedUser(request: APIRequestContext, prefix = 'e2e', username?: string) {
  const user = { ...newUser(prefix), ...(username ? { username } : {}) }
  // A browser's POST always carries its Origin; `npm start`'s server (Vite) refuses one without it.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: user.username, email: user.email, password: user.password },
    headers: { origin },
  })
  expect(res.status(), await res.text()).toBe(200)
  const link = new URL(await mailLink(request, user.email, '/confirm-email'))
  const token = link.searchParams.get('token') ?? ''
  const elsewhere = await playwrightRequest.newContext({ baseURL: link.origin })
  const verify = await elsewhere.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
  expect(verify.ok(), `verify-email answered ${verify.status()}: ${await verify.text()}`).toBe(true)
  await elsewhere.dispose()
  return user
}

/**
 * A page the server drew is seen at once but is `inert` until React has hydrated it (decision 033): this
 * waits until it can be used.
 */
export async function untilAppTakesOver(page: Page) {
  await expect(page.locator('#root')).toHaveCount(1)
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
}

/** Signs in through the real form. */
export async function signInViaForm(page: Page, email: string, password: string, redirect?: string) {
  await page.goto(redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth')
  await untilAppTakesOver(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Signs `user` in through the API; the session cookie lands in `request`'s context. */
export async function signInViaApi(
  request: APIRequestContext,
  user: { email: string; password: string },
  origin: string,
) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

/**
 * A new confirmed account signed in through the real form and on its dashboard, with `firstName` set
 * (which keeps the profile-completion reminder out of the way).
 */
export async function signInNewUser(page: Page, prefix: string, firstName: string) {
  const user = await createConfirmedUser(page.request, prefix)
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL(/\/dashboard$/)
  const origin = new URL(page.url()).origin
  const res = await page.request.patch('/api/me/profile', { data: { firstName }, headers: { origin } })
  expect(res.ok(), await res.text()).toBe(true)
  return user
}

/** A new host (as signInNewUser) with an event of their own, made through the API; `claimsNeedApproval`
 * for a test about pickup requests (a new event's claims need none, decision 051). */
export async function hostWithEvent(
  page: Page,
  prefix: string,
  firstName: string,
  title: string,
  settings: { claimsNeedApproval?: boolean } = {},
) {
  const user = await signInNewUser(page, prefix, firstName)
  const origin = new URL(page.url()).origin
  const res = await page.request.post('/api/events', { data: { title, ...settings }, headers: { origin } })
  expect(res.status(), await res.text()).toBe(201)
  const { event } = (await res.json()) as { event: { id: string; joinCode: string } }
  return { user, event }
}

/** Someone else, in a browser context of their own, signed in through the API. Close the context when done. */
export async function otherPerson(browser: Browser, origin: string, prefix: string) {
  const context = await browser.newContext({ baseURL: origin })
  const user = await createConfirmedUser(context.request, prefix)
  await signInViaApi(context.request, user, origin)
  return { context, user }
}
