import { expect, type Locator, type Page, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// Dialogs at the table: the main button of a long dialog is on screen without scrolling (a sticky
// footer), the error of a failed attempt shows right above it, and the phone's back button closes the
// open sheet instead of leaving the event.

// Light theme as the app's own toggle leaves it (the class; transitions settle before the shot).
const light = async (page: Page) => {
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.waitForTimeout(400)
}

/** Entirely inside the window, not just inside the dialog's scroll area, once the sheet has finished
 * sliding in (a phone's sheet rises from below the window, so it is measured where it comes to rest). */
async function expectOnScreen(page: Page, target: Locator) {
  const view = page.viewportSize()
  expect(view).toBeTruthy()
  if (!view) return
  await expect
    .poll(async () => {
      const box = await target.boundingBox()
      return box !== null && box.y >= 0 && box.y + box.height <= view.height
    })
    .toBe(true)
}

async function eventWithItems(page: Page, count: number) {
  const { event } = await hostWithEvent(page, 'e2edr', 'Dara', 'Long table')
  const headers = { origin: new URL(page.url()).origin }
  let snap = { viewerId: '', items: [] as { id: string; name: string }[] }
  for (let i = 1; i <= count; i++) {
    const name = `Dish number ${i} with a longer name`
    const res = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name, priceCents: 100 * i },
      headers,
    })
    snap = await res.json()
  }
  for (const name of ['Guest Ana', 'Guest Ben', 'Guest Cy', 'Guest Dee', 'Guest Eve', 'Guest Fay']) {
    const res = await page.request.post(`/api/events/${event.id}/placeholders`, { data: { name }, headers })
    expect(res.ok(), await res.text()).toBe(true)
  }
  return { event, snap, headers }
}

test('Quick Assign: Assign is on screen without scrolling, in dark and light', async ({ page }, testInfo) => {
  const { event } = await eventWithItems(page, 24)
  await page.goto(`/events/${event.id}?tab=items`)
  await page.getByRole('button', { name: 'Quick Assign' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Assign' })
  const assign = dialog.getByRole('button', { name: 'Assign', exact: true })
  await expect(assign).toBeVisible()
  await expectOnScreen(page, assign)
  await shot(page, testInfo, 'quick-assign-dark')
  await light(page)
  await expectOnScreen(page, assign)
  await shot(page, testInfo, 'quick-assign-light')
  // It stays reachable after choosing (the lists scroll, not the footer).
  await dialog.getByRole('button', { name: 'Select unclaimed' }).click()
  await expectOnScreen(page, assign)
})

test('the back button closes the open sheet and stays on the event; a closed sheet leaves no extra step', async ({
  page,
}, testInfo) => {
  const { event } = await eventWithItems(page, 2)
  await page.goto('/dashboard')
  await page.goto(`/events/${event.id}?tab=items`)
  const eventUrl = page.url()
  const row = page.getByRole('list', { name: 'Items' }).getByRole('listitem').first()
  await row.getByRole('button').first().click()
  const sheet = page.getByRole('dialog', { name: /Dish number 2/ })
  await expect(sheet).toBeVisible()
  await shot(page, testInfo, 'sheet-open')
  await page.goBack()
  await expect(sheet).toBeHidden()
  expect(page.url()).toBe(eventUrl)
  await expect(page.getByRole('list', { name: 'Items' })).toBeVisible()

  // Closed with Escape instead: its history step is already out when the key is handled, so a reload
  // straight after lands (it was once aborted by the step's late removal), and Back then leaves the
  // event as usual (no dead history entry).
  for (let i = 0; i < 3; i++) {
    await row.getByRole('button').first().click()
    await expect(sheet).toBeVisible()
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(page.getByRole('list', { name: 'Items' })).toBeVisible()
    expect(page.url()).toBe(eventUrl)
  }
  await row.getByRole('button').first().click()
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await page.goBack()
  await page.waitForURL(/\/dashboard$/)
})

test('a failed save shows its error above the buttons, on screen', async ({ page }, testInfo) => {
  const { event, snap, headers } = await eventWithItems(page, 1)
  const item = snap.items[0]
  const assigned = await page.request.post(`/api/events/${event.id}/items/${item?.id}/assign`, {
    data: { assignee: { userId: snap.viewerId } },
    headers,
  })
  expect(assigned.ok()).toBe(true)
  await page.goto(`/events/${event.id}?tab=items`)
  await page.getByRole('list', { name: 'Items' }).getByRole('listitem').first().getByRole('button').first().click()
  await page
    .getByRole('dialog', { name: /Dish number 1/ })
    .getByRole('button', { name: 'Split' })
    .click()
  const split = page.getByRole('dialog', { name: /Split/ })
  for (const name of ['Guest Ana', 'Guest Ben', 'Guest Cy', 'Guest Dee', 'Guest Eve', 'Guest Fay'])
    await split.getByRole('button', { name: `Add ${name}` }).click()
  await split.getByRole('textbox', { name: 'Guest Fay percent' }).fill('150')
  await split.getByRole('button', { name: 'Save Shares' }).click()
  const error = split.getByRole('alert')
  await expect(error).toBeVisible()
  await expectOnScreen(page, error)
  await expectOnScreen(page, split.getByRole('button', { name: 'Save Shares' }))
  await shot(page, testInfo, 'dialog-error-dark')
  await light(page)
  await shot(page, testInfo, 'dialog-error-light')
})
