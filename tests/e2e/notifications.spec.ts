import { expect, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot } from './support/helpers'

// A pickup request reaches the item owner's bell live (no reload), with a quiet toast; the dropdown
// has 'Mark all read' and 'Clear read', and each notification links to its event.

test("a pickup request arrives live on the owner's bell with a toast", async ({ page, browser, baseURL }, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2enh', 'Hana', 'Pizza Friday', { claimsNeedApproval: true })
  const added = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Garlic Bread', priceCents: 650 },
    headers,
  })
  const snap = (await added.json()) as { items: { id: string; name: string }[] }
  const itemId = snap.items[0]?.id ?? ''

  await page.goto('/dashboard')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')

  // A friend in another browser joins and asks to pick the bread up.
  const { context } = await otherPerson(browser, origin, 'e2eng')
  await context.request.patch('/api/me/profile', { data: { firstName: 'Gus' }, headers })
  expect((await context.request.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  const asked = await context.request.post(`/api/events/${event.id}/items/${itemId}/pickup`, { headers })
  expect(asked.ok(), await asked.text()).toBe(true)
  await context.close()

  // Live: the toast and the badge, without a reload.
  await expect(page.getByText('Gus wants to pick up "Garlic Bread" in Pizza Friday')).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await shot(page, testInfo, 'bell-toast')

  await bell.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Mark all read' })).toBeEnabled()
  await expect(menu.getByRole('button', { name: 'Clear read' })).toBeDisabled()
  await expect(menu.getByRole('link', { name: /Pickup Requested/ })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'View all notifications' })).toHaveCount(0)
  await shot(page, testInfo, 'bell-open')
  await menu.getByRole('button', { name: 'Mark all read' }).click()
  await expect(bell).toHaveAccessibleName('Notifications')
  await menu.getByRole('button', { name: 'Clear read' }).click()
  await expect(menu.getByText("You're all caught up.")).toBeVisible()
})

test("the dropdown shows the first 10 and 'View all notifications' leads to the full list", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2enm', 'Max', 'Big Table', { claimsNeedApproval: true })
  // Twelve notifications: a guest asks for twelve of the host's dishes.
  const { context: other } = await otherPerson(browser, origin, 'e2enmg')
  await other.request.post('/api/join', { data: { code: event.joinCode }, headers })
  for (let i = 0; i < 12; i++) {
    const res = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: `Dish ${i}`, priceCents: 100 },
      headers,
    })
    const s = (await res.json()) as { items: { id: string; name: string }[] }
    const id = s.items.find((x) => x.name === `Dish ${i}`)?.id ?? ''
    expect((await other.request.post(`/api/events/${event.id}/items/${id}/pickup`, { headers })).ok()).toBe(true)
  }
  await other.close()
  await page.goto('/dashboard')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications, 12 unread')
  await expect(bell).toContainText('9+')
  await bell.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('link', { name: /Pickup Requested/ })).toHaveCount(10)
  await shot(page, testInfo, 'bell-ten')
  await menu.getByRole('link', { name: 'View all notifications' }).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('link', { name: /Pickup Requested/ })).toHaveCount(12)
  await shot(page, testInfo, 'notifications-page')
  // One can be hidden on its own: it leaves the list and the unread count.
  await page.getByRole('button', { name: 'Hide notification: Pickup Requested' }).first().click()
  await expect(page.getByRole('link', { name: /Pickup Requested/ })).toHaveCount(11)
  await expect(bell).toHaveAccessibleName('Notifications, 11 unread')
  await page.reload()
  await expect(page.getByRole('link', { name: /Pickup Requested/ })).toHaveCount(11)
  // Each links to its event; following one reads it.
  await page.getByRole('link', { name: /Dish 10/ }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
  await expect(bell).toHaveAccessibleName('Notifications, 10 unread')
})
