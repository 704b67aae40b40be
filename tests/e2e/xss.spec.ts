import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { createConfirmedUser, shot } from './support/helpers'

// Names people type come back on other people's screens: first names, event titles and descriptions, item
// names and guest names carrying markup must show as the literal text and never become elements or run.
// (The CSP would stop an inline handler anyway; the test looks for the element itself, so it fails the day
// anything renders user text as HTML.) There is no chat yet; add it here when it lands.

const IMG = '<img src=x onerror=window.__xss=1>'
const SCRIPT = '<script>window.__xss=2</script>'
const SVG = '<svg onload=window.__xss=3>'

declare global {
  interface Window {
    __xss?: number
  }
}

async function signedIn(request: APIRequestContext, baseURL: string, prefix: string, firstName: string) {
  const user = await createConfirmedUser(request, prefix)
  const headers = { origin: baseURL }
  const login = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  })
  expect(login.ok()).toBe(true)
  expect((await request.patch('/api/me/profile', { data: { firstName }, headers })).ok()).toBe(true)
  return user
}

async function expectInert(page: Page, what: string) {
  expect(await page.evaluate(() => window.__xss), `${what}: a payload ran`).toBeUndefined()
  // Any inline script in the body is a payload, but for the framework's own (decision 033: the route data
  // and module loader React Router writes), which carry this response's CSP nonce; text drawn from user
  // input cannot (tests/api/event-page-ssr.test.ts checks that it cannot close them either).
  expect(await page.locator('img[src="x"], svg[onload]').count(), `${what}: a payload became an element`).toBe(0)
  const foreignScripts = await page.evaluate(() => {
    const own = document.querySelector<HTMLScriptElement>('head script[src="/theme.js"]')?.nonce ?? ''
    return Array.from(document.querySelectorAll<HTMLScriptElement>('body script:not([src])')).filter(
      (s) => !own || s.nonce !== own,
    ).length
  })
  expect(foreignScripts, `${what}: a payload became a script`).toBe(0)
}

test('names, titles, item and guest names carrying HTML render as text', async ({ page, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  await signedIn(page.request, origin, 'xsshost', IMG)
  const created = await page.request.post('/api/events', {
    data: { title: `Dinner ${SCRIPT}`, description: `Bring ${SVG}` },
    headers,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as EventSnapshot
  const api = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/events/${event.id}${path}`, { data, headers })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()) as EventSnapshot
  }
  await api('/items', { name: `Soup ${IMG}`, priceCents: 1250 })
  await api('/items', { name: SVG, priceCents: 300 })
  await api('/placeholders', { name: `Gil ${SCRIPT}` })

  // A second person whose first name is a payload joins, so the host sees it in the people list.
  const other = await playwrightRequest.newContext({ baseURL: origin })
  await signedIn(other, origin, 'xssguest', SVG)
  expect((await other.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  await other.dispose()

  for (const path of [`/events/${event.id}`, `/events/${event.id}/breakdown`, '/dashboard']) {
    await page.goto(path)
    await expect(page.getByText(`Dinner ${SCRIPT}`).filter({ visible: true }).first()).toBeVisible()
    await expectInert(page, path)
  }
  await page.goto(`/events/${event.id}`)
  await page.getByRole('tab', { name: /^All Items$/ }).click()
  for (const literal of [`Soup ${IMG}`, SVG])
    await expect(page.getByText(literal, { exact: true }).filter({ visible: true }).first(), literal).toBeVisible()
  await expectInert(page, 'All Items')
  await shot(page, testInfo, 'xss-all-items')
  // The phone labels the Participants tab 'People'.
  await page.getByRole('tab', { name: /^(Participants|People)$/ }).click()
  for (const literal of [`Gil ${SCRIPT}`, SVG])
    await expect(page.getByText(literal, { exact: false }).filter({ visible: true }).first(), literal).toBeVisible()
  await shot(page, testInfo, 'xss-event-page')
  await expectInert(page, 'event page')
})
