import { expect, type Page, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// Issue 46: the event's tabs were four Tab stops that ignored the arrow keys, and closing an item's sheet
// left focus nowhere. The tabs follow the WAI-ARIA tabs pattern (one Tab stop, the selected tab; arrows,
// Home and End move and select), and a closed sheet hands focus back to the row that opened it.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768
const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim())

test('the event tabs are one Tab stop; arrows, Home and End move between them and select', async ({
  page,
}, testInfo) => {
  const { event } = await hostWithEvent(page, 'tabkeys', 'Tess', 'Arrow supper')
  await page.goto(`/events/${event.id}`)
  const tablist = page.getByRole('tablist', { name: 'Event sections' })
  await expect(tablist).toBeVisible()
  const tabs = tablist.getByRole('tab')
  const people = isPhone(page) ? 'People' : 'Participants'
  await expect(tabs).toHaveText(['My Items', 'All Items', people, 'Chat'])

  // A host who holds nothing lands on All Items (decision 051's table minors); start from My Items.
  await tabs.nth(0).click()
  // Only the selected tab is in the Tab order.
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0')
  for (const i of [1, 2, 3]) await expect(tabs.nth(i)).toHaveAttribute('tabindex', '-1')
  await tabs.nth(0).focus()

  const expectSelected = async (name: string, param: string | null) => {
    const tab = tablist.getByRole('tab', { name, exact: true })
    await expect(tab).toBeFocused()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(tab).toHaveAttribute('tabindex', '0')
    await expect(page).toHaveURL(param ? new RegExp(`\\?tab=${param}$`) : new RegExp(`/events/${event.id}$`))
    await expect(page.getByRole('tabpanel')).toBeVisible()
  }
  await page.keyboard.press('ArrowRight')
  await expectSelected('All Items', 'items')
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Add Item' }).first()).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expectSelected(people, 'participants')
  await page.keyboard.press('End')
  await expectSelected('Chat', 'chat')
  // Past the last tab the arrows wrap round.
  await page.keyboard.press('ArrowRight')
  await expectSelected('My Items', null)
  await page.keyboard.press('ArrowLeft')
  await expectSelected('Chat', 'chat')
  await page.keyboard.press('Home')
  await expectSelected('My Items', null)
  await shot(page, testInfo, 'event-tabs-keyboard')

  // The panel is labelled by the selected tab, and Tab leaves the strip instead of walking its tabs.
  await expect(page.getByRole('tabpanel', { name: 'My Items' })).toBeVisible()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab')
})

test('closing an item sheet gives focus back to the item that opened it', async ({ page, baseURL }, testInfo) => {
  const { event } = await hostWithEvent(page, 'sheetfocus', 'Finn', 'Focus supper')
  const headers = { origin: baseURL ?? '' }
  for (const name of ['Gyoza', 'Ramen']) {
    const res = await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents: 900 }, headers })
    expect(res.ok()).toBe(true)
  }
  await page.goto(`/events/${event.id}?tab=items`)
  const list = page.getByRole('list', { name: 'Items' })
  const row = list.getByRole('button', { name: /^Ramen/ })

  // Escape closes it.
  await row.click()
  const sheet = page.getByRole('dialog', { name: 'Ramen' })
  await expect(sheet).toBeVisible()
  await shot(page, testInfo, 'item-sheet-open')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(row).toBeFocused()

  // So does its Close button, opened from the keyboard this time.
  await list.getByRole('button', { name: /^Gyoza/ }).focus()
  await page.keyboard.press('Enter')
  const other = page.getByRole('dialog', { name: 'Gyoza' })
  await expect(other).toBeVisible()
  await other.getByRole('button', { name: 'Close' }).click()
  await expect(other).toBeHidden()
  await expect(list.getByRole('button', { name: /^Gyoza/ })).toBeFocused()
  expect(await focusedName(page)).toMatch(/^Gyoza/)
  await shot(page, testInfo, 'item-sheet-closed')
})
