import { expect, type Locator, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// The name is the only way to tell items apart at the table: wherever items are listed it wraps to two
// lines instead of being cut, on the narrowest phone we support (360 px) and up.

const names = ['Bottle of Barolo Riserva 2016', 'Sm Chop Antipasto Platter for Two', 'Breadsticks, rosemary']

/** Whether `el` shows all of its text: nothing clipped sideways or below its last line. */
const fullyShown = (el: Locator) =>
  el.evaluate((node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight)

async function expectWholeNames(within: Locator) {
  for (const name of names) {
    const text = within.getByText(name, { exact: true }).first()
    await expect(text).toBeVisible()
    expect(await fullyShown(text), name).toBe(true)
  }
}

test('item names wrap instead of being cut, at 360 px and on a desktop', async ({ page, isMobile }, testInfo) => {
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 })
  const { event } = await hostWithEvent(page, 'names', 'Maria', 'Long names night')
  const origin = new URL(page.url()).origin
  for (const name of names) {
    const res = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name, priceCents: 1200 },
      headers: { origin },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }

  await page.goto(`/events/${event.id}${isMobile ? '?tab=items' : ''}`)
  if (!isMobile) await page.getByRole('tab', { name: 'All Items' }).click()
  const list = page.getByRole('list', { name: 'Items' })
  await expectWholeNames(list)
  await shot(page, testInfo, 'item-names-list')

  await page.getByRole('button', { name: 'Quick Assign' }).click()
  const quick = page.getByRole('dialog', { name: 'Quick Assign' })
  await expectWholeNames(quick)
  await shot(page, testInfo, 'item-names-quick-assign')
})
