import { expect, test } from '@playwright/test'
import { createConfirmedUser, mailLink, shot, signInViaForm } from './support/helpers'

test('forgot password: mail, new password, back to sign in, sign in with it', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'forgot')
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/mode=forgot/)
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Password reset instructions have been sent to your email!')).toBeVisible()
  await shot(page, testInfo, 'forgot-sent')

  const link = new URL(await mailLink(request, user.email, '/reset-password'))
  await page.goto(link.pathname + link.search)
  await page.getByLabel('New Password').fill('Juniper-Canyon-77')
  await page.getByLabel('Confirm Password').fill('Juniper-Canyon-78')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await shot(page, testInfo, 'reset-mismatch')

  await page.getByLabel('Confirm Password').fill('Juniper-Canyon-77')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Password has been reset successfully!')).toBeVisible()
  await expect(page.getByText('Redirecting you to login...')).toBeVisible()
  await shot(page, testInfo, 'reset-success')
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 })
  await expect(page.getByText('Password has been reset successfully!')).toBeVisible()

  await signInViaForm(page, user.email, user.password)
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password')
  await signInViaForm(page, user.email, 'Juniper-Canyon-77')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('Cancel leaves the forgot-password mode', async ({ page }) => {
  await page.goto('/auth?mode=forgot')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
})

test('a bad reset link shows the error and a way to ask for a new one', async ({ page }, testInfo) => {
  await page.goto('/reset-password?token=made-up')
  await page.getByLabel('New Password').fill('Juniper-Canyon-77')
  await page.getByLabel('Confirm Password').fill('Juniper-Canyon-77')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.')
  await shot(page, testInfo, 'reset-bad-token')
  await page.getByRole('link', { name: 'Request a new reset link' }).click()
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible()
})
