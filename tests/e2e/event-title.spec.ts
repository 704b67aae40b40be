import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/helpers'

// A title pasted past the limit is cut at 120 characters, and the form says so instead of cutting silently.

test('a pasted title longer than 120 characters is cut, and the form says so', async ({ page }) => {
  await signInNewUser(page, 'title', 'Maria')
  await page.goto('/events/new')
  const title = page.getByLabel('Event Title')
  await title.fill('Birthday dinner for Maria at the restaurant on the corner, '.repeat(3))
  await expect(title).toHaveValue(/^.{120}$/)
  await expect(page.getByText('120/120: a title is at most 120 characters')).toBeVisible()
  await title.fill('Short again')
  await expect(page.getByText(/\/120/)).toHaveCount(0)
})
