import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Unknown addresses get a real 'Page not found' inside the right layout, and entries for screens
// that do not exist yet say 'Soon' where you would tap them instead of leading to a dead end.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

test('an unknown address signed out: Page not found in the public layout, with a way home', async ({
  page,
}, testInfo) => {
  await page.goto('/no-such-page/at-all')
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  await expect(page.getByText('404')).toBeVisible()
  // The public layout: its navigation and footer are there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await shot(page, testInfo, 'not-found-public')
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('an unknown address signed in: Page not found inside the app shell; Soon entries', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const user = await createConfirmedUser(request, 'lost')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL(/\/dashboard$/)
  await page.request.patch('/api/me/profile', { data: { firstName: 'Lou' }, headers: { origin: baseURL ?? '' } })

  await page.goto('/events/abc/not-a-tab')
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible() // the app shell's top bar
  await shot(page, testInfo, 'not-found-app')
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  // The app's main navigation: the bottom bar on a phone, the top bar's links on a desktop.
  const nav = isPhone(page)
    ? page.getByRole('navigation', { name: 'Primary' })
    : page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  // Friends and Messages are built: no 'Soon' entries are left (Messages is a button that opens them).
  await expect(nav.getByRole('link', { name: /Friends/ })).not.toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeEnabled()
  await expect(page.getByRole('link', { name: /Messages/ })).toHaveCount(0)
  // Working entries still work.
  await expect(nav.getByRole('link', { name: isPhone(page) ? 'My Events' : 'My Events' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(nav.getByRole('link', { name: 'Open Tabs' })).not.toHaveAttribute('aria-disabled', 'true')
  await expect(nav.getByRole('link', { name: 'Friends' })).not.toHaveAttribute('aria-disabled', 'true')
  await shot(page, testInfo, 'soon-entries')
})
