import { expect, test } from '@playwright/test'
import { mailLink, newUser, shot, untilAppTakesOver } from './support/helpers'

test('sign up, get the confirmation mail, confirm the e-mail', async ({ page, request }, testInfo) => {
  const user = newUser('signup')
  await page.goto('/auth?mode=signup')
  await untilAppTakesOver(page)
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  await shot(page, testInfo, 'signup-empty')

  // Required fields are checked before anything is sent; the Terms box too, as on an invitation.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByText('Username is required')).toBeVisible()
  await expect(page.getByText('You must accept the Terms of Service')).toBeVisible()
  // A name with a space is told about the space, not about its length.
  await page.getByLabel('Username').fill('jules b')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByText('Username cannot contain spaces: use letters, digits, _ or .')).toBeVisible()
  await shot(page, testInfo, 'signup-errors')

  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel(/I agree to the Terms of Service/).check()
  await expect(page.getByText('You must accept the Terms of Service')).toBeHidden()
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  const notice = page.getByRole('status').filter({ hasText: 'account has been created' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(user.email)
  await expect(notice).toHaveClass(/emerald/) // the green notice
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await shot(page, testInfo, 'signup-created-notice')

  const link = await mailLink(request, user.email, '/confirm-email')
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
  await shot(page, testInfo, 'confirm-email-success')
  // The link signed them in: on to the dashboard after 2 s, not to the sign-in form again.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 })
  await expect(page.getByText(`Welcome to OpenTab, ${user.username}.`)).toBeVisible()

  // The same link again (signed out) only confirms: on to sign in, with a note saying so.
  await page.context().clearCookies()
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 })
  await expect(page.getByText('Email confirmed. You can sign in now.')).toBeVisible()
})

test('sign-up errors from the server show in red under the form', async ({ page, request }, testInfo) => {
  const taken = newUser('taken')
  await request.post('/api/auth/sign-up/email', {
    data: { name: taken.username, email: taken.email, password: taken.password },
  })
  const user = newUser('second')
  await page.goto('/auth?mode=signup')
  await untilAppTakesOver(page)
  await page.getByLabel('Username').fill(taken.username.toUpperCase())
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel(/I agree to the Terms of Service/).check()
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('That username is already taken')

  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Password', { exact: true }).fill('password123')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('too common')
  await shot(page, testInfo, 'signup-error')
})

test('a bad confirmation link says so and offers the way to sign in', async ({ page }, testInfo) => {
  await page.goto('/confirm-email?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: 'Confirmation Failed' })).toBeVisible()
  await shot(page, testInfo, 'confirm-email-failed')
  await page.getByRole('link', { name: 'Go to Sign In' }).click()
  await expect(page).toHaveURL(/\/auth$/)

  await page.goto('/confirm-email')
  await expect(page.getByText('Invalid confirmation link.')).toBeVisible()
})

test('a fragment with type=signup is sent to /confirm-email', async ({ page }) => {
  await page.goto('/auth#type=signup')
  await expect(page).toHaveURL(/\/confirm-email#type=signup$/)
  await expect(page.getByRole('heading', { name: 'Confirmation Failed' })).toBeVisible()
})
