import { expect, test } from '@playwright/test'
import { createConfirmedUser, signInViaForm } from './support/helpers'

// A live socket never outlives the session that opened it (docs/decisions/010): when the session is revoked
// from another device, the open event page is told at once (close code 4001), stops reconnecting,
// and the app notices it is signed out without a reload.
test('revoking a session from another device signs out its open event page', async ({ page, browser, request }) => {
  const user = await createConfirmedUser(request, 'revoke')
  await signInViaForm(page, user.email, user.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/events', { data: { title: 'Phone left at home' }, headers: { origin } })
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string } }

  const live = page.waitForEvent('websocket', (ws) => ws.url().includes(`/api/events/${event.id}/live`))
  await page.goto(`/events/${event.id}`)
  await expect(page.getByRole('heading', { name: 'Phone left at home' }).first()).toBeVisible()
  const socket = await live
  const closed = socket.waitForEvent('close')

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signInViaForm(otherPage, user.email, user.password)
  await expect(otherPage).toHaveURL(/\/dashboard$/)
  const revoke = await otherPage.request.post('/api/auth/revoke-other-sessions', { data: {}, headers: { origin } })
  expect(revoke.status(), await revoke.text()).toBe(200)

  await closed
  // No reload: the page re-reads who it is and lands on sign-in, keeping where it was.
  await expect(page).toHaveURL(/\/auth\?redirect=/, { timeout: 10_000 })
  await other.close()
})
