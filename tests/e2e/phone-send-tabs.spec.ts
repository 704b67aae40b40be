import { expect, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// Issue 46: on a phone the host's end-of-dinner action was only under Show Details. It sits in the phone
// header, in sight without opening anything, and in the Breakdown sheet, where the host checks the figures last.

test(
  'a host on a phone finds Close Event - Send Tabs in the header and in the Breakdown sheet',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const { event } = await hostWithEvent(page, 'e2etabs', 'Hana', 'Noodle night')
    const origin = new URL(page.url()).origin
    const added = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: 'Dan dan', priceCents: 1200 },
      headers: { origin },
    })
    expect(added.ok()).toBe(true)
    await page.goto(`/events/${event.id}`)
    const header = page.getByRole('region', { name: 'Event summary' })
    const sendTabs = header.getByRole('link', { name: 'Close Event - Send Tabs' })
    // In the header as drawn, details closed: in sight on a 390 x 844 screen without scrolling.
    await expect(page.getByRole('button', { name: 'Show Details' })).toHaveAttribute('aria-expanded', 'false')
    await expect(sendTabs).toBeInViewport()
    const box = await sendTabs.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40)
    await shot(page, testInfo, 'phone-header-send-tabs')
    // Opening the details does not add a second one.
    await page.getByRole('button', { name: 'Show Details' }).click()
    await expect(page.getByRole('link', { name: 'Close Event - Send Tabs' })).toHaveCount(1)
    await page.getByRole('button', { name: 'Hide Details' }).click()

    // The Breakdown sheet ends with it too.
    await header.getByRole('button', { name: 'Breakdown' }).click()
    const sheet = page.getByRole('dialog', { name: 'View Breakdown' })
    await expect(sheet.getByRole('link', { name: 'Close Event - Send Tabs' })).toBeVisible()
    await shot(page, testInfo, 'phone-breakdown-send-tabs')
    await sheet.getByRole('link', { name: 'Close Event - Send Tabs' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/settlements$`))
    await expect(page.getByRole('heading', { name: 'Settlement Management' })).toBeVisible()
  },
)
