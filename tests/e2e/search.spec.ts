import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

test('the top bar search finds my events as I type and Enter opens the first hit', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const user = await createConfirmedUser(request, 'search')
  const headers = { origin: baseURL ?? '' }
  const login = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  })
  expect(login.ok()).toBe(true)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Sam' }, headers })
  for (const title of ['Sushi Friday', 'Ski trip groceries', 'Sunday brunch']) {
    expect((await page.request.post('/api/events', { data: { title }, headers })).ok()).toBe(true)
  }
  await page.goto('/dashboard')
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click()
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.fill('s')
  await box.fill('sus')
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('option')).toHaveText([/Sushi Friday/])
  await shot(page, testInfo, 'search-results')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/events\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Sushi Friday' }).first()).toBeVisible()

  // Escape clears the box; a query with no match says so.
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click()
  const again = page.getByRole('combobox', { name: 'Search' })
  await again.fill('zzz')
  await expect(page.getByText('No events found')).toBeVisible()
  await again.press('Escape')
  await expect(again).toHaveValue('')
})
