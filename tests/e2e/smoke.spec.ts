import { expect, test } from '@playwright/test'

test('the app shell loads and the API answers', async ({ page, request }) => {
  expect((await request.get('/api/health')).ok()).toBe(true)
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'OpenTab' }).first()).toBeVisible()
})
