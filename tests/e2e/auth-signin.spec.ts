import { expect, test } from '@playwright/test'
import { dismissProfileReminder } from './support/account'
import { createConfirmedUser, mailLink, newUser, shot, signInViaForm, untilAppTakesOver } from './support/helpers'

test('sign in lands on the dashboard', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'signin')
  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await shot(page, testInfo, 'signin-empty')
  await signInViaForm(page, user.email, user.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await dismissProfileReminder(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // Signed-in visitors to /auth go straight on.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('an unconfirmed account gets "Email not confirmed" and can resend the mail', async ({
  page,
  request,
}, testInfo) => {
  const user = newUser('unconfirmed')
  await request.post('/api/auth/sign-up/email', {
    data: { name: user.username, email: user.email, password: user.password },
  })
  await mailLink(request, user.email, '/confirm-email')
  await signInViaForm(page, user.email, user.password)
  await expect(page.getByText('Email not confirmed')).toBeVisible()
  await shot(page, testInfo, 'signin-unconfirmed')
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible()
  await shot(page, testInfo, 'signin-resent')
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)
  expect(((await res.json()) as unknown[]).length).toBe(2)
})

test('a wrong password shows the error in red and stays put', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'wrongpw')
  await signInViaForm(page, user.email, 'Not-The-Password-1')
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText('Invalid e-mail or password')
  await expect(alert).toHaveClass(/red/)
  await expect(page).toHaveURL(/\/auth$/)
  await shot(page, testInfo, 'signin-wrong-password')
})

test('?redirect= is honoured after sign-in, but only within the site', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'redirect')
  await signInViaForm(page, user.email, user.password, '/profile?from=test')
  await expect(page).toHaveURL(/\/profile\?from=test$/)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/auth?redirect=//evil.example.com/x')
  await untilAppTakesOver(page)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/)
})

test('a signed-out visit to /profile lands on /auth?redirect=%2Fprofile', async ({ page }, testInfo) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/)
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await shot(page, testInfo, 'signin-redirected')
})

test('a pending join code wins after sign-in, once', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'joiner')
  await page.goto('/auth')
  await page.evaluate(() => localStorage.setItem('pending_join_code', 'ABC-123'))
  await signInViaForm(page, user.email, user.password)
  await expect(page).toHaveURL(/\/join\/ABC-123$/)
  expect(await page.evaluate(() => localStorage.getItem('pending_join_code'))).toBeNull()
})
