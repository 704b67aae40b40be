import { expect, test } from '@playwright/test'
import { shot, signInNewUser } from './support/helpers'

// A German browser (issue 46): every amount and rate field reads numbers the way the viewer's locale writes
// them (decision 050). "7,5" in Tip Percentage is 7.5 %, never 75 %; the other decimal mark is refused,
// saying which one to use; what the editor fills in reads back unchanged.

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })

test('a German browser: "7,5" in Tip Percentage is 7.5 %, "7.5" and "12.50" are refused with the mark to use', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, 'e2ede', 'Lena')
  const origin = new URL(page.url()).origin

  await page.goto('/events/new')
  await page.getByLabel('Event Title').fill('Biergarten')
  const tip = page.getByLabel('Tip Percentage')
  // A text input, so the browser's own number reading never gets a say.
  await expect(tip).toHaveAttribute('type', 'text')
  await expect(tip).toHaveAttribute('inputmode', 'decimal')
  await page.getByLabel('Tax Percentage').fill('7.5')
  await tip.fill('7,5')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await expect(page.getByText('Use , for decimals, e.g. 7,5')).toBeVisible()
  await expect(page).toHaveURL(/\/events\/new$/)
  await shot(page, testInfo, 'locale-de-create-refused')
  await page.getByLabel('Tax Percentage').fill('19')
  await page.getByRole('button', { name: 'Create Event' }).click()
  await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== '/events/new')
  const eventId = new URL(page.url()).pathname.split('/').at(-1) as string
  const read = async () => {
    const r = await page.request.get(`/api/events/${eventId}`, { headers: { origin } })
    expect(r.ok()).toBe(true)
    return (await r.json()).event as { tipMilliPct: number; taxMilliPct: number; currency: string }
  }
  expect(await read()).toMatchObject({ tipMilliPct: 7500, taxMilliPct: 19_000 })

  // A price with the other decimal mark: the item message says which one this browser uses.
  const post = await page.request.post(`/api/events/${eventId}/items`, {
    data: { name: 'Brezel', priceCents: 1250 },
    headers: { origin },
  })
  expect(post.ok()).toBe(true)
  if (testInfo.project.name === 'phone') await page.goto(`/events/${eventId}?tab=items`)
  else {
    await page.reload()
    await page.getByRole('tab', { name: 'All Items' }).click()
  }
  await page.getByRole('button', { name: 'Add Item' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add Item' })
  await add.getByLabel('Item Name').fill('Schnitzel')
  await add.getByLabel('Price').fill('12.50')
  await add.getByLabel('Price').press('Enter')
  await expect(add.getByText('Enter valid name and price (use , for decimals)')).toBeVisible()
  await shot(page, testInfo, 'locale-de-price-refused')
  await add.getByLabel('Price').fill('12,50')
  await add.getByLabel('Price').press('Enter')
  await expect(add.getByRole('listitem').filter({ hasText: 'Schnitzel' })).toContainText('12,50')
  await add.getByRole('button', { name: 'Done' }).click()

  // The editor fills the rate in as this browser writes it, and reads a new one the same way.
  await page.goto(`/events/${eventId}/edit`)
  const editTip = page.getByLabel('Tip Percentage')
  await expect(editTip).toHaveValue('7,5')
  await expect(editTip).toHaveAttribute('type', 'text')
  await editTip.fill('12,5')
  await expect(page.getByText(/charges 3,13\s€ on a 25,00\s€ subtotal/)).toBeVisible()
  await shot(page, testInfo, 'locale-de-edit')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect.poll(async () => (await read()).tipMilliPct).toBe(12_500)
})
