import { expect, type Page, test } from '@playwright/test'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { createConfirmedUser, shot, signInViaApi } from './support/helpers'

// Issue 38's figures in the browser (decision 046), at both sizes: equal means equal cents, 2 : 1 of
// $10.00 is $6.67 / $3.33, a -10.00 discount on $100.00 leaves $90.00, and $218.77 of tax typed as an
// amount is charged as $218.77.

async function hostWithGuests(page: Page, baseURL: string | undefined) {
  const headers = { origin: baseURL ?? '' }
  const host = await createConfirmedUser(page.request, 'exact')
  await signInViaApi(page.request, host, headers.origin)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Ivo' }, headers })
  const created = await page.request.post('/api/events', { data: { title: 'Big table' }, headers })
  const { event } = (await created.json()) as EventSnapshot
  const api = async (path: string, method: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/events/${event.id}${path}`, { method, data, headers })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()) as EventSnapshot
  }
  for (const name of ['Ann', 'Ben']) await api('/placeholders', 'POST', { name })
  return { event, api }
}

const itemRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items' }).getByRole('button', { name: new RegExp(`^${name}`) })

async function openSplit(page: Page, name: string) {
  await itemRow(page, name).click()
  const detail = page.getByRole('dialog', { name })
  await detail.getByRole('button', { name: 'Split' }).click()
  return { detail, split: page.getByRole('dialog', { name: 'Split Item' }) }
}

test('a $3,000.00 platter split equally three ways is $1,000.00 each; 2 : 1 of $10.00 is $6.67 / $3.33', async ({
  page,
  baseURL,
}, testInfo) => {
  const { event, api } = await hostWithGuests(page, baseURL)
  const platter = (await api('/items', 'POST', { name: 'Platter', priceCents: 300_000 })).items[0]
  const wine = (await api('/items', 'POST', { name: 'Wine', priceCents: 1000 })).items.find((i) => i.name === 'Wine')
  for (const item of [platter, wine])
    await api(`/items/${item?.id}/assign`, 'POST', { assignee: { userId: event.hostId } })

  await page.goto(`/events/${event.id}?tab=items`)
  let { detail, split } = await openSplit(page, 'Platter')
  for (const who of ['Ann', 'Ben']) await split.getByRole('button', { name: `Add ${who}` }).click()
  await split.getByRole('button', { name: 'Split Equally' }).click()
  await expect(split.getByText('$1,000.00')).toHaveCount(3)
  await shot(page, testInfo, 'split-equally-platter')
  await split.getByRole('button', { name: 'Save Shares' }).click()
  await expect(split).toBeHidden()
  const sharing = detail.getByRole('region', { name: 'Sharing' })
  await expect(sharing.getByText('$1,000.00')).toHaveCount(3)
  await expect(sharing).not.toContainText('$1,000.02')
  await page.keyboard.press('Escape')

  ;({ detail, split } = await openSplit(page, 'Wine'))
  await split.locator('label').filter({ hasText: 'Shares' }).click()
  await split.getByRole('button', { name: 'Add Ann' }).click()
  await split.getByLabel('You shares').fill('2')
  await split.getByLabel('Ann shares').fill('1')
  await expect(split.getByText('$6.67')).toBeVisible()
  await expect(split.getByText('$3.33')).toBeVisible()
  await shot(page, testInfo, 'split-by-shares')
  await split.getByRole('button', { name: 'Save Shares' }).click()
  await expect(split).toBeHidden()
  await expect(detail.getByRole('region', { name: 'Sharing' })).toContainText('$3.33')
  await page.keyboard.press('Escape')

  // Opened again, the split shows as it was chosen: by shares, 2 and 1.
  ;({ split } = await openSplit(page, 'Wine'))
  await expect(split.getByRole('radio', { name: 'Shares' })).toBeChecked()
  await expect(split.getByLabel('You shares')).toHaveValue('2')
  await expect(split.getByLabel('Ann shares')).toHaveValue('1')
})

test('a -10.00 discount on $100.00 leaves $90.00; $218.77 tax typed as an amount is $218.77', async ({
  page,
  baseURL,
}, testInfo) => {
  const { event, api } = await hostWithGuests(page, baseURL)
  await api('/items', 'POST', { name: 'Tasting menu', priceCents: 10_000 })
  await page.goto(`/events/${event.id}?tab=items`)
  await page.getByRole('button', { name: 'Add Item' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add Item' })
  await add.getByLabel('Item Name').fill('Discount')
  await add.getByLabel('Price').fill('-10.00')
  await add.getByLabel('Price').press('Enter')
  await expect(add.getByRole('listitem').filter({ hasText: 'Discount' })).toBeVisible()
  await add.getByRole('button', { name: 'Done' }).click()
  await expect(itemRow(page, 'Discount')).toContainText('-$10.00')
  await expect(page.getByText('$90.00').filter({ visible: true }).first()).toBeVisible()
  await shot(page, testInfo, 'discount-line')

  // The receipt's tax, typed as an amount on a $2,500.00 subtotal, is charged to the cent.
  await api('/items', 'POST', { name: 'Wine list', priceCents: 241_000 })
  const snap = await api('', 'PATCH', { taxAmountCents: 21_877 })
  expect(snap.event.subtotalCents).toBe(250_000)
  expect(snap.event.taxCents).toBe(21_877)
  await page.reload()
  // The phone keeps the tax line in the bill's details; the total shows it too ($2,500.00 + $218.77).
  await expect(page.getByText('$2,718.77').filter({ visible: true }).first()).toBeVisible()
  if ((page.viewportSize()?.width ?? 0) >= 768)
    await expect(page.getByText('$218.77').filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByText('$218.78')).toHaveCount(0)
  await shot(page, testInfo, 'typed-tax-amount')
})
