import { expect, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'
import { suspendAccount } from './support/local-d1'

const SUSPENDED = 'Your account has been suspended. Please contact support for assistance.'

test('a suspended account sees the notice and is signed out', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'susp')
  await signInViaForm(page, user.email, user.password)
  await expect(page).toHaveURL(/\/dashboard$/)

  suspendAccount(user.email)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible()
  await expect(page.getByText(SUSPENDED)).toBeVisible()
  // 'Contact support' comes with the address to write to.
  const { supportEmail } = (await (await page.request.get('/api/site-status')).json()) as { supportEmail: string }
  await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`)
  await shot(page, testInfo, 'suspended')

  await page.getByRole('button', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Signed out: the app sends them to sign in, where the suspension is explained again.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/)
  await signInViaForm(page, user.email, user.password)
  await expect(page.getByRole('alert')).toHaveText(SUSPENDED)
  await shot(page, testInfo, 'suspended-sign-in')
})
