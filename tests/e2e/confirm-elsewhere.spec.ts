import { type APIRequestContext, expect, test } from '@playwright/test'
import { createConfirmedUser, mailLink, newUser, shot, untilAppTakesOver } from './support/helpers'

// Issue 46: mail apps open links in a browser of their own, which never saw the sign-up and its saved
// join code, so the new person landed on an empty dashboard. The confirmation link carries the join
// (decision 049): confirming joins wherever it is opened.

async function hostedEvent(request: APIRequestContext, origin: string, title: string) {
  const host = await createConfirmedUser(request, 'e2ech')
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: host.email, password: host.password },
    headers: { origin },
  })
  expect(signIn.ok(), await signIn.text()).toBe(true)
  const res = await request.post('/api/events', { data: { title }, headers: { origin } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { event: { id: string; title: string; joinCode: string } }).event
}

test('signed up from a join link, confirmed in another browser, the person lands in the event', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const event = await hostedEvent(request, origin, 'Pho after work')
  const user = newUser('e2ecm')

  // The phone's browser: the join link, then Create Account.
  await page.goto(`/join/${event.joinCode}`)
  await untilAppTakesOver(page)
  await page.locator('a[href*="redirect="]').filter({ hasText: 'Create Account' }).click()
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel(/I agree to the Terms of Service/).check()
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'account has been created' })).toBeVisible()

  const link = await mailLink(request, user.email, '/confirm-email')
  expect(new URL(link).searchParams.get('next')).toBe(`/join/${event.joinCode}`)

  // The mail app's browser: no cookie, no stored join code, only the link.
  const mailApp = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() })
  const elsewhere = await mailApp.newPage()
  await elsewhere.goto(new URL(link).pathname + new URL(link).search)
  await expect(elsewhere.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
  await shot(elsewhere, testInfo, 'confirm-elsewhere-confirmed')
  await expect(elsewhere.getByRole('heading', { name: 'Successfully Joined!' })).toBeVisible({ timeout: 15_000 })
  await expect(elsewhere.getByText('Pho after work')).toBeVisible()
  await elsewhere.waitForURL(`**/events/${event.id}`, { timeout: 10_000 })
  await expect(elsewhere.getByRole('heading', { name: 'Pho after work' }).first()).toBeVisible()
  await shot(elsewhere, testInfo, 'confirm-elsewhere-in-event')

  // Joined once, as a guest of the event (not its host).
  const list = await elsewhere.request.get('/api/events')
  const { events } = (await list.json()) as { events: { id: string; isHost: boolean }[] }
  expect(events.filter((e) => e.id === event.id)).toEqual([expect.objectContaining({ isHost: false })])
  await mailApp.close()
})
