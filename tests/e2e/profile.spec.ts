import { expect, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

test('profile: fields, Manage Profile saves for real, Edit Profile too, Sign Out', async ({
  page,
  request,
}, testInfo) => {
  const user = await createConfirmedUser(request, 'prof')
  await signInViaForm(page, user.email, user.password, '/profile')

  const main = page.getByRole('main')
  const details = main.locator('dl')
  await expect(details).toContainText(user.username)
  await expect(details).toContainText(user.email)
  await expect(details).toContainText('Member since')
  await expect(details).toContainText('Not set') // no first name yet
  await shot(page, testInfo, 'profile')

  await main.getByRole('button', { name: 'Manage Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage Profile' })
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email)
  await expect(dialog.getByLabel('Email')).not.toBeEditable()
  await expect(dialog.getByText('Note: Email cannot be changed')).toBeVisible()
  const renamed = `${user.username.slice(0, 24)}_new`
  await dialog.getByLabel('Username').fill(renamed)
  await dialog.getByLabel('First Name').fill('Sam')
  await shot(page, testInfo, 'manage-profile')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(details).toContainText(renamed)
  await expect(details).toContainText('Sam')

  // A username someone else has: the server's message, and the dialog stays open.
  const other = await createConfirmedUser(request, 'other')
  await main.getByRole('button', { name: 'Manage Profile' }).click()
  await dialog.getByLabel('Username').fill(other.username)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('That username is already taken')
  await shot(page, testInfo, 'manage-profile-taken')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Edit Profile (inline) persists too, unlike the original.
  await main.getByRole('button', { name: 'Edit Profile' }).click()
  await main.getByLabel('First Name').fill('Samira')
  await shot(page, testInfo, 'edit-profile')
  await main.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
  await page.reload()
  await expect(details).toContainText('Samira')

  await main.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/)
})
