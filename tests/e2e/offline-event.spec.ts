import { expect, type Page, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// Allowed here (the page as a person has it: with the offline service worker); blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// A loaded event page stays readable offline: a quiet note that leaves the header in view, a LIVE
// badge that stops claiming to be live, and the bill never replaced by an error page when a refresh
// fails for want of a network.

const light = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

test('offline: the loaded bill stays, the note is quiet, LIVE turns grey', async ({ page, context }, testInfo) => {
  const { event } = await hostWithEvent(page, 'e2eof', 'Otto', 'Offline supper')
  const headers = { origin: new URL(page.url()).origin }
  const res = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Risotto', priceCents: 2133 },
    headers,
  })
  expect(res.status()).toBe(201)
  await page.goto(`/events/${event.id}?tab=items`)
  const phone = testInfo.project.name === 'phone'
  const badge = page.getByRole('region', { name: 'Event summary' }).getByText(/^(LIVE|OFFLINE|CONNECTING)$/)
  if (phone) await expect(badge).toHaveText('LIVE')
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Risotto')

  await context.setOffline(true)
  const note = page.getByRole('status').filter({ hasText: 'You are offline' })
  await expect(note).toBeVisible()
  if (phone) await expect(badge).toHaveText('OFFLINE')
  // The note covers neither the app's header nor the event's title.
  const noteBox = await note.boundingBox()
  const headerBox = await page.locator('header').first().boundingBox()
  const title = page.getByRole('heading', { name: 'Offline supper', level: 1 }).locator('visible=true')
  const titleBox = await title.boundingBox()
  for (const box of [headerBox, titleBox]) {
    expect(box && noteBox).toBeTruthy()
    if (box && noteBox) expect(noteBox.y >= box.y + box.height || noteBox.y + noteBox.height <= box.y).toBe(true)
  }
  await shot(page, testInfo, 'offline-event-dark')
  await light(page)
  await shot(page, testInfo, 'offline-event-light')

  // Back online while the event's address still fails (a dropped connection): the refresh that the
  // reconnect makes fails, and the page keeps the bill instead of an error about join codes.
  await page.route(`**/api/events/${event.id}`, (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)
  await expect(note).toBeHidden()
  await page.waitForTimeout(5000)
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Risotto')
  await expect(page.getByText("ask the host for the event's join code")).toHaveCount(0)
  await expect(page.getByText('Network error')).toHaveCount(0)
})
