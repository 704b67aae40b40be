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

test('profile: Default Currency and Payment Note save, and Create Event starts in that currency', async ({
  page,
  request,
}, testInfo) => {
  const user = await createConfirmedUser(request, 'curr')
  await signInViaForm(page, user.email, user.password, '/profile')
  const main = page.getByRole('main')

  await main.getByRole('button', { name: 'Edit Profile' }).click()
  // No default yet: the browser's language suggests one.
  await expect(main.getByLabel('Default Currency')).toHaveValue('')
  await expect(main.getByText('People who owe you see it when their currency has no pay link.')).toBeVisible()
  await main.getByLabel('Default Currency').selectOption('JPY')
  await main.getByLabel('Payment Note').fill('IBAN DE02 1203 0000 0000 2020 51')
  await shot(page, testInfo, 'edit-profile-currency')
  await main.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible()

  await page.reload()
  await main.getByRole('button', { name: 'Edit Profile' }).click()
  await expect(main.getByLabel('Default Currency')).toHaveValue('JPY')
  await expect(main.getByLabel('Payment Note')).toHaveValue('IBAN DE02 1203 0000 0000 2020 51')

  await page.goto('/events/new')
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('JPY')

  // Back to no default, and the note cleared: Create Event follows the browser again (en-US: dollars).
  await page.goto('/profile')
  await main.getByRole('button', { name: 'Edit Profile' }).click()
  await main.getByLabel('Default Currency').selectOption('')
  await main.getByLabel('Payment Note').fill('')
  await main.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
  await page.goto('/events/new')
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD')
})
